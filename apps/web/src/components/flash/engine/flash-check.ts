import type { FlashPlan } from '@/components/flash/engine/flash-plan';

/** Why a round does not count: a number or blank off its planned frames, or the page hidden. */
export type FlashVoid =
  | { readonly kind: 'frames'; readonly number: number; readonly part: 'number' | 'blank'; readonly planned: number; readonly shown: number }
  | { readonly kind: 'hidden' };

export interface FlashReport {
  readonly hz: number;
  readonly plannedFrames: readonly number[];
  /** Frames each number was really on screen, counted from the display's frames. */
  readonly shownFrames: readonly number[];
  readonly plannedBlanks: readonly number[];
  readonly shownBlanks: readonly number[];
  readonly totalFrames: number;
  /** Null when every number and blank was on screen exactly its planned frames. */
  readonly void: FlashVoid | null;
}

/** The frame each change of the round should happen on: number i shows at 2i, blanks at 2i + 1; the round ends at 2n. */
export function changeFrames(plan: FlashPlan): number[] {
  const at: number[] = [];
  let frame = 0;
  plan.onFrames.forEach((on, i) => {
    at.push(frame);
    frame += on;
    at.push(frame);
    frame += plan.blankFrames[i] ?? 1;
  });
  at.push(frame);
  return at;
}

/**
 * Checks every number against its plan from the frames its changes really landed on. Any number
 * or blank longer or shorter than planned (a missed vsync, a long task) voids the round: it was
 * not the round the learner asked for, so it cannot be graded.
 */
export function checkRound(plan: FlashPlan, changedAt: readonly number[]): FlashReport {
  // A round stopped early has changes that never landed: their spans count as 0 frames shown.
  const span = (from: number) => {
    const start = changedAt[from];
    const end = changedAt[from + 1];
    return start === undefined || end === undefined ? 0 : end - start;
  };
  const shownFrames = plan.onFrames.map((_, i) => span(2 * i));
  const shownBlanks = plan.blankFrames.map((_, i) => span(2 * i + 1));
  let miss: FlashVoid | null = null;
  for (let i = 0; i < plan.onFrames.length && !miss; i++) {
    if (shownFrames[i] !== plan.onFrames[i])
      miss = { kind: 'frames', number: i + 1, part: 'number', planned: plan.onFrames[i] ?? 0, shown: shownFrames[i] ?? 0 };
    else if (shownBlanks[i] !== plan.blankFrames[i])
      miss = { kind: 'frames', number: i + 1, part: 'blank', planned: plan.blankFrames[i] ?? 0, shown: shownBlanks[i] ?? 0 };
  }
  return {
    hz: plan.hz,
    plannedFrames: plan.onFrames,
    shownFrames,
    plannedBlanks: plan.blankFrames,
    shownBlanks,
    totalFrames: (changedAt[changedAt.length - 1] ?? 0) - (changedAt[0] ?? 0),
    void: miss,
  };
}

/** The learner's words for a void round. */
export function describeVoid(reason: FlashVoid): string {
  if (reason.kind === 'hidden') return 'The page was hidden during the round, so not every number was seen.';
  const what = reason.part === 'number' ? `Number ${reason.number} was on screen` : `The blank after number ${reason.number} lasted`;
  return `${what} ${reason.shown} frame${reason.shown === 1 ? '' : 's'} instead of ${reason.planned}: the device was busy and missed frames.`;
}
