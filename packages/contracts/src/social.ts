import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField, integer, lpathField, textField } from './fields.ts';

const userId = idField('userId');

/** How another person appears in every social answer: never an email, only what a friend may see. */
export const personSummary = z.object({
  userId: integer,
  displayName: z.string(),
  isFollowing: z.boolean(),
  isFriend: z.boolean(),
});
export type PersonSummary = z.infer<typeof personSummary>;

export const PEOPLE_PAGE_MAX = 50;

/** Lists are paged: `nextCursor` from one answer asks for the page after it. */
const pageFields = {
  limit: z._default(
    z
      .number({ error: 'limit must be a number' })
      .check(
        z.int('limit must be a whole number'),
        z.minimum(1, 'limit must be at least 1'),
        z.maximum(PEOPLE_PAGE_MAX, `limit must be at most ${PEOPLE_PAGE_MAX}`),
      ),
    20,
  ),
  cursor: z.optional(textField('cursor', 200)),
};

const personPage = successEnvelope({ users: z.array(personSummary), nextCursor: z.nullable(z.string()) });

const followAnswer = successEnvelope({ userId: integer, isFollowing: z.boolean(), isFriend: z.boolean() });

export const followCall = defineCall(apiPath('follow_api'), z.extend(clientBody, { userId }), followAnswer);
export const unfollowCall = defineCall(apiPath('unfollow_api'), z.extend(clientBody, { userId }), followAnswer);

/** People the signed-in person follows (`/launchpad/profile/following`). */
export const followingListCall = defineCall(apiPath('following_list_api'), z.extend(clientBody, pageFields), personPage);
export const followersListCall = defineCall(apiPath('followers_list_api'), z.extend(clientBody, pageFields), personPage);
/** Friends are people who follow each other (`/launchpad/friendlist`). */
export const friendListCall = defineCall(apiPath('friend_list_api'), z.extend(clientBody, pageFields), personPage);

export const userSearchCall = defineCall(
  apiPath('user_search_api'),
  z.extend(clientBody, {
    query: textField('query', 40).check(z.trim(), z.minLength(1, 'Type at least one letter of the name to search for.')),
    ...pageFields,
  }),
  personPage,
);

export const practiceDay = z.object({ date: z.string(), quizzes: integer });

export const userProfile = z.object({
  userId: integer,
  displayName: z.string(),
  memberSince: z.string(),
  /** 'Beginner' or a kyu grade like '7 kyu'. */
  level: z.string(),
  /** Filled by the guided program; null until it lands. */
  workingUnit: z.nullable(z.string()),
  streak: integer,
  coins: integer,
  kanjiCollected: integer,
  /** Quizzes finished per UTC day, the last 14 days, oldest first. */
  recentPractice: z.array(practiceDay),
  followers: integer,
  following: integer,
  isMe: z.boolean(),
  isFollowing: z.boolean(),
  isFriend: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const userProfileCall = defineCall(
  apiPath('user_profile_api'),
  z.extend(clientBody, { userId: z.optional(userId) }),
  successEnvelope({ profile: userProfile }),
);

export const top100Period = z.enum(['week', 'all'], { error: "period must be 'week' or 'all'" });

export const top100Row = z.object({
  rank: integer,
  userId: integer,
  displayName: z.string(),
  points: integer,
  isFriend: z.boolean(),
  isMe: z.boolean(),
});
export type Top100Row = z.infer<typeof top100Row>;

export const top100Call = defineCall(
  apiPath('top100_api'),
  z.extend(clientBody, {
    /** The guided program's path when none is given. */
    lpath: lpathField,
    period: z._default(top100Period, 'week'),
  }),
  successEnvelope({
    lpath: z.string(),
    period: top100Period,
    /** 'all' or the ISO week ranked, like '2026-W47'. */
    periodKey: z.string(),
    rows: z.array(top100Row),
    /** The viewer's own place even outside the 100; rank null before any points. */
    me: z.object({ rank: z.nullable(integer), points: integer }),
  }),
);
