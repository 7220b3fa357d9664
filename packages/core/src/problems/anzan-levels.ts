import { BEGINNER_STEPS, type BeginnerStep } from './beginner-steps.ts';
import type { GradeLevel } from './kyu-levels.ts';

/** An anzan grade (暗算検定): mental lists, × and ÷ of the anzan exam, not of the soroban one. */
export type AnzanLevel = GradeLevel;

const beginner = (skill: BeginnerStep): AnzanLevel => ({
  id: skill.id,
  kyu: null,
  skill,
  lists: { digits: 1, count: 3, allowSubtraction: skill.operations === 'add-subtract', allowNegative: false, problems: 10 },
  multiplication: null,
  division: null,
});

/**
 * 7–10 kyu sit one paper of 50 one-digit addition lists (15 of 3 numbers, 15 of 4, 20 of 5) and its
 * score gives the grade (DOMAIN.md); as practice levels they step up the numbers per list (app
 * choice), `problems` being how many lists of that length the paper holds.
 */
const lower = (kyu: number, count: number, problems: number): AnzanLevel => ({
  id: `${kyu}-kyu`,
  kyu,
  skill: null,
  lists: { digits: 1, count, allowSubtraction: false, allowNegative: false, problems },
  multiplication: null,
  division: null,
});

/**
 * 1–6 kyu (DOMAIN.md): 20 lists, 30 ×, 30 ÷; lists of 2–6 kyu add only, 1 kyu subtracts too;
 * × and ÷ of `productDigits` digits in all (5 at 1 kyu, 4 at 2–3, 3 at 4–6), split as the soroban
 * ladder splits them. 5 and 6 kyu lists are 5 numbers of 1–2 digits, 8 and 6 digits in total.
 */
const upper = (kyu: number, digits: number, count: number, productDigits: number, totalDigits?: number): AnzanLevel => ({
  id: `${kyu}-kyu`,
  kyu,
  skill: null,
  lists: { digits, count, ...(totalDigits === undefined ? {} : { totalDigits }), allowSubtraction: kyu === 1, allowNegative: false, problems: 20 },
  multiplication: { digitsA: Math.ceil(productDigits / 2), digitsB: Math.floor(productDigits / 2), problems: 30 },
  division: { divisorDigits: Math.floor(productDigits / 2), quotientDigits: Math.ceil(productDigits / 2), problems: 30 },
});

/** The anzan ladder, easiest first: the beginner steps, then 10 kyu up to 1 kyu. */
export const ANZAN_LEVELS: readonly AnzanLevel[] = [
  ...BEGINNER_STEPS.map(beginner),
  lower(10, 3, 15),
  lower(9, 4, 15),
  lower(8, 5, 20),
  lower(7, 5, 20),
  upper(6, 2, 5, 3, 6),
  upper(5, 2, 5, 3, 8),
  upper(4, 2, 5, 3),
  upper(3, 3, 5, 4),
  upper(2, 3, 7, 4),
  upper(1, 3, 10, 5),
];

export function anzanLevel(id: string): AnzanLevel | undefined {
  return ANZAN_LEVELS.find((level) => level.id === id);
}
