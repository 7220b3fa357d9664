import { type QuizType, quizHistoryCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** One page of one's finished quizzes, newest first: of one type or all, older than `beforeQuizId` when given. */
export function useMyResults(type: QuizType | undefined, beforeQuizId: number | undefined, limit = 20) {
  return useQuery(
    callQuery('practice-results', quizHistoryCall, {
      ...sessionBody(),
      ...(type ? { type } : {}),
      ...(beforeQuizId === undefined ? {} : { beforeQuizId }),
      limit,
    }),
  );
}
