import { SCREEN_EARLY_CALLS, checkSessionCall, screenPath } from '@soroban/contracts';
import { matchPath } from 'react-router';
import { sendEarly, sessionBody } from '@/lib/api-client';
import { preloadScreen } from '@/lib/lazy-screen';
import { WelcomeDialog } from '@/features/guided/components/welcome-dialog-code';

/**
 * Sends at boot what the first screen asks as soon as it shows (SCREEN_EARLY_CALLS, which the
 * server answers in the page when it can), so the answers travel beside the screen's code instead
 * of after it: on a phone each would otherwise cost a round trip after the code had run, and the
 * cards would appear late and push the page down.
 */
export function sendEarlyCalls(pathname: string, basename: string) {
  for (const { path, fields } of SCREEN_EARLY_CALLS[screenPath(pathname, basename) ?? ''] ?? []) sendEarly(path, { ...sessionBody(), ...fields });
}

/**
 * A new learner's first screen is the guided launchpad under its welcome dialog (SPEC 4). The
 * dialog's code (its lesson and the digital soroban) is fetched as soon as the early session answer
 * says this is a first visit, beside the screen's own code, so the welcome is drawn with the program
 * instead of a round trip after it (the server's page names it already when it answered the session
 * check itself). Settles when the welcome's code has arrived, or at once when none is needed.
 */
export async function preloadFirstVisit(pathname: string, basename: string, session: Promise<unknown>): Promise<void> {
  if (!matchPath(`${basename}/launchpad-guided`, pathname)) return;
  const answer = await session.catch(
    // The session check itself reports a failure when the screen asks for it.
    () => undefined,
  );
  if (checkSessionCall.answer.safeParse(answer).data?.justRegistered === '1') await preloadScreen(WelcomeDialog);
}
