import { rodForDigit } from './beads.ts';
import { addStep, subtractStep } from './steps.ts';

// The family of a step depends only on the rod's digit v and the digit d moved (the carry/borrow it
// causes is a separate step that is never harder than the one causing it). Generators query it
// millions of times, so it is tabulated once — by running the bead model itself, not by a second
// copy of the rules.
function tabulate(subtract: boolean): Uint8Array {
  const table = new Uint8Array(100);
  for (let v = 0; v <= 9; v++) {
    for (let d = 0; d <= 9; d++) {
      const rods = [rodForDigit(v), rodForDigit(subtract ? 1 : 0)];
      const sink = { trace: null, counts: null };
      table[v * 10 + d] = subtract ? subtractStep(rods, 0, d, false, sink) : addStep(rods, 0, d, false, sink);
    }
  }
  return table;
}

/** Family rank (see familyRank) of adding d on a rod holding v, at index v * 10 + d. */
export const ADD_STEP_RANK: Readonly<Uint8Array> = tabulate(false);
/** Family rank of subtracting d from a rod holding v (a borrow being available), at v * 10 + d. */
export const SUBTRACT_STEP_RANK: Readonly<Uint8Array> = tabulate(true);
