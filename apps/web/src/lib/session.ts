import { type SessionAnswer, checkSessionCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi, sessionBody } from '@/lib/api-client';
import { earlyRequest } from '@/lib/early-request';

export const SESSION_KEY = ['session'] as const;

const sessionCheck = earlyRequest(() => callApi(checkSessionCall, sessionBody()));

/** Starts the session check at boot (main.tsx), beside the first screen's code; useSession takes it over. */
export const startSessionCheck = sessionCheck.start;

/**
 * Who is signed in (check_session.php). Shared by the shell, sign-in and every screen that needs
 * the person; a failure shows the error dialog unless the caller handles it (`handlesErrors`).
 */
export function useSession({ handlesErrors = false, enabled = true } = {}) {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: sessionCheck.take,
    retry: false,
    staleTime: 60_000,
    enabled,
    meta: { handlesErrors },
  });
}

/** Where a signed-in person goes (SPEC 4): onboarding when new, else the launchpad they prefer. */
export function landingPath(session: Pick<SessionAnswer, 'justRegistered' | 'guidedPreferred'>): string {
  if (session.justRegistered === '1') return '/onboarding';
  return session.guidedPreferred === true ? '/launchpad-guided' : '/launchpad';
}
