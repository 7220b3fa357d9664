import { describe, expect, it } from 'vitest';
import { changeFrames, checkRound, describeVoid } from '@/components/flash/engine/flash-check';
import { planFlash } from '@/components/flash/engine/flash-plan';

describe('flash round check', () => {
  const plan = planFlash(3, 0.3, 60); // 18 frames: each number 5 on, 1 blank

  it('passes a round whose changes landed on their planned frames', () => {
    const report = checkRound(plan, changeFrames(plan));
    expect(report.void).toBeNull();
    expect(report.shownFrames).toEqual([5, 5, 5]);
    expect(report.totalFrames).toBe(18);
  });

  it('voids a round in which a long task kept a number on screen too long', () => {
    const landed = changeFrames(plan);
    // Number 2 should leave at frame 11; the page was busy until frame 17, so its blank and number 3 shrink.
    landed[3] = 17;
    landed[4] = 17;
    const report = checkRound(plan, landed);
    expect(report.void).toEqual({ kind: 'frames', number: 2, part: 'number', planned: 5, shown: 11 });
    expect(describeVoid(report.void!)).toBe('Number 2 was on screen 11 frames instead of 5: the device was busy and missed frames.');
  });

  it('voids a round in which a missed frame stretched a blank', () => {
    const landed = changeFrames(plan);
    landed.splice(2, landed.length - 2, ...landed.slice(2).map((f) => f + 1));
    expect(checkRound(plan, landed).void).toMatchObject({ part: 'blank', number: 1, planned: 1, shown: 2 });
  });

  it('explains a hidden page', () => {
    expect(describeVoid({ kind: 'hidden' })).toMatch(/hidden/);
  });
});
