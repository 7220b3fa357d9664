import { FLASH_ROUNDS_PER_TEST } from '../problems/flash-presets.ts';
import type { PracticeType } from '../problems/practice-types.ts';

/**
 * Pass marks of practice sheets, in whole percent (integers, so 7 of 10 is exactly 70 % and no
 * float rounding can fail it): the one mark a sheet of a type is graded by, whatever its grade.
 * Lists, × and ÷ follow the 4–6 kyu paper's 210/300; flash follows the JFAA's 7 of 10; rule drills,
 * facts and the 100-problem tools ask for 90 %, since a rule or a fact is only useful once it is
 * automatic. The official papers' own marks (240 or 210 of 300, 400 of 500) grade mock exams, not
 * these sheets.
 */
export const PASS_PERCENT: Readonly<Record<PracticeType, number>> = {
  'soroban-skill': 90,
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

/** Right answers of a 10-round flash test that make 準合格 (a retake within 14 days, JFAA). */
export const FLASH_SEMI_PASS = { min: 5, max: 6 } as const;

/** 準合格: a full JFAA flash test (10 rounds) with 5 or 6 right. */
export function isSemiPassed(type: PracticeType | 'review', correct: number, total: number): boolean {
  return type === 'flash' && total === FLASH_ROUNDS_PER_TEST && correct >= FLASH_SEMI_PASS.min && correct <= FLASH_SEMI_PASS.max;
}
