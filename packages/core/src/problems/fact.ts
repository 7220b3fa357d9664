import type { Problem } from './problem.ts';

// One builder per fact kind so facts quizzes and the 100-problem tools share the same factKey and
// fluency for "7+8" accumulates wherever it is met.

export function additionFact(a: number, b: number): Problem {
  return { display: { kind: 'binary', op: '+', a, b }, answer: a + b, factKey: `${a}+${b}` };
}

/** The inverse of an addition fact: (subtrahend + difference) − subtrahend. */
export function subtractionFact(subtrahend: number, difference: number): Problem {
  const minuend = subtrahend + difference;
  return { display: { kind: 'binary', op: '-', a: minuend, b: subtrahend }, answer: difference, factKey: `${minuend}-${subtrahend}` };
}

export function multiplicationFact(a: number, b: number): Problem {
  return { display: { kind: 'binary', op: '×', a, b }, answer: a * b, factKey: `${a}×${b}` };
}

/** The inverse of a multiplication fact: (divisor × quotient) ÷ divisor. */
export function divisionFact(divisor: number, quotient: number): Problem {
  const dividend = divisor * quotient;
  return { display: { kind: 'binary', op: '÷', a: dividend, b: divisor }, answer: quotient, factKey: `${dividend}÷${divisor}` };
}

/** "What makes `target` with n?": the soroban's small friends (5) and big friends (10). */
export function pairFact(target: 5 | 10, n: number): Problem {
  return { display: { kind: 'pair', target, n }, answer: target - n, factKey: `${n}+?=${target}` };
}
