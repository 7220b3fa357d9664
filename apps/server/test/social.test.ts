import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCoins } from '../src/repositories/ledger.ts';
import { addKanji } from '../src/repositories/rewards.ts';
import { createAccount } from '../src/services/accounts.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

const API = '/rlm/mobile-apis/';
let t: TestApp;
let me: { id: number; cookie: string };
let friend: { id: number; cookie: string };
let other: { id: number; cookie: string };

async function account(email: string, name: string) {
  const user = await t.createAccount(email, 'correct horse battery', name);
  return { id: user!.id, cookie: await t.signIn(email) };
}

/** Accounts nobody signs in to: no password hashing needed. */
const quietUser = (email: string, displayName: string) =>
  createAccount(t.db, { email, displayName, passwordHash: 'not a hash', createdAt: '2026-01-01T00:00:00.000Z' }).then((user) => user!.id);

const call = (name: string, body: object, cookie?: string) => t.post(`${API}${name}.php`, { ...ENV, ...body }, cookie);

async function finishQuiz(userId: number, finishedAt: string, params: object = { digits: 1, count: 3 }, passed = 1) {
  await t.db.kysely
    .insertInto('quizzes')
    .values({
      user_id: userId,
      type: 'addition-list',
      params: JSON.stringify(params),
      seed: 1,
      lpath: '1442',
      started_at: finishedAt,
      finished_at: finishedAt,
      correct: 8,
      total: 10,
      passed,
      points: 8,
    })
    .execute();
}

beforeAll(async () => {
  t = await startTestApp();
  me = await account('me@example.com', 'Morgan Me');
  friend = await account('friend@example.com', 'Frankie Friend');
  other = await account('other@example.com', 'Olive Other');
});
afterAll(async () => {
  await t.close();
});

describe('follow and unfollow', () => {
  it('follows idempotently and becomes friends when both follow', async () => {
    const first = await call('follow_api', { userId: friend.id }, me.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ userId: friend.id, isFollowing: true, isFriend: false });
    expect((await call('follow_api', { userId: friend.id }, me.cookie)).json()).toMatchObject({ isFollowing: true, isFriend: false });
    const back = await call('follow_api', { userId: me.id }, friend.cookie);
    expect(back.json()).toMatchObject({ isFollowing: true, isFriend: true });
    await call('follow_api', { userId: other.id }, me.cookie);

    const following = (await call('following_list_api', {}, me.cookie)).json();
    expect(following.users).toEqual([
      { userId: friend.id, displayName: 'Frankie Friend', isFollowing: true, isFriend: true },
      { userId: other.id, displayName: 'Olive Other', isFollowing: true, isFriend: false },
    ]);
    expect(following.nextCursor).toBeNull();
    expect((await call('friend_list_api', {}, me.cookie)).json().users).toEqual([
      { userId: friend.id, displayName: 'Frankie Friend', isFollowing: true, isFriend: true },
    ]);
    expect((await call('friend_list_api', {}, friend.cookie)).json().users.map((u: { userId: number }) => u.userId)).toEqual([me.id]);
    expect((await call('followers_list_api', {}, other.cookie)).json().users).toEqual([
      { userId: me.id, displayName: 'Morgan Me', isFollowing: false, isFriend: false },
    ]);
  });

  it('unfollows idempotently, which ends the friendship', async () => {
    await call('follow_api', { userId: other.id }, friend.cookie);
    for (let i = 0; i < 2; i++) {
      const answer = await call('unfollow_api', { userId: other.id }, friend.cookie);
      expect(answer.json()).toMatchObject({ httpResponse: 200, userId: other.id, isFollowing: false, isFriend: false });
    }
    await call('unfollow_api', { userId: me.id }, friend.cookie);
    expect((await call('friend_list_api', {}, me.cookie)).json().users).toEqual([]);
    await call('follow_api', { userId: me.id }, friend.cookie);
    expect((await call('friend_list_api', {}, me.cookie)).json().users).toHaveLength(1);
  });

  it('refuses following yourself, unknown people and anonymous callers', async () => {
    const self = await call('follow_api', { userId: me.id }, me.cookie);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot follow yourself.');
    expect((await call('follow_api', { userId: 999_999 }, me.cookie)).statusCode).toBe(404);
    for (const name of ['follow_api', 'unfollow_api', 'following_list_api', 'followers_list_api', 'friend_list_api', 'user_search_api', 'user_profile_api']) {
      const anonymous = await call(name, { userId: friend.id, query: 'a' });
      expect(anonymous.statusCode, name).toBe(403);
      expect(anonymous.body).not.toContain('Frankie');
    }
  });
});

