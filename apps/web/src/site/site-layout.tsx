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

/** The main site's frame: the same look as the app, links to sign in and sign up. */
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
          <Button href={`${APP_BASE}/login`}>Sign in</Button>
          <Button href={sitePaths.register} variant="contained">
            Create account
          </Button>
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
