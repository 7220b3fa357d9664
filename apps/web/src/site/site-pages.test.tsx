import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { checkSessionCall, setSettingCall, updateProfileCall, walletCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProviders } from '@/components/providers';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { siteRoutes } from '@/site/site-routes';
import { failure, sentTo, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

function renderSite(path: string) {
  const router = createMemoryRouter(siteRoutes, { initialEntries: [path] });
  render(
    <ThemeProviders>
      <QueryProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryProvider>
    </ThemeProviders>,
  );
  return router;
}

const entry = (entryId: number, amount: number, balanceAfter: number) => ({
  entryId,
  amount,
  balanceAfter,
  reason: 'quiz',
  description: `Quiz ${entryId}`,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const walletPage = (entries: ReturnType<typeof entry>[], hasMore: boolean) => ({ httpResponse: 200 as const, message: 'OK', balance: 30, entries, hasMore });

describe('main site', () => {
  it('homepage links to sign-in and sign-up', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/react/sorobanquizui/build/login');
    expect(within(main).getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  });

  it('pricing says a paid plan is granted, with no payment form', async () => {
    renderSite('/pricing');
    expect(await screen.findByRole('heading', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.getByText(/granted to an account by its school or by the operator/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('settings without a session offers sign-in instead of an error', async () => {
    stubCalls(stubCall(checkSessionCall, failure(403, 'Please sign in to continue.', '/login', 'internal')));
    renderSite('/manage/my-settings.php');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/react/sorobanquizui/build/login');
    expect(screen.queryByRole('heading', { name: 'Please Login' })).not.toBeInTheDocument();
  });

  it('the header of a signed-in person leads back to the app, with no sign-in or sign-up', async () => {
    stubCalls(stubCall(checkSessionCall, sessionAnswer()));
    renderSite('/pricing');
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/react/sorobanquizui/build/launchpad');
    expect(within(header).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/manage/my-settings.php');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Create account' })).not.toBeInTheDocument();
  });

  it('settings saves the display name and the preferences', async () => {
    const requests = stubCalls(
      stubCall(checkSessionCall, sessionAnswer()),
      stubCall(updateProfileCall, { httpResponse: 200, message: 'OK', displayName: 'Aiko S' }),
      stubCall(setSettingCall, ({ setSetting }) => ({ httpResponse: 201, message: 'OK', ...setSetting })),
    );
    renderSite('/manage/my-settings.php');
    const name = await screen.findByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Aiko S');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Display name saved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Start in the guided training program' }));
    await waitFor(() => expect(sentTo(requests, setSettingCall).length > 0).toBe(true));
    expect(sentTo(requests, updateProfileCall)[0]).toMatchObject({
      displayName: 'Aiko S',
      username: '',
      password: '',
    });
    expect(sentTo(requests, setSettingCall)[0]).toMatchObject({
      lpath: null,
      setSetting: { settingName: 'guidedPreferred', settingValue: true },
    });
  });

  it('wallet shows the balance and loads more history on request', async () => {
    const requests = stubCalls(
      stubCall(checkSessionCall, sessionAnswer()),
      stubCall(walletCall, ({ beforeEntryId }) =>
        beforeEntryId === 2 ? walletPage([entry(1, 10, 10)], false) : walletPage([entry(3, 10, 30), entry(2, 10, 20)], true),
      ),
    );
    renderSite('/manage/my-wallet.php');
    expect(await screen.findByLabelText('Coin balance 30')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sentTo(requests, walletCall).map((body) => body.beforeEntryId)).toEqual([undefined, 2]);
  });

  it('credits name KanjiVG, the kanji font and their licences', async () => {
    renderSite('/credits');
    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeInTheDocument();
    expect(screen.getAllByText(/KanjiVG/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/CC BY-SA 3\.0|Creative Commons/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Kanji font — Noto Sans JP' })).toBeInTheDocument();
    expect(screen.getAllByText(/SIL Open Font License 1\.1/).length).toBeGreaterThan(0);
  });
});
