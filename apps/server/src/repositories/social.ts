import { KYU_LEVELS, listTotalDigits } from '@soroban/core';
import { sql } from 'kysely';
import type { Executor } from '../db/connect.ts';

/** Inserting twice is a no-op, so following is idempotent. */
export async function follow(db: Executor, followerId: number, followeeId: number, at: string) {
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: at })
    .onConflict((conflict) => conflict.columns(['follower_id', 'followee_id']).doNothing())
    .execute();
}

export async function unfollow(db: Executor, followerId: number, followeeId: number) {
  await db.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
}

export interface Relations {
  /** Of the given people, those the viewer follows. */
  following: Set<number>;
  /** Of the given people, those who follow the viewer. */
  followers: Set<number>;
}

/** Two indexed look-ups for a whole page of people, whatever its length. */
export async function relationsWith(db: Executor, viewerId: number, userIds: number[]): Promise<Relations> {
  if (userIds.length === 0) return { following: new Set(), followers: new Set() };
  const [out, into] = await Promise.all([
    db.selectFrom('follows').select('followee_id as id').where('follower_id', '=', viewerId).where('followee_id', 'in', userIds).execute(),
    db.selectFrom('follows').select('follower_id as id').where('followee_id', '=', viewerId).where('follower_id', 'in', userIds).execute(),
  ]);
  return { following: new Set(out.map((row) => row.id)), followers: new Set(into.map((row) => row.id)) };
}

export type PeopleKind = 'following' | 'followers' | 'friends' | 'search';

/** Position in the (case-folded name, id) order, the key a page continues after. */
export interface PageKey {
  sortName: string;
  id: number;
}

