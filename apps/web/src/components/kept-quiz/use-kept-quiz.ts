import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { KeptQuiz } from '@/components/kept-quiz/kept-quiz';

/**
 * Where the quiz on a route (this one unless named) is kept for the signed-in account
 * (undefined until the session is known).
 */
export function useKeptQuiz(path?: string): KeptQuiz | undefined {
  const { pathname } = useLocation();
  const userId = useSession().data?.user.userId;
  const route = path ?? pathname;
  return useMemo(() => (userId === undefined ? undefined : new KeptQuiz(userId, route)), [userId, route]);
}
