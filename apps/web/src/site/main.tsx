import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import '@/components/page-style';
import { ThemeProviders } from '@/components/providers';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { siteRoutes } from '@/site/site-routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ThemeProviders>
        <QueryProvider client={createQueryClient()}>
          <RouterProvider router={createBrowserRouter(siteRoutes)} />
        </QueryProvider>
      </ThemeProviders>
    </StrictMode>,
  );
}
