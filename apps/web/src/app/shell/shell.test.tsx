import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { checkSessionCall, setSettingCall } from '@soroban/contracts';
import { failure, sessionAnswer, sentTo, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

describe('the shell', () => {
  it('falls back to /launchpad for an unknown path', async () => {
    stubCalls(stubCall(checkSessionCall, sessionAnswer()));
    const router = renderApp('/no/such/screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/launchpad'));
  });

  it('has a menu with Classroom, main-site links, Logout, Chat and the version, closing after a choice', async () => {
    stubCalls(stubCall(checkSessionCall, sessionAnswer()));
    const open = vi.fn();
    vi.stubGlobal('open', open);
    renderApp('/launchpad');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Classroom', 'Homepage', 'Settings', 'Wallet', 'Logout', 'Sharing Bar', 'Chat', '5.7.0']);
    expect(within(menu).getByRole('menuitem', { name: '5.7.0' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Wallet' }));
    expect(open).toHaveBeenCalledWith('/manage/my-wallet.php', '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('marks the current view green in the bottom bar and navigates with the view state', async () => {
    stubCalls(stubCall(checkSessionCall, sessionAnswer()));
    const router = renderApp('/launchpad');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Modules' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Top 100' }));
    expect(router.state.location).toMatchObject({ pathname: '/launchpad/top100', state: { view: 'top100', lpath: 1442 } });
    // The bar changes with the screen, once the new screen (and the component library it is built with) has loaded.
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Top 100' })).toHaveAttribute('aria-current', 'page'));
    expect(within(nav).getByRole('button', { name: 'Modules' })).not.toHaveAttribute('aria-current');
  });

  it('shows margin ads linking to pricing for a free account only', async () => {
    stubCalls(stubCall(checkSessionCall, sessionAnswer({ isPaidSubscriber: 0 })));
    renderApp('/launchpad');
    const ads = await screen.findAllByRole('link', { name: 'Go ad-free: see plans (opens in a new tab)' });
    expect(ads).toHaveLength(2);
    ads.forEach((ad) => expect(ad).toHaveAttribute('href', '/pricing'));
  });

  it('shows no ads to a paid subscriber', async () => {
    stubCalls(stubCall(checkSessionCall, sessionAnswer({ isPaidSubscriber: 1 })));
    renderApp('/launchpad');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('link', { name: 'Go ad-free: see plans (opens in a new tab)' })).not.toBeInTheDocument();
  });

  it('asks to sign in when there is no session', async () => {
    stubCalls(stubCall(checkSessionCall, failure(403, 'Please sign in to continue.', '/login', 'internal')));
    const router = renderApp('/launchpad');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/login', state: { loginError: true } }));
  });

  it('shows the sharing bar when showShareThisBar is on, and the Sharing Bar menu item turns it off', async () => {
    let shown = true;
    const requests = stubCalls(
      stubCall(checkSessionCall, () => sessionAnswer({ user: { ...sessionAnswer().user, showShareThisBar: shown } })),
      stubCall(setSettingCall, ({ setSetting }) => {
        shown = setSetting.settingValue;
        return { httpResponse: 200, message: 'OK', ...setSetting };
      }),
    );
    renderApp('/launchpad');
    const bar = await screen.findByRole('navigation', { name: 'Share' });
    expect(within(bar).getAllByRole('link')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sharing Bar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sharing Bar' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Show the sharing bar' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Share' })).not.toBeInTheDocument());
    expect(sentTo(requests, setSettingCall)[0]).toMatchObject({
      lpath: null,
      setSetting: { settingName: 'showShareThisBar', settingValue: false },
    });
  });
});
