import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { Providers, createQueryClient } from '@/components/providers';
import { siteRoutes } from '@/site/site-routes';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers client={createQueryClient()}>
        <RouterProvider router={createBrowserRouter(siteRoutes)} />
      </Providers>
    </StrictMode>,
  );
}
