import { describe, expect, it } from 'vitest';
import { describePlan, planFlash } from '@/components/flash/engine/flash-plan';
import { snapToDisplayRate } from '@/components/flash/engine/frame-interval';

describe('flash plan', () => {
  it('turns the record pace into whole frames: 15 numbers in 1.5 s at 60 Hz is 90 frames, 5 on and 1 blank each', () => {
    const plan = planFlash(15, 1.5, 60);
    expect(plan.totalFrames).toBe(90);
    expect(plan.onFrames.every((f) => f === 5)).toBe(true);
    expect(plan.blankFrames.every((f) => f === 1)).toBe(true);
  });

  it('shares frames so slots differ by at most one and add up to the total', () => {
    const plan = planFlash(7, 2, 60);
    const slots = plan.onFrames.map((on, i) => on + (plan.blankFrames[i] ?? 0));
    expect(slots.reduce((a, b) => a + b, 0)).toBe(120);
    expect(Math.max(...slots) - Math.min(...slots)).toBeLessThanOrEqual(1);
  });

  it('always keeps a blank frame between numbers and a frame on screen, even absurdly fast', () => {
    const plan = planFlash(15, 0.1, 60);
    expect(plan.onFrames.every((f) => f >= 1)).toBe(true);
    expect(plan.blankFrames.every((f) => f >= 1)).toBe(true);
  });

  it('follows the display: 120 Hz doubles the frames, 144 Hz meets 1.5 s exactly', () => {
    expect(planFlash(15, 1.5, 120).totalFrames).toBe(180);
    expect(planFlash(15, 1.5, 144).totalFrames).toBe(216);
  });

  it('states the time on screen, blanks included, so the 1.5 s level reads 1.50 s', () => {
    expect(describePlan(planFlash(15, 1.5, 60))).toBe(
      '15 numbers in 1.50 s, blanks included: each number 5 frames (0.08 s) then 1 frame (0.02 s) blank, at 60 Hz',
    );
    expect(describePlan(planFlash(7, 2, 60))).toContain('7 numbers in 2.00 s');
  });
});

describe('display rate', () => {
  it('snaps jittery intervals to the rate the display really runs at', () => {
    expect(snapToDisplayRate(16)).toBe(60);
    expect(snapToDisplayRate(17)).toBe(60);
    expect(snapToDisplayRate(1000 / 59.94)).toBe(60);
    expect(snapToDisplayRate(8.4)).toBe(120);
    expect(snapToDisplayRate(6.9)).toBe(144);
  });
});
