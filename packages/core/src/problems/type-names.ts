import type { PracticeType } from './practice-types.ts';

/** Each quiz type in words for people (the history, the ledger, a teacher's view), never its stored id. */
export const PRACTICE_TYPE_NAMES: Readonly<Record<PracticeType, string>> = {
  'soroban-skill': 'Soroban skill',
  'addition-list': 'Addition lists',
  multiplication: 'Multiplication',
  division: 'Division',
  flash: 'Flash anzan',
  audible: 'Audible anzan',
  'facts-addition': 'Facts addition',
  'facts-subtraction': 'Facts subtraction',
  'facts-multiplication': 'Facts multiplication',
  'facts-division': 'Facts division',
  'ten-pairs': 'Facts 10 pairs',
  'five-pairs': 'Facts 5 pairs',
  '5P100': '100 five-pairs (5P100)',
  '10P100': '100 ten-pairs (10P100)',
  A100: '100 additions (A100)',
  S100: '100 subtractions (S100)',
  M100: '100 multiplications (M100)',
  D100: '100 divisions (D100)',
};
