import { apiPath } from '@soroban/contracts';
import { matchPath } from 'react-router';
import { sendEarly, sessionBody } from '@/lib/api-client';
import { LAUNCHPAD_PATH, launchpadBody } from '@/features/guided/api/launchpad-request';

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