describe('user search', () => {
  it('finds by any part of the name, ignoring case, paged by cursor, never me, never emails', async () => {
    for (let i = 0; i < 55; i++) await quietUser(`patterson${i}@example.com`, `Pat Patterson ${String(i).padStart(2, '0')}`);
    await quietUser('patrick@example.com', 'pATRICK');
    const seen: { userId: number; displayName: string }[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await call('user_search_api', { query: 'PAT', limit: 50, ...(cursor ? { cursor } : {}) }, me.cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('@');
      for (const user of answer.json().users) expect(Object.keys(user).sort()).toEqual(['displayName', 'isFollowing', 'isFriend', 'userId']);
      seen.push(...answer.json().users);
      cursor = answer.json().nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(56);
    expect(new Set(seen.map((u) => u.userId)).size).toBe(56);
    expect(seen[0]?.displayName).toBe('Pat Patterson 00');
    expect(seen.at(-1)?.displayName).toBe('pATRICK');

    expect((await call('user_search_api', { query: 'rick' }, me.cookie)).json().users.map((u: { displayName: string }) => u.displayName)).toEqual(['pATRICK']);
    expect((await call('user_search_api', { query: 'morgan' }, me.cookie)).json().users).toEqual([]);
    expect((await call('user_search_api', { query: 'frank' }, me.cookie)).json().users).toEqual([
      { userId: friend.id, displayName: 'Frankie Friend', isFollowing: true, isFriend: true },
    ]);
    // LIKE wildcards are searched for literally.
    expect((await call('user_search_api', { query: '%' }, me.cookie)).json().users).toEqual([]);
    expect((await call('user_search_api', { query: '_' }, me.cookie)).json().users).toEqual([]);
  });

  it('refuses an empty query, a limit over 50 and a forged cursor', async () => {
    expect((await call('user_search_api', { query: '  ' }, me.cookie)).json().message).toMatch(/at least one letter/);
    expect((await call('user_search_api', { query: 'pat', limit: 51 }, me.cookie)).statusCode).toBe(400);
    const forged = await call('user_search_api', { query: 'pat', cursor: 'bm90IGpzb24' }, me.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/cursor/);
  });
});

describe('profile', () => {
  it("shows one's own profile with streak, chart, coins and level", async () => {
    // Now is 2026-11-22T10:00Z: practice today, yesterday and the day before, then a gap.
    await finishQuiz(me.id, '2026-11-22T08:00:00.000Z');
    await finishQuiz(me.id, '2026-11-22T09:00:00.000Z', { digits: 3, count: 10, allowSubtraction: true });
    await finishQuiz(me.id, '2026-11-21T08:00:00.000Z', { digits: 4, count: 10, allowSubtraction: true }, 0);
    await finishQuiz(me.id, '2026-11-20T08:00:00.000Z');
    await finishQuiz(me.id, '2026-11-18T08:00:00.000Z');
    await finishQuiz(me.id, '2026-10-01T08:00:00.000Z');
    await t.db.kysely
      .transaction()
      .execute((trx) =>
        moveCoins(trx, { userId: me.id, amount: 42, reason: 'practice', description: 'test', idempotencyKey: null, at: '2026-11-22T09:00:00.000Z' }),
      );
    const answer = await call('user_profile_api', {}, me.cookie);
    expect(answer.statusCode).toBe(200);
    const { profile } = answer.json();
    expect(profile).toMatchObject({
      userId: me.id,
      displayName: 'Morgan Me',
      level: '6 kyu',
      workingUnit: null,
      streak: 3,
      coins: 42,
      kanjiCollected: 0,
      followers: 1,
      following: 2,
      isMe: true,
      isFollowing: false,
      isFriend: false,
    });
    expect(profile.recentPractice).toHaveLength(14);
    expect(profile.recentPractice[0]).toEqual({ date: '2026-11-09', quizzes: 0 });
    expect(profile.recentPractice.slice(-5)).toEqual([
      { date: '2026-11-18', quizzes: 1 },
      { date: '2026-11-19', quizzes: 0 },
      { date: '2026-11-20', quizzes: 1 },
      { date: '2026-11-21', quizzes: 1 },
      { date: '2026-11-22', quizzes: 2 },
    ]);
    expect(answer.body).not.toContain('@');
  });

  it('shows the unit of the guided program a person works on and how many kanji they collected', async () => {
    expect((await call('user_profile_api', { userId: friend.id }, me.cookie)).json().profile).toMatchObject({ workingUnit: null, kanjiCollected: 0 });
    // The first visit enrols the person (201).
    expect((await t.post('/rlm/mobile-apis/guided_launchpad.php', { ...ENV, requestedLevel: '' }, friend.cookie)).statusCode).toBe(201);
    await t.db.kysely.transaction().execute(async (trx) => {
      await addKanji(trx, friend.id, '04e00', 30, '2026-11-22T09:00:00.000Z');
      await addKanji(trx, friend.id, '04e8c', 40, '2026-11-22T09:00:00.000Z');
    });
    const profile = (await call('user_profile_api', { userId: friend.id }, me.cookie)).json().profile;
    expect(profile.workingUnit).toMatch(/^Unit 1: /);
    expect(profile.kanjiCollected).toBe(2);
  });

  it("shows another's profile with the relationship, Beginner before any graded list, and 404 for nobody", async () => {
    const answer = await call('user_profile_api', { userId: me.id }, friend.cookie);
    expect(answer.json().profile).toMatchObject({ userId: me.id, isMe: false, isFollowing: true, isFriend: true, streak: 3 });
    expect(answer.body).not.toContain('me@example.com');
    const olive = (await call('user_profile_api', { userId: other.id }, me.cookie)).json().profile;
    expect(olive).toMatchObject({ level: 'Beginner', streak: 0, coins: 0, isFollowing: true, isFriend: false });
    // A streak still counts when today has no practice yet but yesterday did.
    t.advance(24 * 3_600_000);
    expect((await call('user_profile_api', {}, me.cookie)).json().profile.streak).toBe(3);
    t.advance(24 * 3_600_000);
    expect((await call('user_profile_api', {}, me.cookie)).json().profile.streak).toBe(0);
    expect((await call('user_profile_api', { userId: 999_999 }, me.cookie)).statusCode).toBe(404);
  });
});
