import { LEARNING_PATH_ID, type PersonSummary, type UserProfile } from '@soroban/contracts';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { balanceOf } from '../repositories/ledger.ts';
import { kanjiCount } from '../repositories/rewards.ts';
import { type PageKey, type PeopleKind, follow, followCounts, levelOf, peoplePage, practiceDays, relationsWith, unfollow } from '../repositories/social.ts';
import { findUserById } from '../repositories/users.ts';
import { currentCurriculum } from './curriculum.ts';
import { progressFields, standing } from './curriculum-program.ts';
import { dailyCounts, daysAgo, STREAK_WINDOW_DAYS, streakOf } from './streaks.ts';

type Viewer = Pick<CallContext, 'db' | 'now' | 'user'>;

const CHART_DAYS = 14;

/** The cursor is the last row's sort key, opaque to the client. */
const encodeCursor = (key: PageKey) => Buffer.from(JSON.stringify([key.sortName, key.id])).toString('base64url');

function decodeCursor(cursor: string | undefined): PageKey | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && Number.isInteger(value[1])) return { sortName: value[0], id: value[1] as number };
  } catch {
    // fall through to the failure below
  }
  throw failures.badInput('cursor is not one this server gave out; start again without it.');
}

/** One page of people the viewer follows, is followed by, is friends with or searched for; never their emails. */
export async function peopleOf(ctx: Viewer, kind: PeopleKind, page: { limit: number; cursor?: string | undefined; query?: string }) {
  const db = ctx.db.kysely;
  const rows = await peoplePage(db, ctx.user.id, kind, { query: page.query, after: decodeCursor(page.cursor), limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  const relations = await relationsWith(
    db,
    ctx.user.id,
    shown.map((row) => row.id),
  );
  const users: PersonSummary[] = shown.map((row) => ({
    userId: row.id,
    displayName: row.display_name,
    isFollowing: relations.following.has(row.id),
    isFriend: relations.following.has(row.id) && relations.followers.has(row.id),
  }));
  const last = shown.at(-1);
  return { users, nextCursor: rows.length > page.limit && last ? encodeCursor({ sortName: last.sort_name, id: last.id }) : null };
}

/** Another person as everyone else sees them: a disabled account is no one (404), like an unknown id. */
async function otherPerson(ctx: Viewer, userId: number) {
  const person = await findUserById(ctx.db.kysely, userId);
  if (!person || person.is_disabled) throw failures.notFound('There is no person with that userId.');
  return person;
}

async function requireOther(ctx: Viewer, userId: number) {
  if (userId === ctx.user.id) throw failures.badInput('You cannot follow yourself.');
  await otherPerson(ctx, userId);
}

/** Follows another person (again is a no-op); answers whether they follow back. */
export async function followPerson(ctx: Viewer, userId: number): Promise<{ isFriend: boolean }> {
  await requireOther(ctx, userId);
  await follow(ctx.db.kysely, ctx.user.id, userId, ctx.now.toISOString());
  const relations = await relationsWith(ctx.db.kysely, ctx.user.id, [userId]);
  return { isFriend: relations.followers.has(userId) };
}

export async function unfollowPerson(ctx: Viewer, userId: number) {
  await requireOther(ctx, userId);
  await unfollow(ctx.db.kysely, ctx.user.id, userId);
}

/** The unit a person works on in the guided program, or null for one who never opened it. */
async function workingUnitOf(ctx: Viewer, userId: number) {
  const path = await currentCurriculum(ctx.db, LEARNING_PATH_ID);
  if (!path) return null;
  const s = await standing(ctx.db, userId, path);
  return s.enrolled ? progressFields(s).workingUnit : null;
}

/** A person's profile as the viewer may see it (their own when `userId` is not given). */
export async function profileOf(ctx: Viewer, userId = ctx.user.id): Promise<UserProfile> {
  const person = userId === ctx.user.id ? ctx.user : await otherPerson(ctx, userId);
  const { now } = ctx;
  const db = ctx.db.kysely;
  const [days, level, coins, kanji, counts, relations, workingUnit] = await Promise.all([
    practiceDays(db, [userId], daysAgo(now, STREAK_WINDOW_DAYS)),
    levelOf(db, userId),
    balanceOf(db, userId),
    kanjiCount(db, userId),
    followCounts(db, userId),
    relationsWith(db, ctx.user.id, [userId]),
    workingUnitOf(ctx, userId),
  ]);
  const practice = days.get(userId) ?? new Map<string, number>();
  const isMe = userId === ctx.user.id;
  return {
    userId,
    displayName: person.display_name,
    memberSince: person.created_at,
    level,
    workingUnit,
    streak: streakOf(practice, now),
    coins,
    kanjiCollected: kanji,
    recentPractice: dailyCounts(practice, now, CHART_DAYS),
    followers: counts.followers,
    following: counts.following,
    isMe,
    isFollowing: !isMe && relations.following.has(userId),
    isFriend: !isMe && relations.following.has(userId) && relations.followers.has(userId),
  };
}