export interface PersonRow {
  id: number;
  display_name: string;
  sort_name: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * One page of people in name order. Only ids and display names are selected: emails never leave
 * the users table through here. Keyset paging keeps every page as cheap as the first.
 */
export async function peoplePage(
  db: Executor,
  viewerId: number,
  kind: PeopleKind,
  options: { query?: string; after?: PageKey | undefined; limit: number },
): Promise<PersonRow[]> {
  const sortName = sql<string>`lower(u.display_name)`;
  // A disabled account is absent from every list, the viewer's own follows included.
  let query = db
    .selectFrom('users as u')
    .select(['u.id', 'u.display_name', sortName.as('sort_name')])
    .where('u.is_disabled', '=', 0);
  if (kind === 'following' || kind === 'friends') {
    query = query.innerJoin('follows as out', (join) => join.onRef('out.followee_id', '=', 'u.id').on('out.follower_id', '=', viewerId));
  }
  if (kind === 'followers' || kind === 'friends') {
    query = query.innerJoin('follows as into', (join) => join.onRef('into.follower_id', '=', 'u.id').on('into.followee_id', '=', viewerId));
  }
  if (kind === 'search') {
    // lower() on both sides: PostgreSQL's LIKE is case-sensitive, SQLite's folds only ASCII.
    const pattern = `%${escapeLike(options.query ?? '')}%`;
    query = query.where(sql<boolean>`lower(u.display_name) like lower(${pattern}) escape '\\'`).where('u.id', '!=', viewerId);
  }
  const after = options.after;
  if (after) {
    query = query.where((eb) => eb.or([eb(sortName, '>', after.sortName), eb.and([eb(sortName, '=', after.sortName), eb('u.id', '>', after.id)])]));
  }
  return query.orderBy(sortName).orderBy('u.id').limit(options.limit).execute();
}

export async function followCounts(db: Executor, userId: number) {
  const [followers, following] = await Promise.all([
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('followee_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('follower_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { followers: Number(followers?.n ?? 0), following: Number(following?.n ?? 0) };
}

/**
 * The UTC days on which each person finished at least one quiz, newest first, from `since` on
 * (one query for any number of people). `substr` of the ISO time is the day on both databases.
 */
export async function practiceDays(db: Executor, userIds: number[], since: Date): Promise<Map<number, Map<string, number>>> {
  const days = new Map<number, Map<string, number>>(userIds.map((id) => [id, new Map()]));
  if (userIds.length === 0) return days;
  const day = sql<string>`substr(finished_at, 1, 10)`;
  const rows = await db
    .selectFrom('quizzes')
    .select(['user_id', day.as('day'), (eb) => eb.fn.countAll<number>().as('quizzes')])
    .where('user_id', 'in', userIds)
    .where('finished_at', '>=', since.toISOString())
    .groupBy(['user_id', day])
    .execute();
  for (const row of rows) days.get(row.user_id)?.set(row.day, Number(row.quizzes));
  return days;
}

interface ListParams {
  digits?: unknown;
  count?: unknown;
  totalDigits?: unknown;
  allowSubtraction?: unknown;
}

/**
 * The practice tables record quiz parameters, not a grade, so the level is the hardest kyu grade
 * whose exam lists (digits in all and numbers per list, with subtraction where the grade mixes it
 * in) a passed addition-list quiz matched or exceeded. Beginner steps and × ÷ do not raise it.
 */
export async function levelOf(db: Executor, userId: number): Promise<string> {
  const rows = await db
    .selectFrom('quizzes')
    .select('params')
    .distinct()
    .where('user_id', '=', userId)
    .where('type', '=', 'addition-list')
    .where('passed', '=', 1)
    .execute();
  const passed = rows.flatMap((row) => {
    try {
      const params = JSON.parse(row.params) as ListParams;
      if (typeof params.digits !== 'number' || typeof params.count !== 'number') return [];
      const totalDigits = typeof params.totalDigits === 'number' ? params.totalDigits : undefined;
      return [
        {
          count: params.count,
          total: listTotalDigits({ digits: params.digits, count: params.count, totalDigits }),
          subtracts: params.allowSubtraction === true,
        },
      ];
    } catch {
      return [];
    }
  });
  let best: number | null = null;
  for (const level of KYU_LEVELS) {
    if (level.kyu === null) continue;
    const { count, allowSubtraction } = level.lists;
    const total = listTotalDigits(level.lists);
    const reached = passed.some((params) => params.total >= total && params.count >= count && (!allowSubtraction || params.subtracts));
    if (reached && (best === null || level.kyu < best)) best = level.kyu;
  }
  return best === null ? 'Beginner' : `${best} kyu`;
}

export interface RankedRow {
  user_id: number;
  display_name: string;
  points: number;
  /** 1 when the viewer follows them and they follow the viewer back. */
  is_friend: number;
}

/**
 * The 100 best of a path and period, read in index order (lpath, period, points), with the
 * viewer's friends flagged by primary-key joins: one round trip. No viewer, no friends (ids start at 1).
 */
export const topRows = (db: Executor, lpath: string, period: string, options: { viewerId?: number; limit?: number } = {}): Promise<RankedRow[]> =>
  db
    .selectFrom('points_totals as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('follows as fo', (join) => join.on('fo.follower_id', '=', options.viewerId ?? 0).onRef('fo.followee_id', '=', 'p.user_id'))
    .leftJoin('follows as fi', (join) => join.onRef('fi.follower_id', '=', 'p.user_id').on('fi.followee_id', '=', options.viewerId ?? 0))
    .select([
      'p.user_id',
      'u.display_name',
      'p.points',
      sql<number>`case when fo.follower_id is not null and fi.follower_id is not null then 1 else 0 end`.as('is_friend'),
    ])
    .where('p.lpath', '=', lpath)
    .where('p.period', '=', period)
    .where('u.is_disabled', '=', 0)
    .orderBy('p.points', 'desc')
    .orderBy('p.user_id')
    .limit(options.limit ?? 100)
    .execute();

/**
 * The viewer's points and rank (people with more points, plus one) in one round trip: a
 * primary-key read and a count over the (lpath, period, points) index range above it.
 */
export async function rankOf(db: Executor, userId: number, lpath: string, period: string): Promise<{ rank: number | null; points: number }> {
  const mine = await db
    .selectFrom('points_totals as me')
    .select((eb) => [
      'me.points',
      eb
        .selectFrom('points_totals as other')
        .innerJoin('users as ou', 'ou.id', 'other.user_id')
        .select(eb.fn.countAll<number>().as('n'))
        .where('ou.is_disabled', '=', 0)
        .where('other.lpath', '=', lpath)
        .where('other.period', '=', period)
        .whereRef('other.points', '>', 'me.points')
        .as('ahead'),
    ])
    .where('me.user_id', '=', userId)
    .where('me.lpath', '=', lpath)
    .where('me.period', '=', period)
    .executeTakeFirst();
  if (!mine) return { rank: null, points: 0 };
  return { rank: Number(mine.ahead ?? 0) + 1, points: mine.points };
}
