import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { APP_BASE } from '@/lib/config';
import { routes } from '@/app/routes';

// SPEC 1: the app runs without service workers; remove any a previous version registered.
void navigator.serviceWorker?.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));

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
