import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadFirstVisit } from '@/app/early-calls';
import { renderWelcome } from '@/testing/render-welcome';
import { sessionAnswer } from '@/testing/stub-api';

// Its own file: once a screen's code has loaded it stays loaded, so early-calls.test.tsx checks the
// pages and sessions that must leave it alone.
describe('a first visit to the guided launchpad', () => {
  it('fetches the welcome’s code as the session answers, so the welcome is drawn with the program, no fallback first', async () => {
    preloadFirstVisit('/app/launchpad-guided', '/app', Promise.resolve(sessionAnswer({ justRegistered: '1' })));
    await import('@/features/guided/components/welcome-dialog');
    await new Promise((settled) => setTimeout(settled, 0));

    renderWelcome();
    expect(screen.getByText('Welcome to Soroban Quiz!')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });
});
