import { apiPath, checkSessionCall } from '@soroban/contracts';
import { matchPath } from 'react-router';
import { sendEarly, sessionBody } from '@/lib/api-client';
import { preloadScreen } from '@/lib/lazy-screen';
import { LAUNCHPAD_PATH, launchpadBody } from '@/features/guided/api/launchpad-request';
import { WelcomeDialog } from '@/features/guided/components/welcome-dialog-code';

/**
 * The calls of the daily goal bar and the today's-practice card, which both launchpads show at the
 * top. Paths only: their schemas load with the cards (early-calls.test.ts keeps the two in step).
 */
export const LAUNCHPAD_CARD_PATHS = [apiPath('daily_progress_api'), apiPath('todays_practice_api'), apiPath('my_mistakes_api')];

type EarlyCall = [path: string, body: unknown];

const cardCalls = () => LAUNCHPAD_CARD_PATHS.map((path): EarlyCall => [path, sessionBody()]);

const EARLY_CALLS: Array<[pattern: string, calls: () => EarlyCall[]]> = [
  ['/launchpad', cardCalls],
  ['/launchpad-guided', () => [[LAUNCHPAD_PATH, launchpadBody()], ...cardCalls()]],
];

/**
 * Sends at boot what the first screen asks as soon as it shows, so the answers travel beside the
 * screen's code instead of after it: on a phone each would otherwise cost a round trip after the
 * code had run, and the cards would appear late and push the page down.
 */
export function sendEarlyCalls(pathname: string, basename: string) {
  for (const [pattern, calls] of EARLY_CALLS) {
    if (!matchPath(`${basename}${pattern}`, pathname)) continue;
    for (const [path, body] of calls()) sendEarly(path, body);
  }
}

/**
 * A new learner's first screen is the guided launchpad under its welcome dialog (SPEC 4). The
 * dialog's code (its lesson and the digital soroban) is fetched as soon as the early session answer
 * says this is a first visit, beside the screen's own code, so the welcome is drawn with the program
 * instead of a round trip after it.
 */
export function preloadFirstVisit(pathname: string, basename: string, session: Promise<unknown>) {
  if (!matchPath(`${basename}/launchpad-guided`, pathname)) return;
  session.then(
    (answer) => {
      if (checkSessionCall.answer.safeParse(answer).data?.justRegistered === '1') void preloadScreen(WelcomeDialog);
    },
    // The session check itself reports a failure when the screen asks for it.
    () => undefined,
  );
}
