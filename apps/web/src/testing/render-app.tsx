import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { routes } from '@/app/routes';

/** The whole app's route table in memory, at one path, with a fresh query cache. */
export function renderApp(path: string, state?: unknown) {
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path, state }] });
  render(
    <QueryProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryProvider>,
  );
  return router;
}
