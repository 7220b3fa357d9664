import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkSessionCall, eventLogCall, loginCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { failure, sentTo, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

const noSession = failure(403, 'Please sign in to continue.', '/login', 'internal');

describe('sign-in screen', () => {
  it('moves from Email to Password on Enter and submits on Enter, sending the fields as typed', async () => {
    const requests = stubCalls(
      stubCall(checkSessionCall, noSession),
      stubCall(loginCall, sessionAnswer({ guidedPreferred: true, redirectURL: '/launchpad-guided' })),
      stubCall(eventLogCall, { httpResponse: 201, message: 'ok', eventId: 1 }),
    );
    const router = renderApp('/login');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(document.title).toBe('Login');
    await userEvent.type(email, ' Kid@Example.com {Enter}');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Password'), 'pw{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/launchpad-guided'));
    expect(sentTo(requests, loginCall)[0]).toMatchObject({ username: ' Kid@Example.com ', password: 'pw' });
    await waitFor(() => expect(sentTo(requests, eventLogCall).length > 0).toBe(true));
    expect(sentTo(requests, eventLogCall)[0]).toMatchObject({
      event: { eventName: 'login', eventData: { OSName: expect.any(String), deviceType: expect.any(String) } },
    });
  });

  it('clears both fields and shows Login Attempt Failed when sign-in fails', async () => {
    stubCalls(stubCall(checkSessionCall, noSession), stubCall(loginCall, failure(401, 'The email or password is not right.')));
    renderApp('/login');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'nope{Enter}');
    expect(await screen.findByRole('heading', { name: 'Login Attempt Failed' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email', hidden: true })).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it.each(['/onboarding', '/launchpad-guided', '/launchpad'])('sends a signed-in person where the server says (%s)', async (target) => {
    stubCalls(stubCall(checkSessionCall, sessionAnswer({ redirectURL: target })));
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('shows other session-check failures, unless flagged as a login error', async () => {
    stubCalls(stubCall(checkSessionCall, failure(405, 'Session not recognized.', '/login', 'internal')));
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'User Session Not Recognized' })).toBeInTheDocument();
  });

  it('stays quiet after a login error redirect', async () => {
    stubCalls(stubCall(checkSessionCall, failure(405, 'Session not recognized.', '/login', 'internal')));
    renderApp('/login', { loginError: true });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByRole('heading', { name: 'User Session Not Recognized' })).not.toBeInTheDocument();
  });
});
