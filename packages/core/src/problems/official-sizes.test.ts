import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grade } from '../grading/grade.ts';
import { generateAdditionList } from './addition-list.ts';
import { ANZAN_LEVELS } from './anzan-levels.ts';
import { generateDivision } from './division.ts';
import { FLASH_PRESETS, FLASH_ROUNDS_PER_TEST } from './flash-presets.ts';
import { type GradeLevel, KYU_LEVELS } from './kyu-levels.ts';
import { generateMultiplication } from './multiplication.ts';
import type { Problem } from './problem.ts';

// The official sizes of ../shared/DOMAIN.md, checked over every level and many seeds.

const seeds = fc.integer();
const kyu = (ladder: readonly GradeLevel[], n: number) => ladder.find((l) => l.kyu === n)!;
const graded = (ladder: readonly GradeLevel[]) => ladder.filter((l) => l.kyu !== null);
/** Significant digits as the papers count them: a decimal's digits without its point or leading zeros. */
const digitsOf = (n: number) => String(Math.abs(n)).replace('.', '').replace(/^0+/, '').length;
const binary = (p: Problem) => {
  if (p.display.kind !== 'binary') throw new Error('expected × or ÷');
  return p.display;
};
const numbers = (p: Problem) => {
  if (p.display.kind !== 'list') throw new Error('expected a list');
  return p.display.numbers;
};
const property = (check: (seed: number) => void) => fc.assert(fc.property(seeds, check), { numRuns: 60 });

/** A shown number as an exact fraction: units / 10^places. */
function exact(n: number): { units: bigint; places: number } {
  const [whole, fraction = ''] = String(n).split('.');
  return { units: BigInt(whole! + fraction), places: fraction.length };
}

/** The official rounding worked independently of the generators: half up, to whole yen or to x.xxx, as a decimal string. */
function officiallyRounded(numerator: bigint, denominator: bigint, yen: boolean): string {
  const places = yen ? 0 : 3;
  const scaled = numerator * 10n ** BigInt(places);
  let rounded = scaled / denominator;
  if ((scaled % denominator) * 2n >= denominator) rounded += 1n;
  if (yen) return rounded.toString();
  const text = rounded.toString().padStart(4, '0');
  return `${text.slice(0, -3)}.${text.slice(-3)}`;
}

describe('anzan × and ÷ follow the anzan exam', () => {
  const expected: Record<number, number> = { 1: 5, 2: 4, 3: 4, 4: 3, 5: 3, 6: 3 };
  it.each(Object.entries(expected))('%s kyu: %s digits in total', (grade, total) => {
    const level = kyu(ANZAN_LEVELS, Number(grade));
    property((seed) => {
      for (const p of generateMultiplication(level.multiplication!, seed).problems) expect(digitsOf(binary(p).a) + digitsOf(binary(p).b)).toBe(Number(total));
      for (const p of generateDivision(level.division!, seed).problems) expect(digitsOf(binary(p).b) + digitsOf(p.answer)).toBe(Number(total));
    });
    expect([level.multiplication!.problems, level.division!.problems]).toEqual([30, 30]);
  });

  it('has no × or ÷ below 6 kyu, whose paper is lists only', () => {
    for (const level of ANZAN_LEVELS.filter((l) => l.kyu === null || l.kyu >= 7)) expect([level.multiplication, level.division]).toEqual([null, null]);
  });

  it.each(graded(ANZAN_LEVELS))('$id lists add only, but for 1 kyu', (level) => {
    property((seed) => {
      const all = generateAdditionList(level.lists, seed).problems.flatMap(numbers);
      if (level.kyu === 1) expect(all.some((n) => n < 0)).toBe(true);
      else expect(all.every((n) => n > 0)).toBe(true);
    });
  });

  it('5 and 6 kyu lists are 5 numbers of 1–2 digits, 8 and 6 digits in all; 4–1 kyu 2×5, 3×5, 3×7, 3×10', () => {
    const shape = (n: number) => kyu(ANZAN_LEVELS, n).lists;
    property((seed) => {
      for (const [n, total] of [
        [5, 8],
        [6, 6],
      ] as const) {
        for (const list of generateAdditionList(shape(n), seed).problems.map(numbers)) {
          expect(list).toHaveLength(5);
          expect(list.every((x) => digitsOf(x) <= 2)).toBe(true);
          expect(list.reduce((sum, x) => sum + digitsOf(x), 0)).toBe(total);
        }
      }
    });
    expect([4, 3, 2, 1].map((n) => [shape(n).digits, shape(n).count])).toEqual([
      [2, 5],
      [3, 5],
      [3, 7],
      [3, 10],
    ]);
  });
});

describe('soroban 7 and 8 kyu × and ÷', () => {
  it.each([
    [8, 2],
    [7, 3],
  ])('%s kyu: 10 × and 10 ÷ with a 1-digit divisor and %s-digit quotients', (n, quotientDigits) => {
    const level = kyu(KYU_LEVELS, n);
    expect([level.multiplication!.problems, level.division!.problems]).toEqual([10, 10]);
    property((seed) => {
      for (const p of generateDivision(level.division!, seed).problems) {
        expect([digitsOf(binary(p).b), digitsOf(p.answer)]).toEqual([1, quotientDigits]);
        expect(p.answer * binary(p).b).toBe(binary(p).a);
      }
    });
  });
});

