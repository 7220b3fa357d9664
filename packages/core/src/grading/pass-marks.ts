import type { PracticeType } from '../problems/practice-types.ts';

/**
 * Pass marks in whole percent (integers, so 7 of 10 is exactly 70 % and no float rounding can fail
 * it). Lists, × and ÷ follow the 4–6 kyu exam mark (210/300); flash follows the JFAA's 7 of 10;
 * facts and the 100-problem tools ask for 90 %, since a fact is only useful once it is automatic.
 */
export const PASS_PERCENT: Readonly<Record<PracticeType, number>> = {
  'soroban-skill': 70,
  'addition-list': 70,
  multiplication: 70,
  division: 70,
  flash: 70,
  audible: 70,
  'facts-addition': 90,
  'facts-subtraction': 90,
  'facts-multiplication': 90,
  'facts-division': 90,
  'ten-pairs': 90,
  'five-pairs': 90,
  '5P100': 90,
  '10P100': 90,
  A100: 90,
  S100: 90,
  M100: 90,
  D100: 90,
};
