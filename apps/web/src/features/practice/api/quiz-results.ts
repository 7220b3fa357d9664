import { quizResultsCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

export function useQuizResults(quizId: number | undefined) {
  return useQuery({
    ...callQuery('practice-results', quizResultsCall, { ...sessionBody(), quizId: quizId ?? 0 }),
    enabled: quizId !== undefined,
  });
}
