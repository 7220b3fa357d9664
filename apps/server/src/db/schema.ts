import type { AccountTables } from './tables/accounts.ts';
import type { ExamTables } from './tables/exams.ts';
import type { FeedbackVideoTables } from './tables/feedback-videos.ts';
import type { FlashStaircaseTables } from './tables/flash-staircase.ts';
import type { FluencyTables } from './tables/fluency.ts';
import type { GuidedTables } from './tables/guided.ts';
import type { LearnerTables } from './tables/learner.ts';
import type { LearnerWeekTables } from './tables/learner-weeks.ts';
import type { LedgerTables } from './tables/ledger.ts';
import type { MistakeTables } from './tables/mistakes.ts';
import type { PeopleTables } from './tables/people.ts';
import type { PracticeTables } from './tables/practice.ts';
import type { RewardTables } from './tables/rewards.ts';
import type { ServerSecretTables } from './tables/server-secrets.ts';

export type * from './tables/accounts.ts';
export type * from './tables/exams.ts';
export type * from './tables/feedback-videos.ts';
export type * from './tables/flash-staircase.ts';
export type * from './tables/fluency.ts';
export type * from './tables/guided.ts';
export type * from './tables/learner.ts';
export type * from './tables/learner-weeks.ts';
export type * from './tables/ledger.ts';
export type * from './tables/mistakes.ts';
export type * from './tables/practice.ts';
export type * from './tables/people.ts';
export type * from './tables/rewards.ts';
export type * from './tables/server-secrets.ts';

/**
 * Every table as Kysely sees it; each feature declares its tables in `tables/<feature>.ts` and adds
 * them here. Times are ISO-8601 UTC strings (they sort and compare the same on SQLite and
 * PostgreSQL); booleans are 0/1 integers for the same reason.
 */
export type Database = AccountTables &
  LedgerTables &
  PracticeTables &
  PeopleTables &
  FeedbackVideoTables &
  GuidedTables &
  RewardTables &
  FluencyTables &
  ExamTables &
  ServerSecretTables &
  LearnerTables &
  LearnerWeekTables &
  FlashStaircaseTables &
  MistakeTables;
