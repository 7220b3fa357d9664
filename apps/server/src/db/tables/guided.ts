import type { Generated } from 'kysely';

/** A learning path's curriculum as loaded from content/ (validated on load, so trusted on read). */
export interface CurriculaTable {
  lpath: number;
  name: string;
  /** The validated curriculum as JSON. */
  content: string;
  /** SHA-256 of `content`: loading the same content again is a no-op, and readers cache by it. */
  content_hash: string;
  units: number;
  activities: number;
  loaded_at: string;
}

/** One learner on one path: created on the first guided launchpad visit (answered 201). */
export interface GuidedEnrolmentsTable {
  user_id: number;
  lpath: number;
  /** Activities of units 1…this unit count as jumped (0: none). */
  jumped_through_unit: number;
  started_at: string;
  reset_at: string | null;
  /** What the learner was last shown (contracts' SeenProgress as JSON); null until shown, and after a reset. */
  seen: string | null;
}

/** Lessons and kanji items confirmed with DONE (quiz items complete from the practice tables). */
export interface GuidedConfirmationsTable {
  user_id: number;
  lpath: number;
  activity_id: string;
  confirmed_at: string;
}

/** A test-out attempt: the quizzes it asked for, and once finished whether they were all passed. */
export interface GuidedTestOutsTable {
  id: Generated<number>;
  user_id: number;
  lpath: number;
  unit: number;
  /** The practice specs asked for, as JSON ([{ type, params }…] in order). */
  quizzes: string;
  started_at: string;
  finished_at: string | null;
  passed: number | null;
}

export interface GuidedTables {
  curricula: CurriculaTable;
  guided_enrolments: GuidedEnrolmentsTable;
  guided_confirmations: GuidedConfirmationsTable;
  guided_testouts: GuidedTestOutsTable;
}
