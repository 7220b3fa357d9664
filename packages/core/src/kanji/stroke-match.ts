import { centroid, distance, pathLength, resample } from './geometry.ts';
import type { Point } from './geometry.ts';

/**
 * How one drawn stroke compares with one reference stroke, both resampled to the same number of
 * evenly spaced points so point i of one faces point i of the other.
 */
export interface StrokeComparison {
  /** Mean distance between facing points, in box units: is it in the right place. */
  readonly meanDistance: number;
  readonly startDistance: number;
  readonly endDistance: number;
  /** Drawn start to reference end and drawn end to reference start: high when drawn right way round. */
  readonly swappedStartDistance: number;
  readonly swappedEndDistance: number;
  /** Mean distance after moving both to their centroid and scaling both to unit RMS radius. */
  readonly shapeDistance: number;
  /** Drawn length ÷ reference length. */
  readonly lengthRatio: number;
  /** The place tolerance for this reference stroke, in box units. */
  readonly tolerance: number;
}

export const COMPARE_POINTS = 32;

/**
 * Place tolerance grows with the stroke: a child's long stroke wanders further than a short one,
 * while a short dot still has a floor that a finger can meet. 0.2 × length + 6 keeps the three
 * bars of 三 (about 31 units apart) from being taken for one another.
 */
const TOLERANCE_SHARE = 0.2;
const TOLERANCE_FLOOR = 6;
/** Shape tolerance in RMS-radius units; a reversed straight stroke scores about 1.7. */
export const SHAPE_TOLERANCE = 0.35;
export const MIN_LENGTH_RATIO = 0.5;
const MAX_LENGTH_RATIO = 2.2;

export function compareStroke(drawn: readonly Point[], reference: readonly Point[]): StrokeComparison {
  const d = resample(drawn, COMPARE_POINTS);
  const r = resample(reference, COMPARE_POINTS);
  const referenceLength = pathLength(r);
  let sum = 0;
  for (let i = 0; i < COMPARE_POINTS; i++) sum += distance(d[i] as Point, r[i] as Point);
  return {
    meanDistance: sum / COMPARE_POINTS,
    startDistance: distance(first(d), first(r)),
    endDistance: distance(last(d), last(r)),
    swappedStartDistance: distance(first(d), last(r)),
    swappedEndDistance: distance(last(d), first(r)),
    shapeDistance: shapeDistance(d, r),
    lengthRatio: referenceLength === 0 ? Infinity : pathLength(d) / referenceLength,
    tolerance: TOLERANCE_FLOOR + TOLERANCE_SHARE * referenceLength,
  };
}

export function fits(c: StrokeComparison): boolean {
  return (
    c.meanDistance <= c.tolerance &&
    c.startDistance <= c.tolerance &&
    c.endDistance <= c.tolerance &&
    c.shapeDistance <= SHAPE_TOLERANCE &&
    c.lengthRatio >= MIN_LENGTH_RATIO &&
    c.lengthRatio <= MAX_LENGTH_RATIO
  );
}

const first = (points: readonly Point[]): Point => points[0] as Point;
const last = (points: readonly Point[]): Point => points[points.length - 1] as Point;

// RMS radius rather than path length as the scale: hand tremor inflates a path's length but
// hardly moves its points away from their centre.
function normalise(points: readonly Point[]): Point[] {
  const c = centroid(points);
  let squares = 0;
  for (const p of points) squares += (p.x - c.x) ** 2 + (p.y - c.y) ** 2;
  const radius = Math.sqrt(squares / points.length) || 1;
  return points.map((p) => ({ x: (p.x - c.x) / radius, y: (p.y - c.y) / radius }));
}

function shapeDistance(a: readonly Point[], b: readonly Point[]): number {
  const na = normalise(a);
  const nb = normalise(b);
  let sum = 0;
  for (let i = 0; i < na.length; i++) sum += distance(na[i] as Point, nb[i] as Point);
  return sum / na.length;
}
