import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { SessionUser } from '@soroban/contracts';
import type { ReactNode } from 'react';
import { Loading } from '@/components/loading';
import { APP_BASE } from '@/lib/config';
import { useSession } from '@/lib/session';

/** A main-site page that needs the person: without a session it offers sign-in instead of an error. */
export function SignedInPage({ children }: { children: (user: SessionUser) => ReactNode }) {
  const session = useSession({ handlesErrors: true });
  if (session.isPending) return <Loading />;
  if (!session.data) {
    return (
      <Alert severity="info">
        Sign in to see this page. <Link href={`${APP_BASE}/login`}>Sign in</Link>
      </Alert>
    );
  }
  return children(session.data.user);
}
