/** A kept mistake of a learner ("My mistakes", issue 16): see migrations/2026-11-26-learner-mistakes.ts. */
export interface LearnerMistakesTable {
  user_id: number;
  /** core `problemKey` of the problem's display: 'list:7,8', '7+8', 'pair:3+?=10'. */
  problem_key: string;
  /** The ProblemDisplay as JSON. */
  display: string;
  /** The core ReviewItem that makes the problem again, as JSON. */
  recipe: string;
  wrong_count: number;
  first_wrong_at: string;
  last_wrong_at: string;
  diagnosis_kind: string | null;
  diagnosis_message: string | null;
  /** Different UTC days answered right since the last miss. */
  right_days: number;
  /** 'YYYY-MM-DD' (UTC) of the latest right answer. */
  last_right_day: string | null;
}

export interface MistakeTables {
  learner_mistakes: LearnerMistakesTable;
}
