import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '@/components/loading';
import { ThemeProviders } from '@/components/providers';
import { useSession } from '@/lib/session';
import { BottomBar } from '@/app/shell/bottom-bar';
import { Header } from '@/app/shell/header';
import { MarginAd } from '@/app/shell/margin-ads';
import { useFocusOnNavigation, usePageTitle } from '@/app/shell/route-focus';
import { ShareBar } from '@/features/share-bar/components/share-bar';
import { SharingSettingsDialog } from '@/features/share-bar/components/sharing-settings-dialog';
import { appShare } from '@/features/share-bar/share-links';
import { APP_BASE, siteBaseURL } from '@/lib/config';
import { useQuizInProgress } from '@/lib/quiz-focus';

/**
 * The signed-in frame: header, the screen between margin ads (free accounts only, SPEC 6) and the
 * bottom bar. Without a session the session check fails and the error dialog leads to sign-in.
 */
export function AppShell() {
  const session = useSession();
  const answer = session.data;
  const showAds = answer !== undefined && answer.isPaidSubscriber === 0;
  const [sharingSettingsOpen, setSharingSettingsOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  usePageTitle(main);
  // During a quiz only the header stays: the problem, the answer and the keypad get the screen.
  const inQuiz = useQuizInProgress();
  return (
    <ThemeProviders>
      <Box sx={{ minHeight: '100vh', pb: inQuiz ? 0 : 9 }}>
        <Header isLoggedIn={answer !== undefined} onSharingSettings={answer ? () => setSharingSettingsOpen(true) : undefined} />
        {answer?.user.showShareThisBar && !inQuiz && <ShareBar share={appShare(new URL(`${APP_BASE}/`, siteBaseURL()).toString())} />}
        <SharingSettingsDialog open={sharingSettingsOpen} onClose={() => setSharingSettingsOpen(false)} />
        <Box sx={{ display: 'flex', gap: 2, px: { xs: 0, lg: 2 }, pt: inQuiz ? 1 : 2 }}>
          {showAds && answer.leftMarginAd && <MarginAd side="left" src={answer.leftMarginAd} />}
          <Container ref={main} component="main" maxWidth="lg" sx={{ flex: 1, minWidth: 0, ...(inQuiz && { px: { xs: 1, sm: 2 } }) }}>
            {answer ? (
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            ) : (
              <Loading />
            )}
          </Container>
          {showAds && answer.rightMarginAd && <MarginAd side="right" src={answer.rightMarginAd} />}
        </Box>
        {!inQuiz && <BottomBar />}
      </Box>
    </ThemeProviders>
  );
}
