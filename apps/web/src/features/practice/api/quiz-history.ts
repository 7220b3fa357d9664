import { type QuizType, quizHistoryCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** The latest finished quizzes of one type, for the results page's history chart. */
export function useQuizHistory(type: QuizType | undefined, limit = 20) {
  return useQuery({
    ...callQuery('practice-results', quizHistoryCall, { ...sessionBody(), ...(type ? { type } : {}), limit }),
    enabled: type !== undefined,
  });
}
