import { type QuizSpec, startQuizCall } from '@soroban/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';

export interface GuidedContext {
  lpath?: string | number | null;
  pathname?: string;
  activityId?: string;
}

/** Starts a server-graded quiz; the answer carries the problems, never their answers. */
export function useStartQuiz() {
  return useMutation({
    mutationFn: ({ spec, guided }: { spec: QuizSpec; guided: GuidedContext }) => callApi(startQuizCall, { ...sessionBody(), ...guided, ...spec }),
  });
}
