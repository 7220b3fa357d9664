import { dailyProgressCall, myMistakesCall, todaysPracticeCall } from '@soroban/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LAUNCHPAD_CARD_PATHS, preloadFirstVisit } from '@/app/early-calls';
import { renderWelcome } from '@/testing/render-welcome';
import { sessionAnswer } from '@/testing/stub-api';

describe('early calls', () => {
  it('are the paths the launchpad cards call, so the cards take the answers over', () => {
    expect(LAUNCHPAD_CARD_PATHS).toEqual([dailyProgressCall.path, todaysPracticeCall.path, myMistakesCall.path]);
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
