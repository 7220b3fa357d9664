import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkSessionCall, eventLogCall, joinedClassroomsCall, ownedClassroomsCall, setSettingCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { sentTo, sessionAnswer, stubCall, stubCalls } from '@/testing/stub-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const newcomer = () => sessionAnswer({ justRegistered: '1', user: { ...sessionAnswer().user, justRegistered: '1' } });

describe('onboarding', () => {
  // The first render loads the shell and onboarding (with practice's quiz) for the first time in this file.
  it('resumes at the step where it stopped', { timeout: 45_000 }, async () => {
    stubCalls(stubCall(checkSessionCall, newcomer()));
    renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 30_000 }));
    expect(await screen.findByRole('button', { name: 'Guided program' })).toBeInTheDocument();
    cleanup();
    renderApp('/onboarding');
    expect(await screen.findByRole('button', { name: 'Guided program' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('"I teach" skips the placement check and opens the classroom screen, saved as the teaches setting', async () => {
    const requests = stubCalls(
      stubCall(checkSessionCall, newcomer()),
      stubCall(setSettingCall, ({ setSetting }) => ({ httpResponse: 201, message: 'Setting saved.', ...setSetting })),
      stubCall(eventLogCall, { httpResponse: 200, message: 'OK', eventId: 1 }),
      stubCall(ownedClassroomsCall, { httpResponse: 200, message: 'OK', classrooms: [] }),
      stubCall(joinedClassroomsCall, { httpResponse: 200, message: 'OK', classrooms: [] }),
    );
    const router = renderApp('/onboarding');
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'I teach' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/launchpad/studentclassroomadmin'));
    expect(sentTo(requests, setSettingCall).map((body) => body.setSetting)).toEqual([{ settingName: 'teaches', settingValue: true }]);
    // Finished: a later visit starts onboarding afresh rather than at a stale step.
    expect(localStorage.length).toBe(0);
  });
});
