import type { StrokeVerdict } from './grade-stroke.ts';

/**
 * A drawing exercise, stroke by stroke. Immutable: each verdict gives a new session, so the web
 * client can keep it in state and the server can replay the saved result.
 */
export interface DrawingSession {
  /** The stroke the learner must draw next (0-based); equals misses.length once finished. */
  readonly next: number;
  /** Misses per stroke so far. */
  readonly misses: readonly number[];
}

/** After this many misses on one stroke, show that stroke's hint (its reference path animated). */
export const HINT_AFTER_MISSES = 2;

export function startDrawing(strokeCount: number): DrawingSession {
  if (!Number.isSafeInteger(strokeCount) || strokeCount < 1) throw new RangeError('a kanji has at least one stroke');
  return { next: 0, misses: Array.from({ length: strokeCount }, () => 0) };
}

export function applyVerdict(session: DrawingSession, verdict: StrokeVerdict): DrawingSession {
  if (isFinished(session)) throw new RangeError('the drawing is already finished');
  if (verdict.stroke !== session.next) throw new RangeError(`verdict is for stroke ${verdict.stroke}, expected ${session.next}`);
  if (verdict.ok) return { ...session, next: session.next + 1 };
  return { ...session, misses: session.misses.map((m, i) => (i === session.next ? m + 1 : m)) };
}

export function isFinished(session: DrawingSession): boolean {
  return session.next >= session.misses.length;
}

export function shouldShowHint(missesOnStroke: number): boolean {
  return missesOnStroke >= HINT_AFTER_MISSES;
}

/** Whether the stroke the learner is on now should show its hint. */
export function hintForNextStroke(session: DrawingSession): boolean {
  return !isFinished(session) && shouldShowHint(session.misses[session.next] ?? 0);
}

export type StarRating = 1 | 2 | 3;

/**
 * Three stars for a clean drawing; two when no stroke needed its hint and at most one stroke in
 * three was missed once; one for finishing at all, since every finished drawing was learnt from.
 */
export function starRating(missesPerStroke: readonly number[]): StarRating {
  if (missesPerStroke.some((m) => !Number.isSafeInteger(m) || m < 0)) throw new RangeError('misses must be whole numbers ≥ 0');
  const total = missesPerStroke.reduce((sum, m) => sum + m, 0);
  if (total === 0) return 3;
  const hinted = missesPerStroke.some(shouldShowHint);
  if (!hinted && total <= Math.max(1, Math.floor(missesPerStroke.length / 3))) return 2;
  return 1;
}
