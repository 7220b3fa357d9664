import { type DailyGoal, dailyGoal } from '@soroban/contracts';
import type { CallContext } from '../lib/call-route.ts';
import { confirmedSince, finishedSince, goalOf, saveGoal } from '../repositories/daily-goal.ts';
import { practiceDays } from '../repositories/social.ts';
import { daysAgo, STREAK_WINDOW_DAYS, streakOf } from './streaks.ts';

/**
 * The most one quiz counts toward the minutes: a quiz left open over lunch is not an hour of work.
 * The longest sheets (exam papers) take about this long.
 */
export const QUIZ_MINUTES_CAP = 20;
const MINUTE_MS = 60_000;

export async function setGoal(ctx: Pick<CallContext, 'db' | 'user'>, goal: DailyGoal) {
  await saveGoal(ctx.db.kysely, ctx.user.id, goal.kind, goal.amount);
}

/**
 * Minutes of the quizzes (each capped), whole minutes rounded down, or the activities finished: the
 * quizzes and the lessons and kanji items confirmed (`confirmed`), which have no quiz and no timing.
 */
export function progressOf(goal: DailyGoal, quizzes: ReadonlyArray<{ started_at: string; finished_at: string | null }>, confirmed: number): number {
  if (goal.kind === 'activities') return quizzes.length + confirmed;
  const ms = quizzes.reduce((sum, quiz) => {
    const spent = new Date(quiz.finished_at ?? quiz.started_at).getTime() - new Date(quiz.started_at).getTime();
    return sum + Math.min(Math.max(spent, 0), QUIZ_MINUTES_CAP * MINUTE_MS);
  }, 0);
  return Math.floor(ms / MINUTE_MS);
}

/** The goal, what today's records add up to in its unit, and the streak, all on the server's clock. */
export async function dailyProgress(ctx: Pick<CallContext, 'db' | 'user' | 'now'>) {
  const db = ctx.db.kysely;
  const today = daysAgo(ctx.now, 0);
  const [row, quizzes, confirmed, days] = await Promise.all([
    goalOf(db, ctx.user.id),
    finishedSince(db, ctx.user.id, today.toISOString()),
    confirmedSince(db, ctx.user.id, today.toISOString()),
    practiceDays(db, [ctx.user.id], daysAgo(ctx.now, STREAK_WINDOW_DAYS)),
  ]);
  // A row changed by hand to a goal the app does not offer reads as the default, not as a failure.
  const parsed = dailyGoal.safeParse({ kind: row.goal_kind, amount: row.goal_amount });
  const goal: DailyGoal = parsed.success ? parsed.data : { kind: 'minutes', amount: 10 };
  return {
    goal,
    done: progressOf(goal, quizzes, confirmed),
    streak: streakOf(days.get(ctx.user.id) ?? new Map(), ctx.now),
    day: today.toISOString().slice(0, 10),
  };
}
