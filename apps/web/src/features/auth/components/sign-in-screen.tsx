import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { reportError } from '@/components/error-reporting';
import { Loading } from '@/components/loading';
import styles from '@/components/plain.module.css';
import { ApiError } from '@/lib/api-client';
import { sitePaths } from '@/lib/config';
import { useSession } from '@/lib/session';
import { useLogin } from '@/features/auth/api/login';
import { LockIcon } from '@/features/auth/components/lock-icon';

/**
 * The sign-in screen (SPEC 2.5, login flow of SPEC 4): a valid session goes straight on; otherwise
 * the form. Enter in Email moves to Password; Enter in Password submits; a failure clears both
 * fields and shows the error dialog. Plain elements keep the first screen's download small.
 */
export function SignInScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const loginError = (location.state as { loginError?: boolean } | null)?.loginError === true;
  const session = useSession({ handlesErrors: true });
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = 'Login';
  }, []);

  useEffect(() => {
    if (session.data) {
      // The server says where a signed-in person lands (SPEC 4: onboarding when new, else their launchpad).
      void navigate(session.data.redirectURL, { replace: true });
    } else if (session.error) {
      // No session (403) is what this screen is for; after a logout error it stays quiet too.
      const code = session.error instanceof ApiError ? session.error.code : 500;
      if (code !== 403 && !loginError) reportError(session.error);
    }
  }, [session.data, session.error, loginError, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(
      { email, password },
      {
        onSuccess: (answer) => void navigate(answer.redirectURL, { replace: true }),
        onError: (error) => {
          setEmail('');
          setPassword('');
          reportError(error);
        },
      },
    );
  };

  if (session.isPending || session.data) return <Loading />;

  return (
    <main className={styles.page}>
      <BrandMark />
      <div className={styles.card}>
        <div className={styles.badge}>
          <LockIcon />
        </div>
        <h1 className={styles.heading}>Sign In</h1>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label className={styles.label}>
            Email
            <input
              className={styles.input}
              name="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  passwordRef.current?.focus();
                }
              }}
            />
          </label>
          <label className={styles.label}>
            Password
            <input
              className={styles.input}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </label>
          <button type="submit" className={styles.button} disabled={login.isPending}>
            Sign In
          </button>
        </form>
        <div className={styles.links}>
          <a className={styles.link} href={sitePaths.forgotPassword}>
            Forgot password?
          </a>
          <a className={styles.link} href={sitePaths.register}>
            Create an account
          </a>
        </div>
      </div>
    </main>
  );
}
