import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, PROBLEMS_BOUNDS, assertInt } from './bounds.ts';
import { additionFact, divisionFact, multiplicationFact, pairFact, subtractionFact } from './fact.ts';
import { dealt } from './distinct.ts';
import type { Problem, ProblemSet } from './problem.ts';

/**
 * The fact set by its result, as teachers name them: for + and − the largest sum (sums within 10,
 * within 20; the inverse − facts have minuends within it), addends never above 10; for × and ÷ the
 * largest factor (tables up to 10 or up to 12).
 */
export interface FactsParams {
  readonly max: number;
  readonly problems: number;
  /** "Fluent within": how fast a right answer must come (see grading/fluency.ts); only grading reads it. */
  readonly thresholdMs?: number | undefined;
  /**
   * Facts to ask first (factKeys), chosen by the SERVER from the learner model when the quiz starts
   * and stored with it, so grading regenerates the same problems; never taken from a client. Keys
   * not in this fact set are ignored.
   */
  readonly focus?: readonly string[] | undefined;
}

/** Pair facts have a fixed range (1–4 for 5, 1–9 for 10), so only the length is chosen. */
export interface PairsParams {
  readonly problems: number;
  readonly thresholdMs?: number | undefined;
}

/** The largest addend of a + or − fact set: "within 20" is the 0–10 addition table read by its sums. */
export const LARGEST_ADDEND = 10;

export const FACTS_BOUNDS = {
  max: { min: 1, max: 20 },
  problems: PROBLEMS_BOUNDS,
} as const satisfies Record<string, IntBounds>;

export const PAIRS_BOUNDS = { problems: PROBLEMS_BOUNDS } as const satisfies Record<string, IntBounds>;

/** Builds a fact from the two numbers that define it. */
type FactBuilder = (x: number, y: number) => Problem;

/**
 * `count` facts of [lowX, high] × [lowY, high] (with x + y ≤ maxSum), dealt: every fact of the set
 * once before any comes again, never the same fact twice in a row (an immediate repeat is answered
 * from short-term memory and would flatter fluency).
 */
export function randomFacts(
  rng: Rng,
  count: number,
  build: FactBuilder,
  lowX: number,
  lowY: number,
  high: number,
  maxSum = Infinity,
  focus: readonly string[] = [],
): Problem[] {
  const deck: (readonly [number, number])[] = [];
  for (let x = lowX; x <= high; x++) for (let y = lowY; y <= high && x + y <= maxSum; y++) deck.push([x, y]);
  if (focus.length === 0) return dealt(rng, deck, count).map(([x, y]) => build(x, y));
  // The focus facts first, each once, in an order of their own; then dealt as usual.
  const byKey = new Map(deck.map((pair) => [build(pair[0], pair[1]).factKey, pair]));
  const first = rng.shuffle([...new Set(focus)].flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : [])).slice(0, count));
  if (first.length < count) {
    // One more than needed, so the fact that would follow the focus's last can be dropped.
    const rest = dealt(rng, deck, count - first.length + 1);
    if (rest[0] === first.at(-1)) rest.shift();
    else rest.pop();
    first.push(...rest);
  }
  return first.map(([x, y]) => build(x, y));
}

function factsGenerator(build: FactBuilder, lowX: number, lowY: number, bySum: boolean) {
  return (params: FactsParams, seed: Seed): ProblemSet => {
    assertInt('max', params.max, FACTS_BOUNDS.max);
    assertInt('problems', params.problems, FACTS_BOUNDS.problems);
    const rng = createRng(seed);
    const problems = bySum
      ? randomFacts(rng, params.problems, build, lowX, lowY, Math.min(params.max, LARGEST_ADDEND), params.max, params.focus)
      : randomFacts(rng, params.problems, build, lowX, lowY, params.max, Infinity, params.focus);
    return { problems };
  };
}

/** a + b with a, b in 0–10 and a sum within max. */
export const generateFactsAddition = factsGenerator(additionFact, 0, 0, true);
/** (s + d) − s with s, d in 0–10 and a minuend within max: the addition set read backwards. */
export const generateFactsSubtraction = factsGenerator(subtractionFact, 0, 0, true);
/** a × b with a, b in 0–max. */
export const generateFactsMultiplication = factsGenerator(multiplicationFact, 0, 0, false);
/** (d × q) ÷ d with divisor d in 1–max, quotient q in 0–max. */
export const generateFactsDivision = factsGenerator(divisionFact, 1, 0, false);

const FACT_SETS = {
  'facts-addition': [additionFact, 0, 0, true],
  'facts-subtraction': [subtractionFact, 0, 0, true],
  'facts-multiplication': [multiplicationFact, 0, 0, false],
  'facts-division': [divisionFact, 1, 0, false],
} as const satisfies Record<string, readonly [FactBuilder, number, number, boolean]>;
export type FactSetType = keyof typeof FACT_SETS;

/** Every fact (its factKey) of a facts quiz's set, in table order. */
export function factKeysOf(type: FactSetType, max: number): string[] {
  assertInt('max', max, FACTS_BOUNDS.max);
  const [build, lowX, lowY, bySum] = FACT_SETS[type];
  const high = bySum ? Math.min(max, LARGEST_ADDEND) : max;
  const keys: string[] = [];
  for (let x = lowX; x <= high; x++) for (let y = lowY; y <= high && (!bySum || x + y <= max); y++) keys.push(build(x, y).factKey!);
  return keys;
}

/** `count` pair facts with n in 1..target−1, dealt: every n once before any comes again, never the same twice in a row. */
export function randomPairs(rng: Rng, count: number, target: 5 | 10): Problem[] {
  const deck = Array.from({ length: target - 1 }, (_, i) => i + 1);
  return dealt(rng, deck, count).map((n) => pairFact(target, n));
}

function pairsGenerator(target: 5 | 10) {
  return (params: PairsParams, seed: Seed): ProblemSet => {
    assertInt('problems', params.problems, PAIRS_BOUNDS.problems);
    return { problems: randomPairs(createRng(seed), params.problems, target) };
  };
}

export const generateTenPairs = pairsGenerator(10);
export const generateFivePairs = pairsGenerator(5);
