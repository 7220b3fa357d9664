import {
  type PersonSummary,
  followCall,
  followersListCall,
  followingListCall,
  friendListCall,
  LEARNING_PATH_ID,
  unfollowCall,
  userProfileCall,
  userSearchCall,
} from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { failures } from '../lib/api-failure.ts';
import { OK, mountLegacyCall } from '../lib/call-route.ts';
import { balanceOf } from '../repositories/ledger.ts';
import { kanjiCount } from '../repositories/rewards.ts';
import {
  STREAK_WINDOW_DAYS,
  type PageKey,
  type PeopleKind,
  dailyCounts,
  daysAgo,
  follow,
  followCounts,
  levelOf,
  peoplePage,
  practiceDays,
  relationsWith,
  streakOf,
  unfollow,
} from '../repositories/social.ts';
import { findUserById } from '../repositories/users.ts';
import { currentCurriculum } from '../services/curriculum.ts';
import { progressFields, standing } from '../services/curriculum-program.ts';

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

/** Follow, friends, following, followers, user search and profiles. Emails never appear in any answer. */
export default async function socialRoutes(app: FastifyInstance) {
  const db = app.db.kysely;

  async function page(viewerId: number, kind: PeopleKind, body: { limit: number; cursor?: string | undefined; query?: string }) {
    const rows = await peoplePage(db, viewerId, kind, { query: body.query, after: decodeCursor(body.cursor), limit: body.limit + 1 });
    const shown = rows.slice(0, body.limit);
    const relations = await relationsWith(
      db,
      viewerId,
      shown.map((row) => row.id),
    );
    const users: PersonSummary[] = shown.map((row) => ({
      userId: row.id,
      displayName: row.display_name,
      isFollowing: relations.following.has(row.id),
      isFriend: relations.following.has(row.id) && relations.followers.has(row.id),
    }));
    const last = shown.at(-1);
    return {
      httpResponse: OK,
      message: 'OK',
      users,
      nextCursor: rows.length > body.limit && last ? encodeCursor({ sortName: last.sort_name, id: last.id }) : null,
    };
  }

  async function requireOther(viewerId: number, userId: number) {
    if (userId === viewerId) throw failures.badInput('You cannot follow yourself.');
    if (!(await findUserById(app.db.kysely, userId))) throw failures.notFound('There is no person with that userId.');
  }

  mountLegacyCall(app, followCall, async (request) => {
    const user = await request.requireUser();
    const { userId } = request.body;
    await requireOther(user.id, userId);
    await follow(db, user.id, userId, app.clock().toISOString());
    const relations = await relationsWith(db, user.id, [userId]);
    return { httpResponse: OK, message: 'You follow them now.', userId, isFollowing: true, isFriend: relations.followers.has(userId) };
  });

  mountLegacyCall(app, unfollowCall, async (request) => {
    const user = await request.requireUser();
    const { userId } = request.body;
    await requireOther(user.id, userId);
    await unfollow(db, user.id, userId);
    return { httpResponse: OK, message: 'You no longer follow them.', userId, isFollowing: false, isFriend: false };
  });

  mountLegacyCall(app, followingListCall, async (request) => page((await request.requireUser()).id, 'following', request.body));
  mountLegacyCall(app, followersListCall, async (request) => page((await request.requireUser()).id, 'followers', request.body));
  mountLegacyCall(app, friendListCall, async (request) => page((await request.requireUser()).id, 'friends', request.body));
  mountLegacyCall(app, userSearchCall, async (request) => page((await request.requireUser()).id, 'search', request.body));

  /** The unit a person works on in the guided program, or null for one who never opened it. */
  const workingUnitOf = async (userId: number) => {
    const path = await currentCurriculum(app.db, LEARNING_PATH_ID);
    if (!path) return null;
    const s = await standing(app.db, userId, path);
    return s.enrolled ? progressFields(s).workingUnit : null;
  };

  mountLegacyCall(app, userProfileCall, async (request) => {
    const viewer = await request.requireUser();
    const userId = request.body.userId ?? viewer.id;
    const person = userId === viewer.id ? viewer : await findUserById(app.db.kysely, userId);
    if (!person) throw failures.notFound('There is no person with that userId.');
    const now = app.clock();
    const [days, level, coins, kanji, counts, relations, workingUnit] = await Promise.all([
      practiceDays(db, [userId], daysAgo(now, STREAK_WINDOW_DAYS)),
      levelOf(db, userId),
      balanceOf(db, userId),
      kanjiCount(db, userId),
      followCounts(db, userId),
      relationsWith(db, viewer.id, [userId]),
      workingUnitOf(userId),
    ]);
    const practice = days.get(userId) ?? new Map<string, number>();
    const isMe = userId === viewer.id;
    return {
      httpResponse: OK,
      message: 'OK',
      profile: {
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
      },
    };
  });
}
