import { describe, expect, it } from 'vitest';
import { readNumber, sorobanFromNumber, tapSorobanBead } from './abacus.ts';
import { isBeadActive, rodForDigit, rodValue, tapBead } from './beads.ts';

describe('rods and beads', () => {
  it('maps every digit to beads and back', () => {
    for (let d = 0; d <= 9; d++) expect(rodValue(rodForDigit(d))).toBe(d);
    expect(rodForDigit(7)).toEqual({ heaven: true, earth: 2 });
    expect(() => rodForDigit(10)).toThrow(RangeError);
  });

  it('tapping a lower earth bead pushes the beads between it and the beam up', () => {
    const tap = tapBead(rodForDigit(1), 3);
    expect(tap.rod).toEqual({ heaven: false, earth: 4 });
    expect(tap.moved).toEqual([1, 2, 3]);
    expect(tap.towardBeam).toBe(true);
  });

  it('tapping a raised earth bead takes it and the beads beyond it down', () => {
    const tap = tapBead(rodForDigit(4), 1);
    expect(tap.rod).toEqual({ heaven: false, earth: 1 });
    expect(tap.moved).toEqual([1, 2, 3]);
    expect(tap.towardBeam).toBe(false);
    expect(tapBead(rodForDigit(3), 0).rod.earth).toBe(0);
  });

  it('toggles the heaven bead alone', () => {
    const tap = tapBead(rodForDigit(2), 'heaven');
    expect(rodValue(tap.rod)).toBe(7);
    expect(tap.moved).toEqual(['heaven']);
    expect(rodValue(tapBead(tap.rod, 'heaven').rod)).toBe(2);
  });

  it('reports which beads touch the beam', () => {
    const rod = rodForDigit(6);
    expect([isBeadActive(rod, 'heaven'), isBeadActive(rod, 0), isBeadActive(rod, 1)]).toEqual([true, true, false]);
  });

  it('sets 1, 2, 3 by taps and reads back 123', () => {
    let rods = sorobanFromNumber(0, 13);
    rods = tapSorobanBead(rods, 2, 0).rods;
    rods = tapSorobanBead(rods, 1, 1).rods;
    rods = tapSorobanBead(rods, 0, 2).rods;
    expect(readNumber(rods)).toBe(123);
  });

  it('round-trips numbers and refuses ones that do not fit', () => {
    expect(readNumber(sorobanFromNumber(9_876_543_210, 13))).toBe(9_876_543_210);
    expect(() => sorobanFromNumber(1000, 3)).toThrow(RangeError);
    expect(() => sorobanFromNumber(-1, 3)).toThrow(RangeError);
  });
});
