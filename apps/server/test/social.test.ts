import {
  followCall,
  followersListCall,
  followingListCall,
  friendListCall,
  guidedLaunchpadCall,
  unfollowCall,
  userProfileCall,
  userSearchCall,
} from '@soroban/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveCoins } from '../src/repositories/ledger.ts';
import { addKanji } from '../src/repositories/rewards.ts';
import { createAccount } from '../src/services/accounts.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

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
    const first = await t.call(followCall, { userId: friend.id }, me.cookie);
    expect(first).toMatchObject({ httpResponse: 200, userId: friend.id, isFollowing: true, isFriend: false });
    expect(await t.call(followCall, { userId: friend.id }, me.cookie)).toMatchObject({ isFollowing: true, isFriend: false });
    const back = await t.call(followCall, { userId: me.id }, friend.cookie);
    expect(back).toMatchObject({ isFollowing: true, isFriend: true });
    await t.call(followCall, { userId: other.id }, me.cookie);

    const following = await t.call(followingListCall, {}, me.cookie);
    expect(following.users).toEqual([
      { userId: friend.id, displayName: 'Frankie Friend', isFollowing: true, isFriend: true },
      { userId: other.id, displayName: 'Olive Other', isFollowing: true, isFriend: false },
    ]);
    expect(following.nextCursor).toBeNull();
    expect((await t.call(friendListCall, {}, me.cookie)).users).toEqual([
      { userId: friend.id, displayName: 'Frankie Friend', isFollowing: true, isFriend: true },
    ]);
    expect((await t.call(friendListCall, {}, friend.cookie)).users.map((u) => u.userId)).toEqual([me.id]);
    expect((await t.call(followersListCall, {}, other.cookie)).users).toEqual([
      { userId: me.id, displayName: 'Morgan Me', isFollowing: false, isFriend: false },
    ]);
  });

  it('unfollows idempotently, which ends the friendship', async () => {
    await t.call(followCall, { userId: other.id }, friend.cookie);
    for (let i = 0; i < 2; i++) {
      const answer = await t.call(unfollowCall, { userId: other.id }, friend.cookie);
      expect(answer).toMatchObject({ httpResponse: 200, userId: other.id, isFollowing: false, isFriend: false });
    }
    await t.call(unfollowCall, { userId: me.id }, friend.cookie);
    expect((await t.call(friendListCall, {}, me.cookie)).users).toEqual([]);
    await t.call(followCall, { userId: me.id }, friend.cookie);
    expect((await t.call(friendListCall, {}, me.cookie)).users).toHaveLength(1);
  });

  it('refuses following yourself, unknown people and anonymous callers', async () => {
    const self = await t.fail(followCall, { userId: me.id }, me.cookie);
    expect(self.httpResponse).toBe(400);
    expect(self.message).toBe('You cannot follow yourself.');
    expect((await t.fail(followCall, { userId: 999_999 }, me.cookie)).httpResponse).toBe(404);
    for (const call of [followCall, unfollowCall, followingListCall, followersListCall, friendListCall, userSearchCall, userProfileCall]) {
      const anonymous = await t.post(call.path, { ...ENV, userId: friend.id, query: 'a' });
      expect(anonymous.statusCode, call.path).toBe(403);
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
      const answer = await t.send(userSearchCall, { query: 'PAT', limit: 50, ...(cursor ? { cursor } : {}) }, me.cookie);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('@');
      const page = userSearchCall.answer.parse(answer.json());
      for (const user of answer.json().users) expect(Object.keys(user).sort()).toEqual(['displayName', 'isFollowing', 'isFriend', 'userId']);
      seen.push(...page.users);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(2);
    expect(seen).toHaveLength(56);
    expect(new Set(seen.map((u) => u.userId)).size).toBe(56);
    expect(seen[0]?.displayName).toBe('Pat Patterson 00');
    expect(seen.at(-1)?.displayName).toBe('pATRICK');

    const search = async (query: string) => (await t.call(userSearchCall, { query }, me.cookie)).users;
    expect((await search('rick')).map((u) => u.displayName)).toEqual(['pATRICK']);
    expect(await search('morgan')).toEqual([]);
    expect(await search('frank')).toEqual([{ userId: friend.id, displayName: 'Frankie Friend', isFollowing: true, isFriend: true }]);
    // LIKE wildcards are searched for literally.
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('refuses an empty query, a limit over 50 and a forged cursor', async () => {
    expect((await t.fail(userSearchCall, { query: '  ' }, me.cookie)).message).toMatch(/at least one letter/);
    expect((await t.fail(userSearchCall, { query: 'pat', limit: 51 }, me.cookie)).httpResponse).toBe(400);
    const forged = await t.fail(userSearchCall, { query: 'pat', cursor: 'bm90IGpzb24' }, me.cookie);
    expect(forged.httpResponse).toBe(400);
    expect(forged.message).toMatch(/cursor/);
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
    const answer = await t.send(userProfileCall, {}, me.cookie);
    expect(answer.statusCode).toBe(200);
    const { profile } = userProfileCall.answer.parse(answer.json());
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
    const profileOf = async (userId: number) => (await t.call(userProfileCall, { userId }, me.cookie)).profile;
    expect(await profileOf(friend.id)).toMatchObject({ workingUnit: null, kanjiCollected: 0 });
    // The first visit enrols the person (201).
    expect((await t.call(guidedLaunchpadCall, { requestedLevel: '' }, friend.cookie)).httpResponse).toBe(201);
    await t.db.kysely.transaction().execute(async (trx) => {
      await addKanji(trx, friend.id, '04e00', 30, '2026-11-22T09:00:00.000Z');
      await addKanji(trx, friend.id, '04e8c', 40, '2026-11-22T09:00:00.000Z');
    });
    const profile = await profileOf(friend.id);
    expect(profile.workingUnit).toMatch(/^Unit 1: /);
    expect(profile.kanjiCollected).toBe(2);
  });

  it("shows another's profile with the relationship, Beginner before any graded list, and 404 for nobody", async () => {
    const answer = await t.send(userProfileCall, { userId: me.id }, friend.cookie);
    expect(userProfileCall.answer.parse(answer.json()).profile).toMatchObject({ userId: me.id, isMe: false, isFollowing: true, isFriend: true, streak: 3 });
    expect(answer.body).not.toContain('me@example.com');
    const profileOf = async (body: { userId?: number }) => (await t.call(userProfileCall, body, me.cookie)).profile;
    const olive = await profileOf({ userId: other.id });
    expect(olive).toMatchObject({ level: 'Beginner', streak: 0, coins: 0, isFollowing: true, isFriend: false });
    // A streak still counts when today has no practice yet but yesterday did.
    t.advance(24 * 3_600_000);
    expect((await profileOf({})).streak).toBe(3);
    t.advance(24 * 3_600_000);
    expect((await profileOf({})).streak).toBe(0);
    expect((await t.fail(userProfileCall, { userId: 999_999 }, me.cookie)).httpResponse).toBe(404);
  });
});
