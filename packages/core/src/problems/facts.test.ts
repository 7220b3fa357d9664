import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { factFamily } from './fact-families.ts';
import {
  LARGEST_ADDEND,
  generateFactsAddition,
  generateFactsDivision,
  generateFactsMultiplication,
  generateFactsSubtraction,
  generateFivePairs,
  generateTenPairs,
} from './facts.ts';
import type { Problem, ProblemSet } from './problem.ts';
import { TOOL_PROBLEMS, TOOL_TYPES, generateTool } from './tools.ts';

function solve(problem: Problem): number {
  const d = problem.display;
  if (d.kind === 'pair') return d.target - d.n;
  if (d.kind !== 'binary') throw new Error('facts are binary or pair problems');
  switch (d.op) {
    case '+':
      return d.a + d.b;
    case '-':
      return d.a - d.b;
    case '×':
      return d.a * d.b;
    case '÷':
      if (d.a % d.b !== 0) throw new Error(`inexact ${d.a}÷${d.b}`);
      return d.a / d.b;
  }
}

function keyOf(problem: Problem): string {
  const d = problem.display;
  return d.kind === 'pair' ? `${d.n}+?=${d.target}` : d.kind === 'binary' ? `${d.a}${d.op}${d.b}` : '';
}

function expectFacts(set: ProblemSet, count: number): void {
  expect(set.problems).toHaveLength(count);
  set.problems.forEach((problem, i) => {
    expect(problem.answer).toBe(solve(problem));
    expect(problem.factKey).toBe(keyOf(problem));
    if (i > 0) expect(problem.factKey).not.toBe(set.problems[i - 1]!.factKey);
  });
}

const facts = [
  ['facts-addition', generateFactsAddition, 0, true],
  ['facts-subtraction', generateFactsSubtraction, 0, true],
  ['facts-multiplication', generateFactsMultiplication, 0, false],
  ['facts-division', generateFactsDivision, 1, false],
] as const;

/** The two numbers that define a fact: addends of a sum or its inverse, factors of a product or its inverse. */
function definingPair(problem: Problem): [number, number] {
  if (problem.display.kind !== 'binary') throw new Error('binary expected');
  const { op, a, b } = problem.display;
  return op === '-' || op === '÷' ? [b, problem.answer] : [a, b];
}

describe.each(facts)('%s', (_type, generate, lowest, bySum) => {
  it('asks facts of the set named by its result, answered right, keyed and never repeated back to back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 60 }), fc.integer(), (max, count, seed) => {
        const set = generate({ max, problems: count }, seed);
        expectFacts(set, count);
        for (const problem of set.problems) {
          const [x, y] = definingPair(problem);
          expect(x).toBeGreaterThanOrEqual(lowest);
          expect(Math.min(x, y)).toBeGreaterThanOrEqual(0);
          if (bySum) {
            expect(x + y).toBeLessThanOrEqual(max);
            expect(Math.max(x, y)).toBeLessThanOrEqual(LARGEST_ADDEND);
          } else expect(Math.max(x, y)).toBeLessThanOrEqual(max);
        }
        expect(generate({ max, problems: count }, seed)).toEqual(set);
      }),
    );
  });
});

describe('fact sets as teachers use them', () => {
  // Twenty seeded sheets of 100 meet every one of the at most 169 facts of a set.
  const seen = (generate: (typeof facts)[number][1], max: number) =>
    new Set(Array.from({ length: 20 }, (_, seed) => generate({ max, problems: 100 }, seed).problems.map((p) => p.factKey)).flat());
  it('sums within 10 and within 20, tables up to 10 and up to 12 (and their inverses)', () => {
    expect(seen(generateFactsAddition, 10).size).toBe(66);
    expect(seen(generateFactsAddition, 20).size).toBe(121);
    expect(seen(generateFactsAddition, 20).has('10+10')).toBe(true);
    expect(seen(generateFactsSubtraction, 20).has('20-10')).toBe(true);
    expect(seen(generateFactsSubtraction, 10).has('11-1')).toBe(false);
    expect(seen(generateFactsMultiplication, 12).has('12×12')).toBe(true);
    expect(seen(generateFactsDivision, 12).has('144÷12')).toBe(true);
  });

  it('counts a fact met in a 100-problem tool with its facts type', () => {
    expect(factFamily('A100')).toEqual(['facts-addition', 'A100']);
    expect(factFamily('ten-pairs')).toEqual(['ten-pairs', '10P100']);
    expect(factFamily('D100')).toEqual(['facts-division', 'D100']);
  });
});

