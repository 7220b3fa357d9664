import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { requestPasswordResetCall, resetPasswordCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { failure, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

const withQueries = (ui: ReactNode) => render(<QueryProvider client={createQueryClient()}>{ui}</QueryProvider>);
const SAME_ANSWER = 'If an account exists for that email, a link to set a new password is on its way.';
const TOKEN = 'a'.repeat(43);

describe('forgot password', () => {
  it('asks for a real email address before sending anything', async () => {
    const requests = stubCalls();
    withQueries(<ForgotPasswordForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(requests).toHaveLength(0);
  });

  it("sends the email and shows the server's one answer", async () => {
    const requests = stubCalls(stubCall(requestPasswordResetCall, { httpResponse: 200, message: SAME_ANSWER }));
    withQueries(<ForgotPasswordForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'Kid@Example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(SAME_ANSWER);
    expect(requests[0]?.body).toMatchObject({ username: 'kid@example.com' });
  });
});

describe('reset password', () => {
  it('checks the new password and that both copies match', async () => {
    const requests = stubCalls();
    withQueries(<ResetPasswordForm token={TOKEN} />);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password needs at least 8 characters.');
    await userEvent.type(screen.getByLabelText('New password'), '-and-longer');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('Repeat new password')).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(requests).toHaveLength(0);
  });

  it('sets the password once and links to sign in', async () => {
    const requests = stubCalls(stubCall(resetPasswordCall, { httpResponse: 200, message: 'Your new password is set.' }));
    withQueries(<ResetPasswordForm token={TOKEN} />);
    await userEvent.type(screen.getByLabelText('New password'), 'abacus-beads');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'abacus-beads{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Your new password is set.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/react/sorobanquizui/build/login');
    expect(requests[0]?.body).toMatchObject({ token: TOKEN, password: 'abacus-beads' });
  });

  it('explains an expired link and offers to ask again', async () => {
    stubCalls(stubCall(resetPasswordCall, failure(400, 'This link has expired or was already used.')));
    withQueries(<ResetPasswordForm token={TOKEN} />);
    await userEvent.type(screen.getByLabelText('New password'), 'abacus-beads');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'abacus-beads{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says so when the link lost its token', async () => {
    stubCalls();
    withQueries(<ResetPasswordForm token="" />);
    await userEvent.type(screen.getByLabelText('New password'), 'abacus-beads');
    await userEvent.type(screen.getByLabelText('Repeat new password'), 'abacus-beads{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  });
});
