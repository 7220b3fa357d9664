import { top100Call } from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../src/services/accounts.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

const WEEK = '2026-W47'; // the test clock starts on 2026-11-22
let t: TestApp;
let viewer: { id: number; cookie: string };
const ids: number[] = [];

const points = (userId: number, period: string, value: number, lpath = '1442') =>
  t.db.kysely.insertInto('points_totals').values({ user_id: userId, lpath, period, points: value }).execute();

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.createAccount('viewer@example.com', 'correct horse battery', 'Viewer');
  viewer = { id: user!.id, cookie: await t.signIn('viewer@example.com') };
  // 150 ranked people: all-time points 2000, 1990, … with a tie at the top; this week reversed.
  for (let i = 0; i < 150; i++) {
    const id = (await createAccount(t.db, {
      email: `p${i}@example.com`,
      displayName: `Player ${i}`,
      passwordHash: 'x',
      createdAt: '2026-01-01T00:00:00.000Z',
    }))!.id;
    ids.push(id);
    await points(id, 'all', i === 1 ? 2000 : 2000 - i * 10);
    await points(id, WEEK, 10 + i);
  }
  await points(ids[0]!, '2026-W46', 99_999);
  await points(ids[0]!, 'all', 5, '77');
  await points(viewer.id, 'all', 15);
  // The viewer and players 3 and 140 follow each other; the viewer follows player 4 only.
  for (const friend of [ids[3]!, ids[140]!]) {
    await t.db.kysely
      .insertInto('follows')
      .values([
        { follower_id: viewer.id, followee_id: friend, created_at: '2026-11-01T00:00:00Z' },
        { follower_id: friend, followee_id: viewer.id, created_at: '2026-11-01T00:00:00Z' },
      ])
      .execute();
  }
  await t.db.kysely.insertInto('follows').values({ follower_id: viewer.id, followee_id: ids[4]!, created_at: '2026-11-01T00:00:00Z' }).execute();
});
afterAll(async () => {
  await t.close();
});

describe('top100_api.php', () => {
  it('ranks all time by points, ties by userId, and gives the viewer their rank outside the 100', async () => {
    const answer = await t.send(top100Call, { lpath: 1442, period: 'all' }, viewer.cookie);
    expect(answer.statusCode).toBe(200);
    const body = top100Call.answer.parse(answer.json());
    expect(body).toMatchObject({ lpath: '1442', period: 'all', periodKey: 'all' });
    const rows = body.rows;
    expect(rows).toHaveLength(100);
    expect(rows.slice(0, 3)).toEqual([
      { rank: 1, userId: ids[0], displayName: 'Player 0', points: 2000, isFriend: false, isMe: false },
      { rank: 1, userId: ids[1], displayName: 'Player 1', points: 2000, isFriend: false, isMe: false },
      { rank: 3, userId: ids[2], displayName: 'Player 2', points: 1980, isFriend: false, isMe: false },
    ]);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.points).toBeLessThanOrEqual(rows[i - 1]!.points);
    expect(rows.filter((row) => row.isFriend).map((row) => row.userId)).toEqual([ids[3]]);
    expect(rows.some((row) => row.isMe)).toBe(false);
    // All 150 players have at least 510 points: the viewer's 15 is rank 151.
    expect(body.me).toEqual({ rank: 151, points: 15 });
    expect(answer.body).not.toContain('@');
  });

  it('ranks this week separately and flags the viewer inside the 100', async () => {
    await points(viewer.id, WEEK, 155);
    const body = await t.call(top100Call, { period: 'week' }, viewer.cookie);
    expect(body).toMatchObject({ lpath: '1442', period: 'week', periodKey: WEEK });
    const rows = body.rows;
    expect(rows[0]).toMatchObject({ rank: 1, userId: ids[149], points: 159 });
    const mine = rows.find((row) => row.isMe);
    expect(mine).toEqual({ rank: 5, userId: viewer.id, displayName: 'Viewer', points: 155, isFriend: false, isMe: true });
    // Player 145 also has 155 points: the same rank, after the viewer only if their userId is larger.
    expect(rows.find((row) => row.userId === ids[145])?.rank).toBe(5);
    expect(body.me).toEqual({ rank: 5, points: 155 });
    expect(rows.find((row) => row.userId === ids[140])).toMatchObject({ isFriend: true });
    expect(rows.find((row) => row.userId === ids[4])).toBeUndefined();
    expect(rows.every((row) => row.points < 99_999)).toBe(true);
  });

  it('reads other learning paths and answers rank null before any points', async () => {
    const other = await t.call(top100Call, { lpath: '77', period: 'all' }, viewer.cookie);
    expect(other.rows).toEqual([{ rank: 1, userId: ids[0], displayName: 'Player 0', points: 5, isFriend: false, isMe: false }]);
    expect(other.me).toEqual({ rank: null, points: 0 });
    t.advance(7 * 24 * 3_600_000);
    const nextWeek = await t.call(top100Call, { period: 'week' }, viewer.cookie);
    expect(nextWeek).toMatchObject({ periodKey: '2026-W48', rows: [], me: { rank: null, points: 0 } });
  });

  it('needs a session and a valid period and lpath', async () => {
    expect((await t.fail(top100Call, { period: 'all' })).httpResponse).toBe(403);
    expect((await t.post(top100Call.path, { ...ENV, period: 'month' }, viewer.cookie)).json().message).toMatch(/period must be 'week' or 'all'/);
    expect((await t.fail(top100Call, { lpath: 'x; drop table users' }, viewer.cookie)).httpResponse).toBe(400);
  });
});
