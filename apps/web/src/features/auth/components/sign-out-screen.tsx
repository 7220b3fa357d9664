import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { reportError } from '@/components/error-reporting';
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
    <Container maxWidth="xs" component="main" sx={{ py: 6 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" gutterBottom>
          Sign Out
        </Typography>
        <Button variant="contained" size="large" onClick={signOut} disabled={logout.isPending}>
          Sign Out
        </Button>
      </Paper>
    </Container>
  );
}
