/** A point in KanjiVG's 109 × 109 box: x to the right, y downwards. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function pathLength(points: readonly Point[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += distance(points[i - 1] as Point, points[i] as Point);
  return length;
}

/**
 * `count` points spaced evenly along the polyline, first and last kept. Even spacing by arc length
 * makes two strokes comparable point by point however fast or unevenly they were drawn.
 */
export function resample(points: readonly Point[], count: number): Point[] {
  const first = points[0];
  if (!first) throw new RangeError('resample: no points');
  if (count < 2) throw new RangeError('resample: need at least 2 output points');
  const total = pathLength(points);
  if (total === 0) return Array.from({ length: count }, () => first);
  const out: Point[] = [first];
  let segment = 1;
  let walkedToSegmentStart = 0;
  for (let k = 1; k < count - 1; k++) {
    const target = (total * k) / (count - 1);
    let a = points[segment - 1] as Point;
    let b = points[segment] as Point;
    while (walkedToSegmentStart + distance(a, b) < target && segment < points.length - 1) {
      walkedToSegmentStart += distance(a, b);
      segment++;
      a = b;
      b = points[segment] as Point;
    }
    const span = distance(a, b);
    const t = span === 0 ? 0 : Math.min(1, (target - walkedToSegmentStart) / span);
    out.push({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });
  }
  out.push(points[points.length - 1] as Point);
  return out;
}

export function centroid(points: readonly Point[]): Point {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}
