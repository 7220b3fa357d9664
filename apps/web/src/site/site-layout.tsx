import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ErrorHost } from '@/components/error-reporting';
import { Loading } from '@/components/loading';
import { APP_BASE, sitePaths } from '@/lib/config';
import { useSession } from '@/lib/session';

/**
 * The header's right side, by whether someone is signed in: for them the way back into the app
 * (their own landing) and their settings and wallet; for anyone else sign in and sign up.
 */
function SessionLinks() {
  const session = useSession({ handlesErrors: true });
  if (session.isPending) return null;
  if (session.data) {
    return (
      <>
        <Button href={sitePaths.settings}>Settings</Button>
        <Button href={sitePaths.wallet}>Wallet</Button>
        <Button href={`${APP_BASE}${session.data.redirectURL}`} variant="contained">
          Back to the app
        </Button>
      </>
    );
  }
  return (
    <>
      <Button href={`${APP_BASE}/login`}>Sign in</Button>
      <Button href={sitePaths.register} variant="contained">
        Create account
      </Button>
    </>
  );
}

/** The main site's frame: the same look as the app; sign in and sign up, or back to the app when signed in. */
export function SiteLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="inherit" elevation={1}>
        <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Link href={sitePaths.home} underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
            <img src={`${APP_BASE}/logo.svg`} alt="" width={32} height={32} />
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              Soroban Quiz
            </Typography>
          </Link>
          <Button href={sitePaths.pricing}>Pricing</Button>
          <SessionLinks />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: 4, flex: 1 }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Container>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        <Link href={sitePaths.credits}>Credits</Link> · <Link href={sitePaths.pricing}>Pricing</Link>
      </Box>
      <ErrorHost />
    </Box>
  );
}
