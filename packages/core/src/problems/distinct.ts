import type { Problem } from './problem.ts';

// Redraws allowed for a problem that repeats an earlier one of the set: small spaces (few possible
// problems) then repeat rather than search forever; a repeat of the problem just before is redrawn
// up to the hard cap, which only a space of one problem ever reaches.
const REDRAWS = 200;
const HARD_CAP = 10_000;

const keyOf = ({ display }: Problem): string => (display.kind === 'list' ? display.numbers.join(',') : JSON.stringify(display));

/**
 * `count` problems from `draw`, none twice in the set where the space allows it and never the same
 * problem twice in a row: a repeated list teaches nothing and two equal ones in a row look like a bug.
 */
export function distinctProblems(count: number, draw: () => Problem): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  let previous = '';
  for (let p = 0; p < count; p++) {
    for (let tries = 0; ; tries++) {
      const problem = draw();
      const key = keyOf(problem);
      if (tries < HARD_CAP && (key === previous || (seen.has(key) && tries < REDRAWS))) continue;
      seen.add(key);
      previous = key;
      problems.push(problem);
      break;
    }
  }
  return problems;
}
