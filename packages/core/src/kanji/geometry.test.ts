import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pathLength, resample } from './geometry.ts';
import { flattenSvgPath } from './svg-path.ts';

const arbPolyline = fc.array(fc.record({ x: fc.double({ min: 0, max: 109, noNaN: true }), y: fc.double({ min: 0, max: 109, noNaN: true }) }), {
  minLength: 2,
  maxLength: 30,
});

describe('resample', () => {
  it('keeps both ends and spaces points evenly along the path', () => {
    fc.assert(
      fc.property(arbPolyline, fc.integer({ min: 2, max: 64 }), (line, n) => {
        const out = resample(line, n);
        expect(out).toHaveLength(n);
        expect(out[0]).toEqual(line[0]);
        expect(out[n - 1]).toEqual(line[line.length - 1]);
        expect(pathLength(out)).toBeLessThanOrEqual(pathLength(line) + 1e-9);
      }),
    );
  });

  it('places the points of a straight line at equal steps', () => {
    const out = resample(
      [
        { x: 0, y: 0 },
        { x: 3, y: 0 },
        { x: 9, y: 0 },
      ],
      4,
    );
    expect(out.map((p) => p.x)).toEqual([0, 3, 6, 9]);
  });
});

describe('flattenSvgPath', () => {
  it('follows absolute and relative cubic curves, including the smooth S form', () => {
    const points = flattenSvgPath('M10,10c0,10,10,10,10,0s10-10,10,0L40,10');
    expect(points[0]).toEqual({ x: 10, y: 10 });
    expect(points.at(-1)).toEqual({ x: 40, y: 10 });
    // The first arch bulges down to y = 17.5 at its middle; the S arch mirrors it upwards.
    const ys = points.map((p) => p.y);
    expect(Math.max(...ys)).toBeCloseTo(17.5, 5);
    expect(Math.min(...ys)).toBeCloseTo(2.5, 5);
  });

  it('reads numbers written without separators, as KanjiVG does', () => {
    expect(flattenSvgPath('M1.5.5l-1-.5').map((p) => [p.x, p.y])).toEqual([
      [1.5, 0.5],
      [0.5, 0],
    ]);
  });

  it('refuses commands strokes never use, so new data cannot be misread silently', () => {
    expect(() => flattenSvgPath('M0,0A5,5,0,0,1,10,10')).toThrow(SyntaxError);
    expect(() => flattenSvgPath('M0,0L1,1Z')).toThrow(SyntaxError);
    expect(() => flattenSvgPath('M0,0M1,1')).toThrow(SyntaxError);
  });
});
