import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { reportError } from '@/components/error-reporting';
import '@/lib/query-meta';

/** Every failed call shows the error dialog of SPEC 4, unless its screen handles it. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => !query.meta?.handlesErrors && reportError(error) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => !mutation.meta?.handlesErrors && reportError(error) }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}

export function QueryProvider({ children, client }: { children: ReactNode; client: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
