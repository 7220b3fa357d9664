import { mustCallApi, signedInCookie } from './server.ts';

/** A page issue 18 measures: its name, its path in the app, and the session it is seen with (none for sign-in). */
export interface MeasuredPage {
  name: string;
  path: string;
  cookie: string | undefined;
}

/** An account that has been in the program before: enrolled, welcome dialog done (SPEC 4), guided preferred. */
async function returningLearnerCookie(origin: string) {
  const cookie = await signedInCookie(origin, `bench-returning-${Date.now()}@example.com`);
  await mustCallApi(origin, 'guided_launchpad.php', cookie, { requestedLevel: '' });
  await mustCallApi(origin, 'event_log_api.php', cookie, { lpath: null, event: { eventName: 'justRegistered', eventData: { justRegistered: false } } });
  await mustCallApi(origin, 'set_setting_api.php', cookie, { lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } });
  return cookie;
}

/**
 * The sign-in screen, /launchpad, /launchpad-guided and a quiz, signed in for all but the first. The
 * guided launchpad is measured twice: as a new learner's first visit (the welcome dialog with its
 * video, then the guided-or-unguided choice) and as a returning learner's (the program alone).
 */
export async function measuredPages(origin: string): Promise<MeasuredPage[]> {
  const cookie = await signedInCookie(origin);
  const returning = await returningLearnerCookie(origin);
  return [
    { name: 'sign-in', path: '/login', cookie: undefined },
    { name: 'launchpad', path: '/launchpad', cookie },
    { name: 'guided launchpad, first visit', path: '/launchpad-guided', cookie },
    { name: 'guided launchpad, returning', path: '/launchpad-guided', cookie: returning },
    { name: 'quiz', path: '/launchpad/facts/addition/quiz', cookie },
  ];
}
