import { type QuizSpec, startQuizCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import type { QuizContext } from '@/lib/quiz-slot';

/** Starts a server-graded quiz; the answer carries the problems, never their answers. */
export function useStartQuiz() {
  return useMutation({
    mutationFn: ({ spec, guided }: { spec: QuizSpec; guided: QuizContext }) => callApi(startQuizCall, { ...sessionBody(), ...guided, ...spec }),
  });
}
