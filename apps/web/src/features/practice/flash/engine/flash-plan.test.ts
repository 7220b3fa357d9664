import { describe, expect, it } from 'vitest';
import { describeFrames, planFlash } from '@/features/practice/flash/engine/flash-plan';

describe('flash plan', () => {
  it('turns the record pace into whole frames: 15 numbers in 1.5 s at 60 Hz is 90 frames, 5 on and 1 blank each', () => {
    const plan = planFlash(15, 1.5, 1000 / 60);
    expect(plan.totalFrames).toBe(90);
    expect(plan.onFrames.every((f) => f === 5)).toBe(true);
    expect(plan.blankFrames.every((f) => f === 1)).toBe(true);
  });

  it('shares frames so slots differ by at most one and add up to the total', () => {
    const plan = planFlash(7, 2, 1000 / 60);
    const slots = plan.onFrames.map((on, i) => on + (plan.blankFrames[i] ?? 0));
    expect(slots.reduce((a, b) => a + b, 0)).toBe(120);
    expect(Math.max(...slots) - Math.min(...slots)).toBeLessThanOrEqual(1);
  });

  it('always keeps a blank frame between numbers and a frame on screen, even absurdly fast', () => {
    const plan = planFlash(15, 0.1, 1000 / 60);
    expect(plan.onFrames.every((f) => f >= 1)).toBe(true);
    expect(plan.blankFrames.every((f) => f >= 1)).toBe(true);
  });

  it('follows the display: 120 Hz doubles the frames', () => {
    expect(planFlash(15, 1.5, 1000 / 120).totalFrames).toBe(180);
  });

  it('states a length in seconds and frames', () => {
    expect(describeFrames(96, 1000 / 60)).toBe('1.60 s = 96 frames at 60 Hz');
  });
});
