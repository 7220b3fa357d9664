import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES, runProblem } from '../soroban/index.ts';
import { SOROBAN_SKILL_BOUNDS, type SorobanSkillParams, generateSorobanSkill, sorobanSkillMaxCount } from './soroban-skill.ts';

const params = fc
  .record({
    family: fc.constantFrom(...FAMILIES),
    operations: fc.constantFrom('add' as const, 'add-subtract' as const),
    digits: fc.integer({ min: 1, max: 4 }),
    countSeed: fc.integer({ min: 2, max: 12 }),
    problems: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ countSeed, ...rest }): SorobanSkillParams => ({ ...rest, count: Math.min(countSeed, sorobanSkillMaxCount(rest.family, rest.operations)) }));

describe('soroban-skill', () => {
  it('makes lists that the bead model proves need exactly the claimed family', () => {
    fc.assert(
      fc.property(params, fc.integer(), (p, seed) => {
        const { problems } = generateSorobanSkill(p, seed);
        expect(problems).toHaveLength(p.problems);
        for (const { display, answer } of problems) {
          if (display.kind !== 'list') throw new Error('expected a list');
          expect(display.numbers).toHaveLength(p.count);
          expect(display.numbers[0]).toBeGreaterThan(0);
          for (const n of display.numbers) {
            expect(String(Math.abs(n))).toHaveLength(p.digits);
            if (p.operations === 'add') expect(n).toBeGreaterThan(0);
          }
          // runProblem throws on a negative running total, so this also proves totals stay ≥ 0.
          const run = runProblem(display.numbers);
          expect(run.families.has(p.family)).toBe(true);
          expect(run.hardest).toBe(p.family);
          expect(answer).toBe(display.numbers.reduce((sum, n) => sum + n, 0));
        }
      }),
      { numRuns: 300 },
    );
    // Tiny spaces (direct, adding five 1-digit numbers) search for a while before they repeat a list.
  }, 30_000);

  it('regenerates the same lists from the same seed', () => {
    fc.assert(
      fc.property(params, fc.string(), (p, seed) => {
        expect(generateSorobanSkill(p, seed)).toEqual(generateSorobanSkill(p, seed));
      }),
      { numRuns: 50 },
    );
  });

  it('knows how long add-only lists without carries can be, and refuses longer ones', () => {
    expect(sorobanSkillMaxCount('direct', 'add')).toBe(5);
    expect(sorobanSkillMaxCount('five-complement', 'add')).toBe(9);
    expect(sorobanSkillMaxCount('ten-complement', 'add')).toBe(SOROBAN_SKILL_BOUNDS.count.max);
    const longest = { family: 'direct', digits: 2, count: 5, operations: 'add', problems: 20 } as const;
    expect(generateSorobanSkill(longest, 1).problems).toHaveLength(20);
    expect(() => generateSorobanSkill({ ...longest, count: 6 }, 1)).toThrow(RangeError);
  });

  it('deals every formula of the family over a quiz, two moves and a subtraction of the family in every list', () => {
    const { problems } = generateSorobanSkill({ family: 'ten-complement', digits: 1, count: 4, operations: 'add-subtract', problems: 10 }, 3);
    const met = new Set<string>();
    for (const problem of problems) {
      if (problem.display.kind !== 'list') throw new Error('expected a list');
      const steps = runProblem(problem.display.numbers, { trace: true })
        .trace.flat()
        .filter((s) => s.family === 'ten-complement');
      steps.forEach((s) => met.add(`${s.op}${s.digit}`));
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.some((s) => s.op === '-')).toBe(true);
    }
    expect(met.size).toBe(18);
  });

  it('repeats no list in a quiz while others are left, and never one twice in a row', () => {
    // Direct moves adding two 1-digit numbers: 26 lists in all.
    const lists = generateSorobanSkill({ family: 'direct', digits: 1, count: 2, operations: 'add', problems: 20 }, 5).problems.map((p) =>
      JSON.stringify(p.display),
    );
    expect(new Set(lists).size).toBe(20);
    // Direct moves adding five 1-digit numbers leave very few lists: they repeat, but never back to back.
    const few = generateSorobanSkill({ family: 'direct', digits: 1, count: 5, operations: 'add', problems: 12 }, 5).problems.map((p) =>
      JSON.stringify(p.display),
    );
    expect(few.some((list, i) => i > 0 && list === few[i - 1])).toBe(false);
  });

  it('mixes subtraction into add-subtract lists', () => {
    const { problems } = generateSorobanSkill({ family: 'ten-complement', digits: 2, count: 10, operations: 'add-subtract', problems: 20 }, 9);
    const negatives = problems.flatMap((p) => (p.display.kind === 'list' ? p.display.numbers : [])).filter((n) => n < 0);
    expect(negatives.length).toBeGreaterThan(40);
  });
});

describe('soroban-skill aimed at weak cells', () => {
  it('meets the formula of a weak cell in the first list, keeps every list proven, and ignores cells of other families', () => {
    fc.assert(
      fc.property(params, fc.integer(), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.boolean(), (p, seed, rodValue, digit, minus) => {
        const cell = `cell:${rodValue}${minus ? '-' : '+'}${digit}`;
        const aimed = generateSorobanSkill({ ...p, focus: [cell, 'cell:junk', 'fact:7+8'] }, seed);
        expect(aimed.problems).toHaveLength(p.problems);
        for (const { display } of aimed.problems) {
          if (display.kind !== 'list') throw new Error('expected a list');
          expect(runProblem(display.numbers).hardest).toBe(p.family);
        }
      }),
      { numRuns: 150 },
    );
  }, 30_000);

  it('deals a big friend +8 to the first list when 7 + 8 is weak', () => {
    for (let seed = 0; seed < 20; seed++) {
      const p: SorobanSkillParams = { family: 'ten-complement', digits: 1, count: 4, operations: 'add', problems: 2, focus: ['cell:7+8'] };
      const first = generateSorobanSkill(p, seed).problems[0]!.display;
      if (first.kind !== 'list') throw new Error('expected a list');
      const steps = runProblem(first.numbers, { trace: true }).trace.flat();
      expect(steps.some((step) => step.family === 'ten-complement' && step.op === '+' && step.digit === 8)).toBe(true);
    }
  });

  it('is the same quiz without a focus', () => {
    const p: SorobanSkillParams = { family: 'five-complement', digits: 2, count: 4, operations: 'add-subtract', problems: 5 };
    expect(generateSorobanSkill({ ...p, focus: [] }, 9)).toEqual(generateSorobanSkill(p, 9));
  });
});
