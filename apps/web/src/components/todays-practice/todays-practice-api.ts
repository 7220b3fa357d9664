import { myMistakesCall, todaysPracticeCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/**
 * todays_practice_api and my_mistakes_api: what today's practice draws from and the kept mistakes.
 * A shared component rather than a feature's because the launchpad, the guided page and practice's
 * My mistakes screen all read them, and a feature never imports another.
 */
export const useTodaysPractice = () => useQuery(callQuery('skills', todaysPracticeCall, sessionBody()));

export const useMyMistakes = () => useQuery(callQuery('skills', myMistakesCall, sessionBody()));
