import { followCall, followersListCall, followingListCall, friendListCall, unfollowCall, userProfileCall, userSearchCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { followPerson, peopleOf, profileOf, unfollowPerson } from '../services/social.ts';

/** Follow, friends, following, followers, user search and profiles. Emails never appear in any answer. */
export default async function socialRoutes(app: FastifyInstance) {
  mountCall(app, followCall, async ({ userId }, ctx) => {
    const { isFriend } = await followPerson(ctx, userId);
    return { httpResponse: OK, message: 'You follow them now.', userId, isFollowing: true, isFriend };
  });

  mountCall(app, unfollowCall, async ({ userId }, ctx) => {
    await unfollowPerson(ctx, userId);
    return { httpResponse: OK, message: 'You no longer follow them.', userId, isFollowing: false, isFriend: false };
  });

  mountCall(app, followingListCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await peopleOf(ctx, 'following', body)) }));
  mountCall(app, followersListCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await peopleOf(ctx, 'followers', body)) }));
  mountCall(app, friendListCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await peopleOf(ctx, 'friends', body)) }));
  mountCall(app, userSearchCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await peopleOf(ctx, 'search', body)) }));

  mountCall(app, userProfileCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', profile: await profileOf(ctx, body.userId) }));
}
