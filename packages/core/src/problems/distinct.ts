import type { Rng } from '../random/index.ts';
import type { Problem, ProblemDisplay } from './problem.ts';

// Redraws allowed for a problem that repeats an earlier one of the set: small spaces (few possible
// problems) then repeat rather than search forever; a repeat of the problem just before is redrawn
// up to the hard cap, which only a space of one problem ever reaches.
const REDRAWS = 200;
const HARD_CAP = 10_000;
const TWO_POW_32 = 4294967296;

// Exam-size sets hold thousands of long lists, so problems are told apart by a 32-bit hash first
// and compared in full only when hashes meet.
function hashOf(display: ProblemDisplay): number {
  const values =
    display.kind === 'list' ? display.numbers : display.kind === 'binary' ? [display.op.charCodeAt(0), display.a, display.b] : [display.target, display.n];
  let h = 0x811c9dc5 ^ values.length;
  for (const n of values) {
    h = Math.imul(h ^ ((n % TWO_POW_32) | 0), 0x01000193);
    h = Math.imul(h ^ (Math.floor(n / TWO_POW_32) | 0), 0x01000193);
  }
  return h >>> 0;
}

function sameDisplay(a: ProblemDisplay, b: ProblemDisplay): boolean {
  if (a.kind === 'list' && b.kind === 'list') return a.numbers.length === b.numbers.length && a.numbers.every((n, i) => n === b.numbers[i]);
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `count` problems from `draw` (given the index of the problem it draws), none twice in the set
 * where the space allows it and never the same problem twice in a row: a repeated list teaches
 * nothing and two equal ones in a row look like a bug.
 */
export function distinctProblems(count: number, draw: (index: number) => Problem): Problem[] {
  const problems: Problem[] = [];
  const byHash = new Map<number, Problem[]>();
  for (let p = 0; p < count; p++) {
    const previous = problems[p - 1];
    for (let tries = 0; ; tries++) {
      const problem = draw(p);
      const hash = hashOf(problem.display);
      const sameHash = byHash.get(hash);
      const repeats = sameHash?.some((earlier) => sameDisplay(earlier.display, problem.display)) ?? false;
      const followsItself = repeats && previous !== undefined && sameDisplay(previous.display, problem.display);
      if (tries < HARD_CAP && (followsItself || (repeats && tries < REDRAWS))) continue;
      if (sameHash) sameHash.push(problem);
      else byHash.set(hash, [problem]);
      problems.push(problem);
      break;
    }
  }
  return problems;
}

/**
 * `count` items dealt from a shuffled deck of every one of them, reshuffled when it runs out: none
 * comes twice before all have come, and a new deck never starts with the item just dealt. For the
 * small spaces of facts and pairs, where redrawing at random would repeat long before the space
 * runs out.
 */
export function dealt<T>(rng: Rng, deck: readonly T[], count: number): T[] {
  if (deck.length === 0) throw new RangeError('nothing to deal: the deck is empty');
  const out: T[] = [];
  while (out.length < count) {
    const next = rng.shuffle(deck.slice());
    if (next.length > 1 && next[0] === out[out.length - 1]) next.push(next.shift() as T);
    out.push(...next.slice(0, count - out.length));
  }
  return out;
}
