/**
 * A flash round counted in display frames (DOMAIN.md: at record pace a number is on screen for
 * about 6 frames, so milliseconds are too coarse). The round's total frames are the requested time
 * rounded to whole frames and shared out so the slots differ by at most one frame; each slot is the
 * number's on-time followed by a blank of at least one frame, so two numbers never touch.
 */
export interface FlashPlan {
  readonly hz: number;
  readonly frameMs: number;
  readonly onFrames: readonly number[];
  readonly blankFrames: readonly number[];
  readonly totalFrames: number;
}

/** Share of each slot left blank; the rest shows the number. */
const BLANK_SHARE = 0.2;

export function planFlash(count: number, seconds: number, frameMs: number): FlashPlan {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a whole number ≥ 1, got ${count}`);
  if (!(frameMs > 0)) throw new RangeError(`frame interval must be positive, got ${frameMs}`);
  // At least two frames per number: one shown, one blank.
  const totalFrames = Math.max(2 * count, Math.round((seconds * 1000) / frameMs));
  const base = Math.floor(totalFrames / count);
  const extra = totalFrames - base * count;
  const onFrames: number[] = [];
  const blankFrames: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = base + (i < extra ? 1 : 0);
    const blank = Math.min(slot - 1, Math.max(1, Math.round(slot * BLANK_SHARE)));
    onFrames.push(slot - blank);
    blankFrames.push(blank);
  }
  return { hz: 1000 / frameMs, frameMs, onFrames, blankFrames, totalFrames };
}

/** "1.50 s = 90 frames at 60 Hz": the real length of a round, stated the way it was timed. */
export function describeFrames(frames: number, frameMs: number): string {
  return `${((frames * frameMs) / 1000).toFixed(2)} s = ${frames} frames at ${Math.round(1000 / frameMs)} Hz`;
}
