/** One skill of one learner in the learner model (packages/core/src/learner, ADR 0005). */
export interface LearnerSkillsTable {
  user_id: number;
  /** A skill id: cell:7+8, fact:7+8, list:2x10, mul:2x1, div:1x2. */
  skill: string;
  /** P(known) right after the last answer, before forgetting. */
  known: number;
  /** Days for the recall chance to fall to 90 %. */
  stability: number;
  last_at: string;
  reps: number;
  lapses: number;
}

export interface LearnerTables {
  learner_skills: LearnerSkillsTable;
}
