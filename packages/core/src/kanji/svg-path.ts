import type { Point } from './geometry.ts';

/**
 * Flattens an SVG path `d` into a polyline. Only what KanjiVG strokes use is supported — moveto,
 * lineto and cubic Béziers (C/S), absolute and relative — and anything else throws, so a surprise
 * in new source data fails the extraction instead of producing a wrong stroke.
 */
const SAMPLES_PER_CURVE = 24;
const TOKEN = /[MmLlCcSs]|[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[^\s,]/g;

export function flattenSvgPath(d: string): Point[] {
  const tokens = d.match(TOKEN) ?? [];
  const points: Point[] = [];
  let i = 0;
  let command = '';
  let current: Point = { x: 0, y: 0 };
  // S reflects the previous C/S second control point; after anything else it is the current point.
  let lastControl: Point | null = null;

  const number = (): number => {
    const token = tokens[i++];
    const value = Number(token);
    if (token === undefined || Number.isNaN(value)) throw new SyntaxError(`svg path: expected a number in "${d}"`);
    return value;
  };
  const pointArg = (relative: boolean): Point => {
    const x = number();
    const y = number();
    return relative ? { x: current.x + x, y: current.y + y } : { x, y };
  };
  const curve = (c1: Point, c2: Point, end: Point): void => {
    const p0 = current;
    for (let s = 1; s <= SAMPLES_PER_CURVE; s++) {
      const t = s / SAMPLES_PER_CURVE;
      const u = 1 - t;
      const a = u * u * u;
      const b = 3 * u * u * t;
      const c = 3 * u * t * t;
      const e = t * t * t;
      points.push({ x: a * p0.x + b * c1.x + c * c2.x + e * end.x, y: a * p0.y + b * c1.y + c * c2.y + e * end.y });
    }
    lastControl = c2;
    current = end;
  };

  while (i < tokens.length) {
    const token = tokens[i] as string;
    if (/^[A-Za-z]$/.test(token)) {
      command = token;
      i++;
    } else if (command === '') {
      throw new SyntaxError(`svg path: "${d}" does not start with a command`);
    }
    const relative = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
        if (points.length > 0) throw new SyntaxError(`svg path: a stroke has one subpath, "${d}" has more`);
        current = pointArg(relative);
        points.push(current);
        lastControl = null;
        command = relative ? 'l' : 'L'; // further pairs after a moveto are linetos
        break;
      case 'L':
        current = pointArg(relative);
        points.push(current);
        lastControl = null;
        break;
      case 'C': {
        const c1 = pointArg(relative);
        const c2 = pointArg(relative);
        curve(c1, c2, pointArg(relative));
        break;
      }
      case 'S': {
        const previous: Point = lastControl ?? current;
        const c1 = { x: 2 * current.x - previous.x, y: 2 * current.y - previous.y };
        const c2 = pointArg(relative);
        curve(c1, c2, pointArg(relative));
        break;
      }
      default:
        throw new SyntaxError(`svg path: command "${command}" is not supported`);
    }
  }
  return points;
}
