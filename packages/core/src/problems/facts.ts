import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt } from './bounds.ts';
import { additionFact, divisionFact, multiplicationFact, pairFact, subtractionFact } from './fact.ts';
import type { Problem, ProblemSet } from './problem.ts';

export interface FactsParams {
  /** Largest operand: 10 for the classic tables, 12 for the extended ones. */
  readonly max: number;
  readonly problems: number;
}

/** Pair facts have a fixed range (1–4 for 5, 1–9 for 10), so only the length is chosen. */
export interface PairsParams {
  readonly problems: number;
}

export const FACTS_BOUNDS = {
  max: { min: 1, max: 20 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

export const PAIRS_BOUNDS = { problems: PROBLEMS_BOUNDS } as const satisfies Record<string, IntBounds>;

/** Builds a fact from the two numbers that define it. */
type FactBuilder = (x: number, y: number) => Problem;

/**
 * `count` facts drawn from [lowX, high] × [lowY, high], never the same fact twice in a row (an immediate repeat is answered from
 * short-term memory and would flatter fluency).
 */
export function randomFacts(rng: Rng, count: number, build: FactBuilder, lowX: number, lowY: number, high: number): Problem[] {
  const problems: Problem[] = [];
  let lastX = -1;
  let lastY = -1;
  for (let i = 0; i < count; i++) {
    let x: number;
    let y: number;
    do {
      x = rng.int(lowX, high);
      y = rng.int(lowY, high);
    } while (x === lastX && y === lastY);
    problems.push(build(x, y));
    lastX = x;
    lastY = y;
  }
  return problems;
}

function factsGenerator(build: FactBuilder, lowX: number, lowY: number) {
  return (params: FactsParams, seed: Seed): ProblemSet => {
    assertInt('max', params.max, FACTS_BOUNDS.max);
    assertInt('problems', params.problems, FACTS_BOUNDS.problems);
    return { problems: randomFacts(createRng(seed), params.problems, build, lowX, lowY, params.max) };
  };
}

/** a + b with a, b in 0–max. */
export const generateFactsAddition = factsGenerator(additionFact, 0, 0);
/** (s + d) − s with s, d in 0–max: the addition table read backwards. */
export const generateFactsSubtraction = factsGenerator(subtractionFact, 0, 0);
/** a × b with a, b in 0–max. */
export const generateFactsMultiplication = factsGenerator(multiplicationFact, 0, 0);
/** (d × q) ÷ d with divisor d in 1–max, quotient q in 0–max. */
export const generateFactsDivision = factsGenerator(divisionFact, 1, 0);

/** `count` pair facts with n in 1..target−1, never the same n twice in a row. */
export function randomPairs(rng: Rng, count: number, target: 5 | 10): Problem[] {
  const problems: Problem[] = [];
  let previous = 0;
  for (let i = 0; i < count; i++) {
    // Uniform over the other target − 2 values: draw one fewer and skip the previous.
    let n = previous === 0 ? rng.int(1, target - 1) : rng.int(1, target - 2);
    if (previous !== 0 && n >= previous) n++;
    problems.push(pairFact(target, n));
    previous = n;
  }
  return problems;
}

function pairsGenerator(target: 5 | 10) {
  return (params: PairsParams, seed: Seed): ProblemSet => {
    assertInt('problems', params.problems, PAIRS_BOUNDS.problems);
    return { problems: randomPairs(createRng(seed), params.problems, target) };
  };
}

export const generateTenPairs = pairsGenerator(10);
export const generateFivePairs = pairsGenerator(5);
