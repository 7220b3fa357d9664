import { type Rng, type Seed, createRng } from '../random/index.ts';
import { type IntBounds, assertInt } from './bounds.ts';
import { additionFact, divisionFact, multiplicationFact, subtractionFact } from './fact.ts';
import { randomPairs } from './facts.ts';
import type { Problem, ProblemSet } from './problem.ts';

export const TOOL_TYPES = ['5P100', '10P100', 'A100', 'S100', 'M100', 'D100'] as const;
export type ToolType = (typeof TOOL_TYPES)[number];

export interface ToolParams {
  /** Answers given after this much time count as not answered (see grading). */
  readonly timeLimitSeconds: number;
}

export const TOOL_PROBLEMS = 100;
export const TOOL_BOUNDS = { timeLimitSeconds: { min: 30, max: 3600 } } as const satisfies Record<string, IntBounds>;
/** Five minutes: room to finish a first sheet; the learner shortens it as speed grows. */
export const TOOL_DEFAULT_TIME_LIMIT_SECONDS = 300;

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * A hyaku-masu ("100 squares") sheet: ten row numbers and ten column numbers, each shuffled, and
 * one problem per cell in reading order (row-major). Every fact of the 10 × 10 table appears once.
 */
function grid(rng: Rng, rowOffset: number, build: (row: number, column: number) => Problem): Problem[] {
  const rows = rng.shuffle(DIGITS.map((d) => d + rowOffset));
  const columns = rng.shuffle(DIGITS.slice());
  const problems: Problem[] = [];
  for (const row of rows) for (const column of columns) problems.push(build(row, column));
  return problems;
}

function sheet(type: ToolType, rng: Rng): Problem[] {
  switch (type) {
    case '5P100':
      return randomPairs(rng, TOOL_PROBLEMS, 5);
    case '10P100':
      return randomPairs(rng, TOOL_PROBLEMS, 10);
    case 'A100':
      return grid(rng, 0, additionFact);
    case 'S100':
      return grid(rng, 0, subtractionFact);
    case 'M100':
      return grid(rng, 0, multiplicationFact);
    case 'D100':
      // Divisors 1–10 so the sheet still has exactly 100 cells without dividing by zero.
      return grid(rng, 1, divisionFact);
  }
}

export function generateTool(type: ToolType, params: ToolParams, seed: Seed): ProblemSet {
  assertInt('timeLimitSeconds', params.timeLimitSeconds, TOOL_BOUNDS.timeLimitSeconds);
  return { problems: sheet(type, createRng(seed)) };
}
