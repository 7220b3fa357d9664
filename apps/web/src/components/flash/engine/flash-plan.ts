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

export function planFlash(count: number, seconds: number, hz: number): FlashPlan {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a whole number ≥ 1, got ${count}`);
  if (!(hz > 0)) throw new RangeError(`display rate must be positive, got ${hz}`);
  // At least two frames per number: one shown, one blank.
  const totalFrames = Math.max(2 * count, Math.round(seconds * hz));
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
  return { hz, frameMs: 1000 / hz, onFrames, blankFrames, totalFrames };
}

const seconds = (frames: number, hz: number) => `${(frames / hz).toFixed(2)} s`;
const frameWord = (n: number) => `${n} frame${n === 1 ? '' : 's'}`;
const range = (values: readonly number[], hz: number) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${frameWord(low)} (${seconds(low, hz)})` : `${low}–${high} frames (${(low / hz).toFixed(2)}–${seconds(high, hz)})`;
};

/**
 * What a learner is promised, in the words of the time on screen: "15 numbers in 1.50 s, blanks
 * included: each number 5 frames (0.08 s) then 1 frame (0.02 s) blank, at 60 Hz".
 */
export function describePlan(plan: FlashPlan): string {
  return (
    `${plan.onFrames.length} numbers in ${seconds(plan.totalFrames, plan.hz)}, blanks included: ` +
    `each number ${range(plan.onFrames, plan.hz)} then ${range(plan.blankFrames, plan.hz)} blank, at ${plan.hz} Hz`
  );
}
