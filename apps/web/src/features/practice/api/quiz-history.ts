import { type QuizType, quizHistoryCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

/** The latest finished quizzes of one type, for the results page's history chart. */
export function useQuizHistory(type: QuizType | undefined, limit = 20) {
  return useQuery({
    queryKey: ['quiz-history', type, limit],
    queryFn: () => callApi(quizHistoryCall, { ...sessionBody(), ...(type ? { type } : {}), limit }),
    enabled: type !== undefined,
  });
}
