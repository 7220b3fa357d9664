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
import styles from '@/app/shell/shell.module.css';

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
      <div className={inQuiz ? `${styles.frame} ${styles.inQuiz}` : styles.frame}>
        <Header isLoggedIn={answer !== undefined} onSharingSettings={answer ? () => setSharingSettingsOpen(true) : undefined} />
        {answer?.user.showShareThisBar && !inQuiz && <ShareBar share={appShare(new URL(`${APP_BASE}/`, siteBaseURL()).toString())} />}
        <SharingSettingsDialog open={sharingSettingsOpen} onClose={() => setSharingSettingsOpen(false)} />
        <div className={styles.body}>
          {showAds && answer.leftMarginAd && <MarginAd side="left" src={answer.leftMarginAd} />}
          <main ref={main} className={styles.main}>
            {answer ? (
              <Suspense fallback={<Loading />}>
                <Outlet />
              </Suspense>
            ) : (
              <Loading />
            )}
          </main>
          {showAds && answer.rightMarginAd && <MarginAd side="right" src={answer.rightMarginAd} />}
        </div>
        {!inQuiz && <BottomBar />}
      </div>
    </ThemeProviders>
  );
}
