import type { Migration } from 'kysely';
import type { Dialect } from '../connect.ts';
import { accounts } from './2026-11-22-accounts.ts';
import { beadMoves } from './2026-11-25-bead-moves.ts';
import { coinLedger } from './2026-11-22-coin-ledger.ts';
import { decimalAnswers } from './2026-11-25-decimal-answers.ts';
import { keypadSpeeds } from './2026-11-25-keypad-speeds.ts';
import { learnerSkills } from './2026-11-25-learner-skills.ts';
import { learnerWeeks } from './2026-11-25-learner-weeks.ts';
import { mockExams } from './2026-11-25-mock-exams.ts';
import { examAssignments } from './2026-11-25-mock-exams-assignments.ts';
import { money64Bit } from './2026-11-25-money-64-bit.ts';
import { mailOutbox } from './2026-11-25-mail-outbox.ts';
import { quotaIndexes } from './2026-11-25-quota-indexes.ts';
import { fairPay } from './2026-11-25-fair-pay.ts';
import { teaches } from './2026-11-25-teaches.ts';
import { soundMuted } from './2026-11-25-sound-muted.ts';
import { dailyGoal } from './2026-11-25-daily-goal.ts';
import { guided } from './2026-11-22-guided.ts';
import { people } from './2026-11-22-people.ts';
import { practice } from './2026-11-22-practice.ts';
import { rewards } from './2026-11-22-rewards.ts';
import { serverSecrets } from './2026-11-25-server-secrets.ts';
import { guidedExams } from './2026-11-25-mock-exams-guided.ts';
import { examUnitsKept } from './2026-11-25-exam-units-kept.ts';
import { flashStaircases } from './2026-11-26-flash-staircases.ts';
import { weeklySummary } from './2026-11-26-weekly-summary.ts';
import { learnerMistakes } from './2026-11-26-learner-mistakes.ts';
import { guidedSeen } from './2026-11-26-guided-seen.ts';

/** Every migration, keyed by a name that sorts by date; each feature adds its own file. */
export const migrations = (dialect: Dialect): Record<string, Migration> => ({
  '2026-11-22-accounts': accounts(dialect),
  '2026-11-22-coin-ledger': coinLedger(dialect),
  '2026-11-22-practice': practice(dialect),
  '2026-11-22-people': people(dialect),
  '2026-11-22-guided': guided(dialect),
  '2026-11-22-rewards': rewards(dialect),
  '2026-11-25-decimal-answers': decimalAnswers(dialect),
  '2026-11-25-keypad-speeds': keypadSpeeds(),
  '2026-11-25-fair-pay': fairPay(),
  '2026-11-25-bead-moves': beadMoves(),
  '2026-11-25-money-64-bit': money64Bit(dialect),
  '2026-11-25-teaches': teaches(),
  '2026-11-25-mail-outbox': mailOutbox(dialect),
  '2026-11-25-quota-indexes': quotaIndexes(),
  '2026-11-25-mock-exams': mockExams(dialect),
  '2026-11-25-server-secrets': serverSecrets(),
  '2026-11-25-learner-skills': learnerSkills(),
  '2026-11-25-mock-exams-guided': guidedExams(),
  '2026-11-25-exam-units-kept': examUnitsKept(),
  '2026-11-25-mock-exams-assignments': examAssignments(dialect),
  '2026-11-25-sound-muted': soundMuted(),
  '2026-11-25-daily-goal': dailyGoal(),
  '2026-11-25-learner-weeks': learnerWeeks(),
  '2026-11-26-flash-staircases': flashStaircases(dialect),
  '2026-11-26-weekly-summary': weeklySummary(),
  '2026-11-26-learner-mistakes': learnerMistakes(),
  '2026-11-26-guided-seen': guidedSeen(),
});
