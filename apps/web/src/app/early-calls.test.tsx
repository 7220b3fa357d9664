import { SCREEN_EARLY_CALLS, SESSION_EARLY_CALL, checkSessionCall, dailyProgressCall, myMistakesCall, todaysPracticeCall } from '@soroban/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadFirstVisit } from '@/app/early-calls';
import { sessionBody } from '@/lib/api-client';
import { LAUNCHPAD_PATH, launchpadBody } from '@/features/guided/api/launchpad-request';
import { renderWelcome } from '@/testing/render-welcome';
import { sessionAnswer } from '@/testing/stub-api';

describe('early calls', () => {
  it('are the calls the screens make, path and body, so the screens take the answers over', () => {
    const cards = [dailyProgressCall.path, todaysPracticeCall.path, myMistakesCall.path].map((path) => ({ path, body: sessionBody() }));
    const made = (screen: string) => (SCREEN_EARLY_CALLS[screen] ?? []).map(({ path, fields }) => ({ path, body: { ...sessionBody(), ...fields } }));
    expect(made('/launchpad')).toEqual(cards);
    expect(made('/launchpad-guided')).toEqual([{ path: LAUNCHPAD_PATH, body: launchpadBody() }, ...cards]);
    expect(SESSION_EARLY_CALL).toEqual({ path: checkSessionCall.path, fields: {} });
  });

  it('leave the welcome’s code alone for a returning learner, on another page, and when the session check fails', async () => {
    preloadFirstVisit('/app/launchpad-guided', '/app', Promise.resolve(sessionAnswer({ justRegistered: '0' })));
    preloadFirstVisit('/app/launchpad', '/app', Promise.resolve(sessionAnswer({ justRegistered: '1' })));
    preloadFirstVisit('/app/launchpad-guided', '/app', Promise.reject(new Error('offline')));
    await new Promise((settled) => setTimeout(settled, 50));

    renderWelcome();
    // Not preloaded: the dialog's code is fetched only now that it shows.
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to Soroban Quiz!')).toBeInTheDocument();
  });
});
