import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { checkSessionCall } from '@soroban/contracts';
import { RouterProvider, createBrowserRouter, matchPath } from 'react-router';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { APP_BASE } from '@/lib/config';
import { allPending } from '@/features/practice/offline/pending-submissions';
import { sendEarly, sessionBody } from '@/lib/api-client';
import { LAUNCHPAD_PATH, launchpadBody } from '@/features/guided/api/launchpad-request';
import { preloadScreens, routes } from '@/app/routes';

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

// Everything the first screen waits for starts now, side by side: its code, the session check and,
// on the guided launchpad, its answer. Otherwise each would wait for the one before it (shell code,
// then the session, then the screen's code, then its call): a round trip each on a phone.
preloadScreens(window.location.pathname, APP_BASE);
// The sign-out screen asks nothing; an unclaimed early answer must not outlive a sign-out.
if (!matchPath(`${APP_BASE}/logout`, window.location.pathname)) sendEarly(checkSessionCall.path, sessionBody());
if (matchPath(`${APP_BASE}/launchpad-guided`, window.location.pathname)) sendEarly(LAUNCHPAD_PATH, launchpadBody());

const router = createBrowserRouter(routes, { basename: APP_BASE });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryProvider>
    </StrictMode>,
  );
}
