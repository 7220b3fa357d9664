import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Loading } from '@/components/loading';
import { reportError } from '@/components/error-reporting';
import { ApiError } from '@/lib/api-client';
import { sitePaths } from '@/lib/config';
import { landingPath, useSession } from '@/lib/session';
import { useLogin } from '@/features/auth/api/login';

/**
 * The sign-in screen (SPEC 2.5, login flow of SPEC 4): a valid session goes straight on; otherwise
 * the form. Enter in Email moves to Password; Enter in Password submits; a failure clears both
 * fields and shows the error dialog.
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
      void navigate(landingPath(session.data), { replace: true });
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
        onSuccess: (answer) => void navigate(landingPath(answer), { replace: true }),
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
    <Container maxWidth="xs" component="main" sx={{ py: 6 }}>
      <Paper sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
          <LockOutlinedIcon aria-hidden />
        </Avatar>
        <Typography component="h1" variant="h5">
          Sign In
        </Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2, width: '100%' }}>
          <TextField
            label="Email"
            name="email"
            autoComplete="username"
            inputMode="email"
            autoFocus
            fullWidth
            margin="normal"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                passwordRef.current?.focus();
              }
            }}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            fullWidth
            margin="normal"
            inputRef={passwordRef}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" fullWidth variant="contained" size="large" sx={{ mt: 2, mb: 2 }} disabled={login.isPending}>
            Sign In
          </Button>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link href={sitePaths.forgotPassword} variant="body2">
              Forgot password?
            </Link>
            <Link href={sitePaths.register} variant="body2">
              Create an account
            </Link>
          </Box>
        </Box>
      </Paper>
    </Container>
  );
}
