/** Streaks and practice charts from the days a person finished quizzes (repositories/social.ts practiceDays). */

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** How far back a streak is counted: a longer one shows as this many days. */
export const STREAK_WINDOW_DAYS = 400;

/** Consecutive days with practice ending today, or yesterday when today has none yet. */
export function streakOf(days: Map<string, number>, now: Date): number {
  let cursor = now.getTime();
  if (!days.has(utcDay(new Date(cursor)))) cursor -= DAY_MS;
  let streak = 0;
  while (days.has(utcDay(new Date(cursor)))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return streak;
}

/** Quizzes per day for the `count` days ending today, oldest first, zeros included. */
export function dailyCounts(days: Map<string, number>, now: Date, count: number) {
  return Array.from({ length: count }, (_, index) => {
    const date = utcDay(new Date(now.getTime() - (count - 1 - index) * DAY_MS));
    return { date, quizzes: days.get(date) ?? 0 };
  });
}

/** Midnight UTC `days` days before `now`'s day: where the practice days of a streak are read from. */
export const daysAgo = (now: Date, days: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - days * DAY_MS);
