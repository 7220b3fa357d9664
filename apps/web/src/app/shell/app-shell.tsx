import { type ReactNode, Suspense, useRef, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Loading } from '@/components/loading';
import '@/components/page-style';
import { LazyThemeProviders, lazyThemed, useOpenedOnce } from '@/components/themed-lazy';
import { useSession } from '@/lib/session';
import { BottomBar } from '@/app/shell/bottom-bar';
import { Header } from '@/app/shell/header';
import { MarginAd } from '@/app/shell/margin-ads';
import { useFocusOnNavigation, usePageTitle } from '@/app/shell/route-focus';
import { appShare } from '@/features/share-bar/share-links';
import { APP_BASE, siteBaseURL } from '@/lib/config';
import { useQuizInProgress } from '@/lib/quiz-focus';
import styles from '@/app/shell/shell.module.css';

// The component library loads only for what is built with it: a screen not drawn plain, or the share
// bar and its settings dialog once they show. The frame itself is drawn without it.
const ShareBar = lazyThemed(() => import('@/features/share-bar/components/share-bar'), 'ShareBar');
const SharingSettingsDialog = lazyThemed(() => import('@/features/share-bar/components/sharing-settings-dialog'), 'SharingSettingsDialog');

/** A route's `handle` (app/routes.tsx): `plain` when its screen is drawn without the component library. */
export interface ScreenHandle {
  plain?: boolean;
}

/** The screen, under the component library's theme unless it is drawn without it. */
function ScreenTheme({ children }: { children: ReactNode }) {
  const plain = useMatches().some((match) => (match.handle as ScreenHandle | undefined)?.plain);
  return plain ? children : <LazyThemeProviders>{children}</LazyThemeProviders>;
}

/**
 * The signed-in frame: header, the screen between margin ads (free accounts only, SPEC 6) and the
 * bottom bar. Without a session the session check fails and the error dialog leads to sign-in.
 */
export function AppShell() {
  const session = useSession();
  const answer = session.data;
  const showAds = answer !== undefined && answer.isPaidSubscriber === 0;
  const [sharingSettingsOpen, setSharingSettingsOpen] = useState(false);
  const sharingSettingsWanted = useOpenedOnce(sharingSettingsOpen);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  usePageTitle(main);
  // During a quiz only the header stays: the problem, the answer and the keypad get the screen.
  const inQuiz = useQuizInProgress();
  return (
    <div className={inQuiz ? `${styles.frame} ${styles.inQuiz}` : styles.frame}>
      <Header isLoggedIn={answer !== undefined} onSharingSettings={answer ? () => setSharingSettingsOpen(true) : undefined} />
      {answer?.user.showShareThisBar && !inQuiz && <ShareBar share={appShare(new URL(`${APP_BASE}/`, siteBaseURL()).toString())} />}
      {sharingSettingsWanted && <SharingSettingsDialog open={sharingSettingsOpen} onClose={() => setSharingSettingsOpen(false)} />}
      <div className={styles.body}>
        {showAds && answer.leftMarginAd && <MarginAd side="left" src={answer.leftMarginAd} />}
        <main ref={main} className={styles.main}>
          {answer ? (
            <Suspense fallback={<Loading />}>
              <ScreenTheme>
                <Outlet />
              </ScreenTheme>
            </Suspense>
          ) : (
            <Loading />
          )}
        </main>
        {showAds && answer.rightMarginAd && <MarginAd side="right" src={answer.rightMarginAd} />}
      </div>
      {!inQuiz && <BottomBar />}
    </div>
  );
}
