import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runProblem } from '../soroban/run-problem.ts';
import { ALL_CELLS, cellFamily, cellSkillId, parseSkillId, traceList } from './skills.ts';

describe('skills', () => {
  it('names the complement cells a teacher knows', () => {
    expect(ALL_CELLS).toHaveLength(180);
    expect(cellFamily('+', 7, 8)).toBe('ten-complement');
    expect(cellFamily('+', 4, 2)).toBe('five-complement');
    expect(cellFamily('+', 6, 7)).toBe('mixed');
    expect(cellFamily('-', 2, 8)).toBe('ten-complement');
    expect(cellFamily('-', 3, 8)).toBe('mixed');
    expect(parseSkillId('cell:7+8')).toEqual({ kind: 'cell', op: '+', rodValue: 7, digit: 8, family: 'ten-complement' });
    expect(parseSkillId('fact:56÷8')).toEqual({ kind: 'fact', factKey: '56÷8' });
    expect(parseSkillId('list:2x10')).toEqual({ kind: 'list', digits: 2, count: 10 });
    expect(parseSkillId('div:1x2')).toEqual({ kind: 'div', digits: 1, otherDigits: 2 });
    expect(parseSkillId('flash:3')).toEqual({ kind: 'flash', digits: 3 });
  });

  it('reads back every id it makes and refuses others with the shapes it accepts', () => {
    for (const id of ALL_CELLS) {
      const skill = parseSkillId(id);
      expect(skill.kind === 'cell' && cellSkillId(skill.op, skill.rodValue, skill.digit)).toBe(id);
    }
    expect(() => parseSkillId('cell:7+0')).toThrow(/expected cell:7\+8/);
    expect(() => parseSkillId('list:0x10')).toThrow(/unknown skill/);
    expect(() => cellSkillId('+', 10, 1)).toThrow(/rod value/);
  });

  it('traces a list into the cells its steps use, carries included', () => {
    expect(traceList([7, 8]).map((s) => s.cell)).toEqual(['cell:0+7', 'cell:7+8', 'cell:0+1']);
    expect(traceList([12, -8]).map((s) => [s.rod, s.cell])).toEqual([
      [1, 'cell:0+1'],
      [0, 'cell:0+2'],
      [1, 'cell:1-1'],
      [0, 'cell:2-8'],
    ]);
  });

  it('agrees with the bead model on every step family of any list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -9999, max: 9999 }), { maxLength: 10 }), (raw) => {
        let total = 0;
        const numbers = raw.map((n) => (total + n < 0 ? -n : n));
        numbers.forEach((n) => (total += n));
        const steps = traceList(numbers);
        expect(steps.length).toBe(runProblem(numbers, { trace: true }).trace.flat().length);
        for (const step of steps) expect(cellFamily(step.op, step.rodValue, step.digit)).toBe(step.family);
      }),
    );
  });
});