describe('soroban 1–6 kyu lists are "10口 N字"', () => {
  const expected: Record<number, number> = { 1: 100, 2: 80, 3: 60, 4: 50, 5: 40, 6: 30 };
  it.each(Object.entries(expected))('%s kyu: 10 numbers of mixed length, %s digits in all', (grade, total) => {
    const level = kyu(KYU_LEVELS, Number(grade));
    property((seed) => {
      const lists = generateAdditionList(level.lists, seed).problems.map(numbers);
      for (const list of lists) {
        expect(list).toHaveLength(10);
        expect(list.reduce((sum, x) => sum + digitsOf(x), 0)).toBe(Number(total));
      }
      expect(new Set(lists.flat().map(digitsOf)).size).toBeGreaterThan(1);
    });
  });
});

describe('soroban × and ÷ from 3 kyu: half yen and decimal items, officially rounded', () => {
  const officialShare = (problems: readonly Problem[]) =>
    problems.filter((p) => binary(p).unit === 'yen' || !Number.isInteger(binary(p).a) || !Number.isInteger(binary(p).b)).length;

  it.each(graded(KYU_LEVELS))('$id', (level) => {
    if (!level.multiplication || !level.division) return;
    property((seed) => {
      const times = generateMultiplication(level.multiplication!, seed).problems;
      const divide = generateDivision(level.division!, seed).problems;
      for (const set of [times, divide]) {
        expect(officialShare(set)).toBe(level.kyu! <= 3 ? set.length / 2 : 0);
        expect(set.filter((p) => binary(p).unit === 'yen')).toHaveLength(level.kyu! <= 3 ? set.length / 4 : 0);
      }
      for (const p of times) {
        const { a, b, unit } = binary(p);
        const [x, y] = [exact(a), exact(b)];
        expect(String(p.answer)).toBe(Number(officiallyRounded(x.units * y.units, 10n ** BigInt(x.places + y.places), unit === 'yen')).toString());
        expect(digitsOf(x.units === 0n ? 0 : Number(x.units)) + digitsOf(Number(y.units))).toBe(level.multiplication!.digitsA + level.multiplication!.digitsB);
      }
      for (const p of divide) {
        const { a, b, unit } = binary(p);
        const [x, y] = [exact(a), exact(b)];
        // a / b = (x.units / 10^x.places) / (y.units / 10^y.places)
        const rounded = officiallyRounded(x.units * 10n ** BigInt(y.places), y.units * 10n ** BigInt(x.places), unit === 'yen');
        expect(String(p.answer)).toBe(Number(rounded).toString());
        expect(digitsOf(Number(y.units))).toBe(level.division!.divisorDigits);
      }
    });
  });

  it('rounds half up at the 4th decimal and at the sen', () => {
    expect(officiallyRounded(123_4565n, 10_000n, false)).toBe('123.457');
    const problems = generateMultiplication({ digitsA: 4, digitsB: 3, yenAndDecimals: true, problems: 200 }, 7).problems;
    expect(problems.some((p) => binary(p).unit !== 'yen' && !Number.isInteger(p.answer) && String(p.answer).split('.')[1]!.length === 3)).toBe(true);
    for (const p of problems) expect(String(p.answer).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(3);
  });
});

describe('negative list answers from 2 kyu', () => {
  it.each(graded(KYU_LEVELS))('$id', (level) => {
    const lists = generateAdditionList({ ...level.lists, problems: 200 }, 'negatives').problems;
    const share = lists.filter((p) => p.answer < 0).length / lists.length;
    if (level.kyu! <= 2) {
      expect(share).toBeGreaterThanOrEqual(0.05);
      expect(share).toBeLessThanOrEqual(0.16);
    } else expect(share).toBe(0);
    for (const p of lists) expect(p.answer).toBe(numbers(p).reduce((sum, n) => sum + n, 0));
  });
});

describe('flash ladder (JFAA)', () => {
  const official = FLASH_PRESETS.filter((p) => p.official);

  it('holds every dan from 3 to 20 as tabled, 11–14 and 16–19 filled in', () => {
    const table = { 3: [6, 5], 4: [8, 6], 5: [10, 7], 6: [12, 8], 7: [15, 8], 8: [15, 6], 9: [15, 4.5], 10: [15, 3] } as Record<number, [number, number]>;
    const fifteen = [2.8, 2.6, 2.4, 2.2, 2.0, 1.9, 1.8, 1.7, 1.6, 1.5];
    fifteen.forEach((seconds, i) => (table[11 + i] = [15, seconds]));
    expect(official.map((p) => p.id)).toEqual(Object.keys(table).map((n) => `${n}-dan`));
    for (const p of official) expect(p.params).toEqual({ digits: 3, count: table[Number.parseInt(p.id)]![0], seconds: table[Number.parseInt(p.id)]![1] });
  });

  it('labels the steps below 3 dan as the app’s own', () => {
    for (const p of FLASH_PRESETS.filter((p) => !p.official)) expect(p.label).toMatch(/\(app\)$/);
    expect(FLASH_PRESETS.filter((p) => !p.official).map((p) => p.id)).toEqual([...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `${n}-kyu`), '1-dan', '2-dan']);
  });

  it('grades 10 rounds: 7 passes, 5–6 is 準合格, 4 fails', () => {
    const problems: Problem[] = Array.from({ length: FLASH_ROUNDS_PER_TEST }, (_, i) => ({ display: { kind: 'list', numbers: [i] }, answer: i }));
    const withRight = (right: number) =>
      grade(
        problems,
        problems.map((p, i) => (i < right ? p.answer : null)),
        problems.map(() => 1000),
        { type: 'flash' },
      );
    expect([4, 5, 6, 7].map((right) => [withRight(right).passed, withRight(right).semiPassed])).toEqual([
      [false, false],
      [false, true],
      [false, true],
      [true, false],
    ]);
  });
});