describe.each([
  [10, generateTenPairs],
  [5, generateFivePairs],
] as const)('pairs making %i', (target, generate) => {
  it('asks every partner in 1..target−1 and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer(), (count, seed) => {
        const set = generate({ problems: count }, seed);
        expectFacts(set, count);
        for (const problem of set.problems) {
          if (problem.display.kind !== 'pair') throw new Error('pair expected');
          expect(problem.display.target).toBe(target);
          expect(problem.display.n).toBeGreaterThanOrEqual(1);
          expect(problem.display.n).toBeLessThanOrEqual(target - 1);
        }
      }),
    );
    const seen = new Set(generate({ problems: 200 }, 1).problems.map((p) => p.factKey));
    expect(seen.size).toBe(target - 1);
  });
});

describe.each(TOOL_TYPES)('tool %s', (type) => {
  it('is a sheet of exactly 100 right facts, the same for the same seed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const set = generateTool(type, { timeLimitSeconds: 300 }, seed);
        expect(set.problems).toHaveLength(TOOL_PROBLEMS);
        for (const problem of set.problems) {
          expect(problem.answer).toBe(solve(problem));
          expect(problem.factKey).toBe(keyOf(problem));
        }
        if (!type.endsWith('P100')) expect(new Set(set.problems.map((p) => p.factKey)).size).toBe(100);
        expect(generateTool(type, { timeLimitSeconds: 300 }, seed)).toEqual(set);
      }),
      { numRuns: 30 },
    );
  });

  it('rejects an absurd time limit', () => {
    expect(() => generateTool(type, { timeLimitSeconds: 0 }, 1)).toThrow(RangeError);
  });
});

describe('a focus chosen by the server', () => {
  const generators = [
    ['+', generateFactsAddition, 20],
    ['-', generateFactsSubtraction, 20],
    ['×', generateFactsMultiplication, 12],
    ['÷', generateFactsDivision, 12],
  ] as const;

  it('asks the focus facts of the set first, each once, and never a fact twice in a row; the same focus and seed give the same quiz', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...generators),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 30 }),
        ([, generate, max], problems, seed, picks) => {
          const all = generate({ max, problems: 200 }, 1).problems.map((p) => p.factKey!);
          const focus = [...picks.map((i) => all[i % all.length]!), 'not-a-fact', '99+99'];
          const set = generate({ max, problems, focus }, seed);
          expect(set).toEqual(generate({ max, problems, focus }, seed));
          const keys = set.problems.map((p) => p.factKey!);
          const wanted = [...new Set(focus)].filter((key) => all.includes(key)).slice(0, problems);
          expect(keys.slice(0, wanted.length).sort()).toEqual([...wanted].sort());
          keys.forEach((key, i) => {
            if (i > 0) expect(key).not.toBe(keys[i - 1]);
          });
          set.problems.forEach((p) => expect(solve(p)).toBe(p.answer));
          expect(keys).toHaveLength(problems);
        },
      ),
    );
  });

  it('is the plain dealt quiz without a focus', () => {
    expect(generateFactsAddition({ max: 10, problems: 8, focus: [] }, 5)).toEqual(generateFactsAddition({ max: 10, problems: 8 }, 5));
  });
});
