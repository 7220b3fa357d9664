import { loginCall } from '@soroban/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deviceReport } from '@/lib/device';
import { logEvent } from '@/lib/event-log';
import { sessionQuery } from '@/lib/session';

/** Signs in with the fields exactly as typed (SPEC 5: no client-side validation) and logs the login event. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      callApi(loginCall, { env: config.env, username: email, password, version: config.version }),
    onSuccess: (answer) => {
      queryClient.setQueryData(sessionQuery().queryKey, answer);
      // The event is a record, not a step of signing in: a failure to log it must not block the person.
      void logEvent('login', deviceReport()).catch(() => undefined);
    },
    meta: { handlesErrors: true },
  });
}
