import type { Generated } from 'kysely';

/** A quiz: the server-chosen seed regenerates its problems; nothing the client sends is trusted. */
export interface QuizzesTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  /** The validated params as JSON. */
  params: string;
  seed: number;
  lpath: string | null;
  pathname: string | null;
  activity_id: string | null;
  started_at: string;
  /** Null until submitted; set once, together with the grade. */
  finished_at: string | null;
  /** SHA-256 of the submitted answers and times: the same submission again is recognised. */
  submission_hash: string | null;
  correct: number | null;
  total: number;
  passed: number | null;
  total_time_ms: number | null;
  /** What was paid (and ranked): the worth below, or less when `unpaid` says why. */
  coins: number | null;
  points: number | null;
  /** The worth of the right answers by difficulty, and the perfect bonus (null on quizzes from before). */
  coin_base: number | null;
  coin_bonus: number | null;
  /** Why the quiz paid less than its worth: 'too-fast' or 'daily-cap'; null when paid in full. */
  unpaid: string | null;
  fluent_count: number | null;
  /** The coin balance right after this quiz paid, so a replayed submission answers the same. */
  balance_after: number | null;
}

export interface QuizAnswersTable {
  quiz_id: number;
  idx: number;
  given: number | null;
  answer: number;
  correct: number;
  time_ms: number;
  fact_key: string | null;
  /** JSON [{ rod, beads, ms }] from the in-quiz soroban; null when it was not shown. */
  bead_moves: string | null;
}

/** Points per user, learning path and period ('all' or an ISO week like '2026-W47'): the top 100 reads these. */
export interface PointsTotalsTable {
  user_id: number;
  lpath: string;
  period: string;
  points: number;
}

export interface PracticeTables {
  quizzes: QuizzesTable;
  quiz_answers: QuizAnswersTable;
  points_totals: PointsTotalsTable;
}
