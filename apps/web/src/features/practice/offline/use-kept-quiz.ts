import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { KeptQuiz } from '@/features/practice/offline/kept-quiz';

/** Where the quiz on this route is kept for the signed-in account (undefined until the session is known). */
export function useKeptQuiz(): KeptQuiz | undefined {
  const { pathname } = useLocation();
  const userId = useSession().data?.user.userId;
  return useMemo(() => (userId === undefined ? undefined : new KeptQuiz(userId, pathname)), [userId, pathname]);
}
