import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  ['facts-addition', generateFactsAddition, 0],
  ['facts-subtraction', generateFactsSubtraction, 0],
  ['facts-multiplication', generateFactsMultiplication, 0],
  ['facts-division', generateFactsDivision, 1],
] as const;

describe.each(facts)('%s', (_type, generate, lowest) => {
  it('asks facts within 0–max, answered right, keyed and never repeated back to back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 60 }), fc.integer(), (max, count, seed) => {
        const set = generate({ max, problems: count }, seed);
        expectFacts(set, count);
        for (const problem of set.problems) {
          if (problem.display.kind !== 'binary') throw new Error('binary expected');
          const [x, y] =
            problem.display.op === '-'
              ? [problem.display.b, problem.answer]
              : problem.display.op === '÷'
                ? [problem.display.b, problem.answer]
                : [problem.display.a, problem.display.b];
          expect(x).toBeGreaterThanOrEqual(lowest);
          expect(Math.max(x, y)).toBeLessThanOrEqual(max);
          expect(Math.min(x, y)).toBeGreaterThanOrEqual(0);
        }
        expect(generate({ max, problems: count }, seed)).toEqual(set);
      }),
    );
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
