import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runProblem } from './run-problem.ts';

describe('runProblem', () => {
  it('reports the families of a problem and its total', () => {
    const run = runProblem([4, 2]);
    expect(run.total).toBe(6);
    expect([...run.families]).toEqual(['direct', 'five-complement']);
    expect(run.hardest).toBe('five-complement');
    expect(runProblem([6, 7]).hardest).toBe('mixed');
    expect(runProblem([7, 8]).hardest).toBe('ten-complement');
    expect(runProblem([11, 23]).hardest).toBe('direct');
  });

  it('works each number from its highest place down, skipping zero digits', () => {
    const run = runProblem([19, 106], { trace: true });
    expect(run.trace[1]!.map((s) => [s.rod, s.digit, s.family])).toEqual([
      [2, 1, 'direct'],
      [0, 6, 'ten-complement'],
      [1, 1, 'direct'],
    ]);
    expect(run.counts).toEqual({ direct: 4, 'five-complement': 0, 'ten-complement': 1, mixed: 0 });
  });

  it('leaves the trace empty unless asked', () => {
    expect(runProblem([5, 5]).trace).toEqual([]);
  });

  it('throws when the running total would go below zero', () => {
    expect(() => runProblem([5, -6])).toThrow(RangeError);
  });

  it('totals any list whose running total stays non-negative', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -999_999, max: 999_999 }), { maxLength: 15 }), (raw) => {
        let total = 0;
        const numbers = raw.map((n) => (total + n < 0 ? -n : n));
        numbers.forEach((n) => (total += n));
        expect(runProblem(numbers).total).toBe(total);
      }),
    );
  });
});
