import fc from 'fast-check';
import { resample } from './geometry.ts';
import type { Point } from './geometry.ts';

/**
 * Test-only: how a real learner draws. The whole kanji is a little bigger or smaller, shifted and
 * tilted (one transform per drawing, as a hand keeps its habits), and each stroke has its own
 * pointer sampling rate, a slow wobble and tremor.
 */
export interface Hand {
  readonly scale: number;
  readonly dx: number;
  readonly dy: number;
  readonly tilt: number;
}

export interface Wobble {
  readonly samples: number;
  readonly amplitude: number;
  readonly phase: number;
  readonly tremor: readonly number[];
}

export const arbHand: fc.Arbitrary<Hand> = fc.record({
  scale: fc.double({ min: 0.85, max: 1.15, noNaN: true }),
  dx: fc.double({ min: -5, max: 5, noNaN: true }),
  dy: fc.double({ min: -5, max: 5, noNaN: true }),
  tilt: fc.double({ min: -0.08, max: 0.08, noNaN: true }), // ±4.5°
});

export const arbWobble: fc.Arbitrary<Wobble> = fc.record({
  samples: fc.integer({ min: 8, max: 80 }),
  amplitude: fc.double({ min: 0, max: 2, noNaN: true }),
  phase: fc.double({ min: 0, max: 6.28, noNaN: true }),
  tremor: fc.array(fc.double({ min: -0.7, max: 0.7, noNaN: true }), { minLength: 160, maxLength: 160 }),
});

const CENTRE = 54.5;

export function drawLike(hand: Hand, wobble: Wobble, stroke: readonly Point[]): Point[] {
  const cos = Math.cos(hand.tilt);
  const sin = Math.sin(hand.tilt);
  const path = resample(stroke, wobble.samples);
  return path.map((p, i) => {
    const x = (p.x - CENTRE) * hand.scale;
    const y = (p.y - CENTRE) * hand.scale;
    const along = i / (path.length - 1);
    const sway = wobble.amplitude * Math.sin(wobble.phase + along * Math.PI * 2);
    return {
      x: CENTRE + hand.dx + x * cos - y * sin + sway + (wobble.tremor[2 * i] ?? 0),
      y: CENTRE + hand.dy + x * sin + y * cos + sway + (wobble.tremor[2 * i + 1] ?? 0),
    };
  });
}

/** A random scribble: a handful of points anywhere in the box. */
export const arbScribble: fc.Arbitrary<Point[]> = fc.array(
  fc.record({ x: fc.double({ min: 0, max: 109, noNaN: true }), y: fc.double({ min: 0, max: 109, noNaN: true }) }),
  { minLength: 3, maxLength: 12 },
);
