import { checkSessionCall } from '@soroban/contracts';
import { useQuery } from '@tanstack/react-query';
import { sessionBody } from '@/lib/api-client';
import { callQuery } from '@/lib/queries';

/** check_session.php's query; sign-in and sign-up put their answer (the same session answer) under its key. */
export const sessionQuery = () => callQuery('session', checkSessionCall, sessionBody());

/**
 * Who is signed in (check_session.php). Shared by the shell, sign-in and every screen that needs
 * the person; a failure shows the error dialog unless the caller handles it (`handlesErrors`).
 */
export function useSession({ handlesErrors = false, enabled = true } = {}) {
  return useQuery({
    ...sessionQuery(),
    retry: false,
    staleTime: 60_000,
    enabled,
    meta: { handlesErrors },
  });
}
