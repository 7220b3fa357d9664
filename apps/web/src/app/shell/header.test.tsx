import { PAGE_FRAME } from '@soroban/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { Header } from '@/app/shell/header';

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

function showHeader(props: Parameters<typeof Header>[0], path = '/launchpad') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header {...props} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('menu');
};
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('header menu (SPEC 2.3)', () => {
  it('offers Login when signed out, and Login goes to /login and closes the menu', async () => {
    showHeader({ isLoggedIn: false });
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual(['Homepage', 'Settings', 'Wallet', 'Login', 'Chat', '5.7.0']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Login' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/login/);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('offers Logout when signed in, going to /logout with the logged-in state', async () => {
    showHeader({ isLoggedIn: true });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/logout {"isLoggedIn":true}');
  });

  it('offers Classroom when signed in, opening the classroom screen in the app', async () => {
    showHeader({ isLoggedIn: true });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Classroom' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/launchpad\/studentclassroomadmin/);
  });

  it('shows Sharing Bar only when a sharing handler is supplied, and calls it', async () => {
    const onSharingSettings = vi.fn();
    showHeader({ isLoggedIn: true, onSharingSettings });
    const menu = await openMenu();
    expect(itemNames(menu)).toEqual(['Classroom', 'Homepage', 'Settings', 'Wallet', 'Logout', 'Sharing Bar', 'Chat', '5.7.0']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sharing Bar' }));
    expect(onSharingSettings).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens the homepage in a new tab and Chat at the configured address; the version line does nothing', async () => {
    const open = vi.fn();
    const assign = vi.fn();
    vi.stubGlobal('open', open);
    vi.stubGlobal('location', { ...window.location, assign });
    showHeader({ isLoggedIn: true });
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Homepage' }));
    expect(open).toHaveBeenLastCalledWith('/', '_blank', 'noopener');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Chat' }));
    // The default is a support mail address (VITE_CHAT_URL may name a web chat, opened in a new tab).
    expect(config.chatURL).toMatch(/^mailto:/);
    expect(assign).toHaveBeenCalledWith(config.chatURL);
    const version = within(await openMenu()).getByRole('menuitem', { name: '5.7.0' });
    expect(version).toHaveAttribute('aria-disabled', 'true');
    expect(open).toHaveBeenCalledOnce();
  });

  it('has a rocket to the guided launchpad', async () => {
    showHeader({ isLoggedIn: true });
    await userEvent.click(screen.getByRole('button', { name: /rocket/i }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\/launchpad-guided/);
  });

  it('hides the rocket on onboarding', () => {
    showHeader({ isLoggedIn: true }, '/onboarding');
    expect(screen.queryByRole('button', { name: /rocket/i })).not.toBeInTheDocument();
  });

  it("draws with the page frame's classes, as the server's page draws the header before this code runs", () => {
    showHeader({ isLoggedIn: true });
    expect(screen.getByRole('banner')).toHaveClass(PAGE_FRAME.header);
    expect(screen.getByRole('banner').firstElementChild).toHaveClass(PAGE_FRAME.toolbar);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveClass(PAGE_FRAME.logo);
    expect(screen.getByText('Soroban Quiz')).toHaveClass(PAGE_FRAME.title);
  });
});
