import '@/lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FIRST_SCREEN_MARKER, SESSION_EARLY_CALL } from '@soroban/contracts';
import { RouterProvider, createBrowserRouter, matchPath } from 'react-router';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { APP_BASE } from '@/lib/config';
import { allPending } from '@/features/practice/offline/pending-submissions';
import { sendEarly, sessionBody } from '@/lib/api-client';
import { preloadScreens, routes } from '@/app/routes';
import { preloadFirstVisit, sendEarlyCalls } from '@/app/early-calls';

// SPEC 1: the app runs without service workers; remove any a previous version registered.
void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));

// Answers kept on this device while offline (or in a tab closed too soon) are sent when possible.
// The sender (and the quiz schemas it needs) loads only when something is waiting, so the first
// screen stays small.
const sendPending = async () => {
  if ((await allPending().catch(() => [])).length === 0) return;
  await (await import('@/features/practice/offline/send-pending')).sendPendingSubmissions();
};
window.addEventListener('online', () => void sendPending());
void sendPending();

const router = createBrowserRouter(routes, { basename: APP_BASE });

// Everything the first screen waits for starts now, side by side: its code, the session check and,
// on the launchpads, their answers (most often in the page already), and a first visit's welcome.
// Otherwise each would wait for the one before it (shell code, then the session, then the screen's
// code, then its call): a round trip each on a phone.
// The sign-out screen asks nothing; an unclaimed early answer must not outlive a sign-out.
const firstVisit = matchPath(`${APP_BASE}/logout`, window.location.pathname)
  ? undefined
  : preloadFirstVisit(window.location.pathname, APP_BASE, sendEarly(SESSION_EARLY_CALL.path, sessionBody()));
const firstScreens = Promise.all([preloadScreens(router.state.matches), firstVisit]);
sendEarlyCalls(window.location.pathname, APP_BASE);

const render = () => {
  const root = document.getElementById('root');
  if (!root) return;
  // A transition renders in slices that give the main thread back every few milliseconds: on a slow
  // phone the first screen's render is then no single long task that a tap would wait behind.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryProvider>
      </StrictMode>,
    );
  });
};
// A page that names its first screen's code (its meta tag, from the server's plugins/web-pages.ts)
// has it downloading beside this code: the first render waits for it and draws the screen, instead of
// a spinner for a moment and then the screen, which React holds back to pace the spinner's reveal
// (up to 300 ms). Elsewhere the spinner shows while the screen's code comes.
if (document.querySelector(`meta[name="${FIRST_SCREEN_MARKER}"]`)) void firstScreens.then(render);
else render();
