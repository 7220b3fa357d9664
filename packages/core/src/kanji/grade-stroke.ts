import { pathLength } from './geometry.ts';
import type { Point } from './geometry.ts';
import { compareStroke, fits, MIN_LENGTH_RATIO } from './stroke-match.ts';
import type { StrokeComparison } from './stroke-match.ts';

export type MissReason = 'wrong-direction' | 'wrong-start' | 'wrong-shape' | 'wrong-order' | 'too-short';

export type StrokeVerdict =
  | { readonly ok: true; readonly stroke: number }
  | {
      readonly ok: false;
      /** The stroke that was expected (0-based). */
      readonly stroke: number;
      readonly reason: MissReason;
      /** For 'wrong-order': the later stroke that was drawn instead. */
      readonly matchedStroke?: number;
    };

/** Below this a "stroke" is a tap or a slip of the finger, whatever the reference. */
const MIN_DRAWN_LENGTH = 3;

/**
 * Grades the learner's drawn stroke against stroke `expected` of the kanji (0-based, in writing
 * order). `reference` is the kanji's strokes (a KanjiStrokes file's `strokes`); `drawn` is the pointer path in the same
 * 109-unit box, any number of points.
 */
export function gradeStroke(reference: readonly { readonly points: readonly Point[] }[], expected: number, drawn: readonly Point[]): StrokeVerdict {
  const target = reference[expected]?.points;
  if (!target) throw new RangeError(`stroke ${expected} does not exist (the kanji has ${reference.length})`);
  const miss = (reason: MissReason, matchedStroke?: number): StrokeVerdict =>
    matchedStroke === undefined ? { ok: false, stroke: expected, reason } : { ok: false, stroke: expected, reason, matchedStroke };

  if (drawn.length < 2 || pathLength(drawn) < MIN_DRAWN_LENGTH) return miss('too-short');
  const backwards = [...drawn].reverse();
  const forward = compareStroke(drawn, target);
  if (fits(forward)) return { ok: true, stroke: expected };
  if (fits(compareStroke(backwards, target))) return miss('wrong-direction');

  for (let later = expected + 1; later < reference.length; later++) {
    const other = (reference[later] as { readonly points: readonly Point[] }).points;
    if (fits(compareStroke(drawn, other)) || fits(compareStroke(backwards, other))) return miss('wrong-order', later);
  }
  return miss(diagnose(forward));
}

/** Why a stroke that fits nothing missed the expected one: the most specific reason first. */
function diagnose(c: StrokeComparison): MissReason {
  // Start and end each where the other should be: drawn the wrong way, however wobbly.
  if (isSwapped(c)) return 'wrong-direction';
  if (c.lengthRatio < MIN_LENGTH_RATIO) return 'too-short';
  if (c.startDistance > c.tolerance) return 'wrong-start';
  return 'wrong-shape';
}

function isSwapped(c: StrokeComparison): boolean {
  // Short strokes start and end close together; only call it reversed if swapped is clearly closer.
  return (
    c.swappedStartDistance <= c.tolerance &&
    c.swappedEndDistance <= c.tolerance &&
    c.swappedStartDistance + c.swappedEndDistance < c.startDistance + c.endDistance
  );
}
