import { describe, expect, it } from 'vitest';
import { applyVerdict, hintForNextStroke, isFinished, shouldShowHint, starRating, startDrawing } from './drawing-session.ts';

describe('drawing session', () => {
  it('counts misses on the current stroke and moves on after a hit', () => {
    let session = startDrawing(2);
    session = applyVerdict(session, { ok: false, stroke: 0, reason: 'wrong-direction' });
    expect(hintForNextStroke(session)).toBe(false);
    session = applyVerdict(session, { ok: false, stroke: 0, reason: 'wrong-shape' });
    expect(hintForNextStroke(session)).toBe(true);
    session = applyVerdict(session, { ok: true, stroke: 0 });
    expect(hintForNextStroke(session)).toBe(false);
    session = applyVerdict(session, { ok: true, stroke: 1 });
    expect(isFinished(session)).toBe(true);
    expect(session.misses).toEqual([2, 0]);
  });

  it('refuses a verdict for another stroke or after the end', () => {
    const session = startDrawing(1);
    expect(() => applyVerdict(session, { ok: true, stroke: 1 })).toThrow(RangeError);
    const done = applyVerdict(session, { ok: true, stroke: 0 });
    expect(() => applyVerdict(done, { ok: true, stroke: 0 })).toThrow(RangeError);
    expect(() => startDrawing(0)).toThrow(RangeError);
  });

  it('shows the hint from the second miss on a stroke', () => {
    expect([0, 1, 2, 3].map(shouldShowHint)).toEqual([false, false, true, true]);
  });
});

describe('starRating', () => {
  it('gives 3 stars for a clean drawing', () => {
    expect(starRating([0])).toBe(3);
    expect(starRating([0, 0, 0, 0, 0])).toBe(3);
  });

  it('gives 2 stars for a few single misses and no hint', () => {
    expect(starRating([1])).toBe(2);
    expect(starRating([1, 0, 0, 0, 0, 1])).toBe(2);
  });

  it('gives 1 star once a hint was needed or misses pile up', () => {
    expect(starRating([2])).toBe(1);
    expect(starRating([1, 1, 0])).toBe(1);
    expect(starRating([0, 0, 0, 0, 0, 5])).toBe(1);
  });

  it('rejects nonsense miss counts', () => {
    expect(() => starRating([-1])).toThrow(RangeError);
    expect(() => starRating([0.5])).toThrow(RangeError);
  });
});
