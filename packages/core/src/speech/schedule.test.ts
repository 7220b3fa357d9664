import { describe, expect, it } from 'vitest';
import { CLIP_SPEEDS } from './clips.ts';
import { readingOf } from './reading.ts';
import { scheduleReading } from './schedule.ts';

// Every clip 300 ms at 1×, halving with each faster speed: enough to see the choices.
const clipMs = (_id: string, speed: number) => 300 / speed;

describe('reading schedule', () => {
  it('keeps the slowest voice when the numbers fit the pace', () => {
    const schedule = scheduleReading(readingOf([3, 4, 5], 'plain'), 1800, clipMs);
    expect(schedule.speed).toBe(1);
    expect(schedule.numberGapsMs).toEqual([1800, 1800]);
  });

  it('speeds the voice up until the longest number and a breath fit', () => {
    // 345 is four clips: 1.2 s at 1×, 0.86 s at 1.4×, 0.6 s at 2×.
    const schedule = scheduleReading(readingOf([345, 678], 'plain'), 800, clipMs);
    expect(schedule.speed).toBe(2);
    expect(schedule.numberGapsMs).toEqual([800]);
  });

  it('reports a pace it cannot meet instead of pretending', () => {
    const schedule = scheduleReading(readingOf([345_678, 912_345], 'plain'), 300, clipMs);
    expect(schedule.speed).toBe(CLIP_SPEEDS[CLIP_SPEEDS.length - 1]);
    expect(schedule.numberGapsMs[0]).toBeGreaterThan(300);
  });
});
