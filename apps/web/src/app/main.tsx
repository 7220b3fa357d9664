import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { APP_BASE } from '@/lib/config';
import { allPending } from '@/lib/pending-submissions';
import { routes } from '@/app/routes';

// SPEC 1: the app runs without service workers; remove any a previous version registered.
void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));

// Answers kept on this device while offline (or in a tab closed too soon) are sent when possible.
// The sender (and the quiz schemas it needs) loads only when something is waiting, so the first
// screen stays small.
const sendPending = async () => {
  if ((await allPending().catch(() => [])).length === 0) return;
  await (await import('@/lib/send-pending')).sendPendingSubmissions();
};
window.addEventListener('online', () => void sendPending());
void sendPending();

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
