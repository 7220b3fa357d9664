import { useNavigate } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { reportError } from '@/components/error-reporting';
import styles from '@/components/plain.module.css';
import { ApiError } from '@/lib/api-client';
import { useLogout } from '@/features/auth/api/logout';

/** The sign-out screen (SPEC 2.5): success goes to /login; a failure shows the error dialog. */
export function SignOutScreen() {
  const navigate = useNavigate();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => void navigate('/login', { replace: true }),
      onError: (error) =>
        // SPEC 4: a 403 acknowledged here goes to /login flagged as a login error.
        reportError(error, () => {
          if (error instanceof ApiError && error.code === 403) void navigate('/login', { state: { loginError: true } });
        }),
    });

  return (
    <main className={styles.page}>
      <BrandMark />
      <div className={styles.card}>
        <h1 className={styles.heading}>Sign Out</h1>
        <button type="button" className={styles.button} onClick={signOut} disabled={logout.isPending}>
          Sign Out
        </button>
      </div>
    </main>
  );
}
