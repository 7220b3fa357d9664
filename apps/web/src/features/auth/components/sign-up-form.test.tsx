import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryProvider, createQueryClient } from '@/components/query-provider';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { failure, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  render(
    <QueryProvider client={createQueryClient()}>
      <SignUpForm />
    </QueryProvider>,
  );

describe('sign-up form', () => {
  it('shows the shared schema messages inline and sends nothing while a field is wrong', async () => {
    const requests = stubCalls();
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription('Display name needs at least 2 characters.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password needs at least 8 characters.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'kid@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), '<b>');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription('Display name cannot contain < > or control characters.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'false');
    expect(requests).toHaveLength(0);
  });

  it('registers with the checked fields and goes to onboarding', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const requests = stubCalls(stubCall(registerCall, sessionAnswer({ justRegistered: '1', redirectURL: '/onboarding' })));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), ' Kid@Example.com ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), 'Aiko');
    await userEvent.type(screen.getByLabelText('Password'), 'abacus-beads{Enter}');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/react/sorobanquizui/build/onboarding'));
    expect(requests[0]).toMatchObject({
      path: '/rlm/mobile-apis/register_api.php',
      body: { username: 'kid@example.com', displayName: 'Aiko', password: 'abacus-beads', env: expect.any(String) },
    });
  });

  it("shows the server's refusal above the form", async () => {
    stubCalls(stubCall(registerCall, failure(409, 'An account with that email already exists. Sign in instead.')));
    renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'kid@example.com');
    await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), 'Aiko');
    await userEvent.type(screen.getByLabelText('Password'), 'abacus-beads');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with that email already exists.');
  });
});
