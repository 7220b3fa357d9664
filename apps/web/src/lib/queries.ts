import type { Call } from '@soroban/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { callApi } from '@/lib/api-client';

/**
 * What a cached answer is about. Every query key is a topic, then the call's path and body, so a
 * change says what it changed (a purchase: coins) without knowing which calls of which feature show
 * it. Keys and invalidations are written only here (a lint rule in eslint.config.js sees any other).
 */
export type Topic =
  | 'session'
  | 'coins'
  /** The guided program as the launchpad shows it. */
  | 'guided'
  /** What START opens for one guided quiz item. */
  | 'guided-start'
  | 'practice-results'
  | 'rewards'
  /** People, profiles and the top 100. */
  | 'people'
  | 'classrooms'
  /** Mock exams: their history and the best grade per body. */
  | 'exams'
  /** The daily goal and today's progress toward it. */
  | 'daily-goal'
  /** The weekly summary email's settings (a teacher's switch, a parent's address and consent). */
  | 'weekly-summary'
  /** The learner model as the skill map and the class heat map show it. */
  | 'skills'
  | 'help';

/** The cache key of one call's answer. */
export const callKey = <B extends z.ZodMiniType, A extends z.ZodMiniType>(topic: Topic, call: Call<B, A>, body: z.input<B>) =>
  [topic, call.path, body] as const;

/** A query of one call: its key (callKey) and the call itself, the answer typed by its contract. */
export const callQuery = <B extends z.ZodMiniType, A extends z.ZodMiniType>(topic: Topic, call: Call<B, A>, body: z.input<B>) =>
  queryOptions({ queryKey: callKey(topic, call, body), queryFn: (): Promise<z.output<A>> => callApi(call, body) });

/** Marks every answer of these topics stale; those on screen are asked again. */
export const invalidate = (queryClient: QueryClient, ...topics: Topic[]) =>
  Promise.all(topics.map((topic) => queryClient.invalidateQueries({ queryKey: [topic] })));

/** Coins moved (a purchase, a sale): every balance and coin history on screen is asked again. */
export const invalidateCoins = (queryClient: QueryClient) => invalidate(queryClient, 'coins');

/**
 * After a change that reaches across the app (a finished quiz, a jump, a program reset, the end of
 * onboarding): every answer is stale, or all but one topic's (a quiz does not change who is signed in).
 */
export const invalidateAll = (queryClient: QueryClient, { except }: { except?: Topic } = {}) =>
  queryClient.invalidateQueries(except ? { predicate: (query) => query.queryKey[0] !== except } : undefined);
