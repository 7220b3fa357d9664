import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deleteTrainingHistory, finishedQuizzes, passedActivityQuizCounts } from '../src/repositories/practice.ts';
import { practiceDays } from '../src/repositories/social.ts';
import { dailyCounts, daysAgo, STREAK_WINDOW_DAYS, streakOf } from '../src/services/streaks.ts';
import { HISTORY, type PracticeClient } from './practice-helpers.ts';
import { ENV, signedInAppForEachTest, type TestApp } from './test-app.ts';

// What later issues read from the practice tables: guided progress and reset, top-100 points,
// streaks and practice per day.

let t: TestApp;
let cookie: string;
let userId: number;
let p: PracticeClient;
const passedQuizCount = async (user: number, activityId: string) => (await passedActivityQuizCounts(t.db.kysely, user)).get(activityId) ?? 0;
signedInAppForEachTest((app) => {
  ({ t, userId, cookie, p } = app);
});

const DAY = 86_400_000;
const PAIRS = { problems: 4 };
const points = async (who = userId) =>
  Object.fromEntries(
    (await t.db.kysely.selectFrom('points_totals').selectAll().where('user_id', '=', who).execute()).map((row) => [`${row.lpath}/${row.period}`, row.points]),
  );

describe('points for the top 100', () => {
  it('adds each quiz to all time and its ISO week (UTC), on the quiz path or 1442', async () => {
    // 2026-11-22 is a Sunday (2026-W47); the next day starts 2026-W48.
    const a = await p.play('ten-pairs', PAIRS, cookie); // perfect: 4 + 2
    t.advance(DAY);
    const b = await p.play('ten-pairs', PAIRS, cookie, { right: 3, extra: { lpath: 1442 } }); // 3
    const c = await p.play('ten-pairs', PAIRS, cookie, { extra: { lpath: '2001' } }); // another path
    const none = await p.play('ten-pairs', PAIRS, cookie, { right: 0 }); // no points, no row
    expect([a, b, c, none].map((s) => s.coinsEarned.total)).toEqual([6, 3, 6, 0]);
    expect(await points()).toEqual({ '1442/all': 9, '1442/2026-W47': 6, '1442/2026-W48': 3, '2001/all': 6, '2001/2026-W48': 6 });
  });

  it('ranks people from the aggregates, and the top 100 is read in index order', async () => {
    await t.createAccount('b@example.com', 'another password', 'Bee');
    const bee = await t.signIn('b@example.com', 'another password');
    await p.play('ten-pairs', PAIRS, cookie, { right: 2 });
    await p.play('ten-pairs', PAIRS, bee);
    const ranked = await t.db.kysely
      .selectFrom('points_totals as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['u.display_name', 'p.points'])
      .where('p.lpath', '=', '1442')
      .where('p.period', '=', 'all')
      .orderBy('p.points', 'desc')
      .limit(100)
      .execute();
    expect(ranked.map((row) => [row.display_name, row.points])).toEqual([
      ['Bee', 6],
      ['Student One', 2],
    ]);
    if (t.db.dialect === 'sqlite') {
      const plan = await sql<{
        detail: string;
      }>`explain query plan select user_id, points from points_totals where lpath = '1442' and period = 'all' order by points desc limit 100`.execute(
        t.db.kysely,
      );
      const details = plan.rows.map((row) => row.detail).join(' | ');
      expect(details).toMatch(/points_totals_rank/);
      expect(details).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe('the guided program', () => {
  it('counts passed quizzes per activity', async () => {
    await p.play('ten-pairs', PAIRS, cookie, { extra: { lpath: 1442, activityId: 'u01-a01' } });
    await p.play('ten-pairs', PAIRS, cookie, { extra: { lpath: 1442, activityId: 'u01-a01' } });
    await p.play('ten-pairs', PAIRS, cookie, { right: 1, extra: { lpath: 1442, activityId: 'u01-a01' } }); // failed
    await p.play('ten-pairs', PAIRS, cookie, { extra: { lpath: 1442, activityId: 'u01-a02' } });
    await p.start('ten-pairs', PAIRS, cookie, { lpath: 1442, activityId: 'u01-a03' }); // never finished
    expect(await passedQuizCount(userId, 'u01-a01')).toBe(2);
    expect(await passedQuizCount(userId, 'u01-a03')).toBe(0);
    expect(await passedQuizCount(userId + 1, 'u01-a01')).toBe(0);
    expect(await passedActivityQuizCounts(t.db.kysely, userId)).toEqual(
      new Map([
        ['u01-a01', 2],
        ['u01-a02', 1],
      ]),
    );
  });

  it("reset deletes a path's training history in the caller's transaction, but never coins", async () => {
    await p.play('ten-pairs', PAIRS, cookie, { extra: { lpath: 1442, activityId: 'u01-a01' } });
    await p.play('ten-pairs', PAIRS, cookie); // free practice: its points went to 1442 too
    const kept = await p.play('ten-pairs', PAIRS, cookie, { extra: { lpath: 2001 } });
    await t.createAccount('b@example.com', 'another password', 'Bee');
    const bee = await t.signIn('b@example.com', 'another password');
    await p.play('ten-pairs', PAIRS, bee, { extra: { lpath: 1442, activityId: 'u01-a01' } });
    const balance = async () => (await t.db.kysely.selectFrom('wallets').select('balance').where('user_id', '=', userId).executeTakeFirstOrThrow()).balance;
    expect(await balance()).toBe(18);

    // A failing caller rolls the deletion back with its own work.
    await expect(
      t.db.kysely.transaction().execute(async (trx) => {
        await deleteTrainingHistory(trx, userId, 1442);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('changed its mind');
    expect(await passedQuizCount(userId, 'u01-a01')).toBe(1);

    await t.db.kysely.transaction().execute((trx) => deleteTrainingHistory(trx, userId, 1442));
    expect(await passedQuizCount(userId, 'u01-a01')).toBe(0);
    const left = await finishedQuizzes(t.db.kysely, userId, { limit: 10 });
    expect(left.map((q) => q.id)).toEqual([kept.quizId]);
    expect(await t.db.kysely.selectFrom('quiz_answers').select('quiz_id').distinct().where('quiz_id', '!=', kept.quizId).execute()).toHaveLength(1); // Bee's
    expect(await points()).toEqual({ '2001/all': 6, '2001/2026-W47': 6 });
    expect(await balance()).toBe(18);
    expect(await t.db.kysely.selectFrom('coin_ledger').selectAll().where('user_id', '=', userId).execute()).toHaveLength(3);
    // Someone else's history is untouched.
    expect((await t.post(HISTORY, { ...ENV, limit: 10 }, bee)).json().quizzes).toHaveLength(1);
  });
});

describe('profile and classroom', () => {
  it('counts a streak of UTC days ending today or yesterday, and practice per day', async () => {
    const now = () => t.app.clock();
    const advance = (ms: number) => t.advance(ms);
    // What the profile and the classroom read: the practice days, then the streak and the chart.
    const days = async () => (await practiceDays(t.db.kysely, [userId], daysAgo(now(), STREAK_WINDOW_DAYS))).get(userId) ?? new Map<string, number>();
    const practiceStreak = async () => streakOf(await days(), now());
    expect(await practiceStreak()).toBe(0);
    // Day 0 (twice), day 1, day 2; day 3 none; checks on days 2, 3 and 4.
    await p.play('ten-pairs', PAIRS, cookie);
    await p.play('ten-pairs', PAIRS, cookie);
    advance(DAY);
    await p.play('ten-pairs', PAIRS, cookie);
    advance(DAY);
    await p.play('ten-pairs', PAIRS, cookie);
    expect(await practiceStreak()).toBe(3);
    advance(DAY);
    expect(await practiceStreak()).toBe(3); // yesterday still counts
    advance(DAY);
    expect(await practiceStreak()).toBe(0);
    expect(dailyCounts(await days(), now(), 6)).toEqual([
      { date: '2026-11-21', quizzes: 0 },
      { date: '2026-11-22', quizzes: 2 },
      { date: '2026-11-23', quizzes: 1 },
      { date: '2026-11-24', quizzes: 1 },
      { date: '2026-11-25', quizzes: 0 },
      { date: '2026-11-26', quizzes: 0 },
    ]);
  });
});
