import { quizResultsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export function useQuizResults(quizId: number | undefined) {
  return useQuery({
    queryKey: ['quiz-results', quizId],
    queryFn: () => callApi(quizResultsCall, { ...sessionBody(), quizId: quizId ?? 0 }),
    enabled: quizId !== undefined,
  });
}
