import { apiPath } from './envelope.ts';

/**
 * The meta tag the server puts in the page of a first screen whose code that page names, so the
 * boot code's first render waits for that code instead of showing a spinner (docs/decisions/0006).
 */
export const FIRST_SCREEN_MARKER = 'first-screen-code';

/** A call a first screen makes as soon as it shows: its path, and what its body adds to the client's fields. */
export interface EarlyCall {
  path: string;
  fields: Record<string, string>;
}

/** Asked on every signed-in page at boot: who is signed in, and whether this is a first visit. */
export const SESSION_EARLY_CALL: EarlyCall = { path: apiPath('check_session'), fields: {} };

/** The daily goal bar and the today's-practice card, which both launchpads show at the top. */
const LAUNCHPAD_CARD_CALLS: EarlyCall[] = ['daily_progress_api', 'todays_practice_api', 'my_mistakes_api'].map((name) => ({
  path: apiPath(name),
  fields: {},
}));

/**
 * A page's screen: its path under the app's base, without a trailing slash (the keys of
 * SCREEN_EARLY_CALLS), as the server serving the page and the boot code both read it. Undefined for
 * a path outside the base.
 */
export function screenPath(pathname: string, base: string): string | undefined {
  return pathname.startsWith(base) ? pathname.slice(base.length).replace(/\/+$/, '') : undefined;
}

/** What a screen asks as soon as it shows, by its path under the app's base (screenPath). */
export const SCREEN_EARLY_CALLS: Record<string, EarlyCall[]> = {
  '/launchpad': LAUNCHPAD_CARD_CALLS,
  '/launchpad-guided': [{ path: apiPath('guided_launchpad'), fields: { requestedLevel: '' } }, ...LAUNCHPAD_CARD_CALLS],
};

/**
 * The id of the JSON block in which the server's page carries its first screen's early answers (by
 * call path), so the boot code takes them from the page instead of asking: on a phone each call
 * would otherwise cost a round trip after the boot code had run.
 */
export const EARLY_ANSWERS_ID = 'sq-early-answers';

/**
 * The class names of a signed-in page's frame: the header, and the status line under it. The
 * server's page draws that frame before the app's code has arrived (a phone on a slow line sees the
 * app at once instead of a blank page) and the shell draws the same header once it runs, both from
 * one set of rules (apps/web/src/components/page-frame.css), so nothing moves when the code takes over.
 */
export const PAGE_FRAME = {
  header: 'sq-header',
  toolbar: 'sq-toolbar',
  logo: 'sq-logo',
  title: 'sq-title',
  status: 'sq-status',
  /** On the server's frame alone: drawn before the code has run (page-frame.css sets its name in the system's face). */
  early: 'sq-early',
} as const;

/** The words of the page's frame, which the server's page and the shell show alike: the app's name in the header, and the loading line (SPEC 2.1). */
export const PAGE_FRAME_WORDS = { title: 'Soroban Quiz', loading: 'Please wait loading...' } as const;
