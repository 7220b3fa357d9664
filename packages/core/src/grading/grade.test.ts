import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateFactsAddition } from '../problems/facts.ts';
import type { Problem } from '../problems/problem.ts';
import { grade } from './grade.ts';

const list = (answer: number): Problem => ({ display: { kind: 'list', numbers: [answer] }, answer });
const tenLists = Array.from({ length: 10 }, (_, i) => list(i + 1));
const answersWithRight = (right: number) => tenLists.map((p, i) => (i < right ? p.answer : null));
const seconds = Array.from({ length: 10 }, () => 1000);

describe('grade', () => {
  it('passes flash at exactly 7 of 10 and fails at 6, as the JFAA does', () => {
    expect(grade(tenLists, answersWithRight(7), seconds, { type: 'flash' }).passed).toBe(true);
    expect(grade(tenLists, answersWithRight(6), seconds, { type: 'flash' }).passed).toBe(false);
  });

  it('asks 90 % of facts', () => {
    const { problems } = generateFactsAddition({ max: 10, problems: 10 }, 1);
    const answers: (number | null)[] = problems.map((p, i) => (i === 0 ? p.answer + 1 : p.answer));
    expect(grade(problems, answers, seconds, { type: 'facts-addition' }).passed).toBe(true);
    answers[1] = null;
    expect(grade(problems, answers, seconds, { type: 'facts-addition' }).passed).toBe(false);
  });

  it('reports score, accuracy, time and pace', () => {
    const result = grade(tenLists, answersWithRight(8), seconds, { type: 'addition-list' });
    expect(result).toMatchObject({ total: 10, correct: 8, accuracy: 0.8, totalTimeMs: 10_000, paceMs: 1000, passed: true, perfect: false });
    expect(result.items[8]).toEqual({ index: 8, given: null, answer: 9, correct: false, timeMs: 1000 });
  });

  it('marks a fact fluent only when right within the threshold', () => {
    const { problems } = generateFactsAddition({ max: 10, problems: 3 }, 2);
    const answers = problems.map((p, i) => (i === 2 ? -1 : p.answer));
    const result = grade(problems, answers, [2500, 3500, 1000], { type: 'facts-addition' });
    expect(result.items.map((i) => i.fluent)).toEqual([true, false, false]);
    expect(result.fluentCount).toBe(1);
    expect(grade(problems, answers, [2500, 3500, 1000], { type: 'facts-addition', fluencyThresholdMs: 6000 }).fluentCount).toBe(2);
    expect(result.items[0]!.factKey).toBe(problems[0]!.factKey);
  });

  it('counts answers after the time limit as not answered', () => {
    const result = grade(tenLists, answersWithRight(10), seconds, { type: 'A100', timeLimitMs: 4000 });
    expect(result.correct).toBe(4);
  });

  it('rejects mismatched lengths and impossible times', () => {
    expect(() => grade(tenLists, [1], seconds, { type: 'flash' })).toThrow(RangeError);
    expect(() => grade([list(1)], [1], [-5], { type: 'flash' })).toThrow(RangeError);
  });

  it('counts exactly the answers equal to the right answer', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -99, max: 99 }), fc.option(fc.integer({ min: -99, max: 99 }))), { minLength: 1, maxLength: 40 }),
        (pairs) => {
          const problems = pairs.map(([answer]) => list(answer));
          const answers = pairs.map(([, given]) => given);
          const result = grade(
            problems,
            answers,
            pairs.map(() => 10),
            { type: 'addition-list' },
          );
          const right = pairs.filter(([answer, given]) => given === answer).length;
          expect(result.correct).toBe(right);
          expect(result.passed).toBe(right / pairs.length >= 0.7 - 1e-9);
          expect(result.perfect).toBe(right === pairs.length);
        },
      ),
    );
  });
});
