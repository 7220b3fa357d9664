import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkSessionCall, logoutCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { failure, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

describe('sign-out screen', () => {
  it('signs out and goes to the sign-in screen', async () => {
    const requests = stubCalls(stubCall(logoutCall, { httpResponse: 200, message: 'Signed out.' }));
    const router = renderApp('/logout', { isLoggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Sign Out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(requests.map((request) => request.path)).toEqual(['/rlm/mobile-apis/logout_api.php']);
  });

  it('on a 403, OK goes to /login flagged as a login error, and sign-in stays quiet', async () => {
    stubCalls(stubCall(logoutCall, failure(403, 'Please sign in to continue.')), stubCall(checkSessionCall, failure(405, 'Session not recognized.')));
    const router = renderApp('/logout', { isLoggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/login', state: { loginError: true } }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'User Session Not Recognized' })).not.toBeInTheDocument();
  });

  it('shows any other failure in the error dialog', async () => {
    stubCalls(stubCall(logoutCall, failure(444, 'Something broke on our side.')));
    const router = renderApp('/logout', { isLoggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/logout');
  });
});
