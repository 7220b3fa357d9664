import type { Generated } from 'kysely';

/** A "Find my flash speed" search (issue 16). Levels are rungs of core's flashLadder(count), 0 the slowest. */
export interface FlashStaircasesTable {
  id: Generated<number>;
  user_id: number;
  digits: number;
  count: number;
  start_level: number;
  started_at: string;
  /** Set with the result once every round is graded. */
  finished_at: string | null;
  result_level: number | null;
}

/** One round of a search: the flash quiz the server started for it, at the level it chose. */
export interface FlashStaircaseRoundsTable {
  staircase_id: number;
  idx: number;
  quiz_id: number;
  level: number;
}

export interface FlashStaircaseTables {
  flash_staircases: FlashStaircasesTable;
  flash_staircase_rounds: FlashStaircaseRoundsTable;
}
