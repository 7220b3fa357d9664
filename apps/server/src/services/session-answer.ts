import { ErrorCode, type ErrorEnvelope, type SessionAnswer } from '@soroban/contracts';
import type { Config } from '../config.ts';
import { ApiFailure } from '../lib/api-failure.ts';
import type { User } from '../repositories/users.ts';

/** Where a signed-in person lands (SPEC 4): onboarding when new, else their chosen launchpad. */
export function landingPath(user: User): string {
  if (user.just_registered) return '/onboarding';
  return user.guided_preferred === 1 ? '/launchpad-guided' : '/launchpad';
}

export const guidedPreference = (user: User): boolean | null => (user.guided_preferred === null ? null : user.guided_preferred === 1);

/** The answer of login, register and check_session: who is signed in and what they see. */
export function sessionAnswer(user: User, config: Config, justLoggedIn: boolean): SessionAnswer {
  const isPaidSubscriber = user.is_paid ? 1 : 0;
  const justRegistered = user.just_registered ? '1' : '0';
  return {
    httpResponse: 200,
    message: justLoggedIn ? `Welcome, ${user.display_name}!` : 'Session is valid.',
    justLoggedIn,
    justRegistered,
    guidedPreferred: guidedPreference(user),
    isPaidSubscriber,
    redirectURL: landingPath(user),
    redirectType: 'internal',
    // Paid subscribers see no margin ads (SPEC 6).
    leftMarginAd: isPaidSubscriber ? '' : config.adPaths.left,
    rightMarginAd: isPaidSubscriber ? '' : config.adPaths.right,
    user: {
      userId: user.id,
      displayName: user.display_name,
      email: user.email,
      isPaidSubscriber,
      guidedPreferred: guidedPreference(user),
      showShareThisBar: user.show_share_bar === 1,
      teaches: user.teaches === 1,
      soundMuted: user.sound_muted === 1,
      justRegistered,
    },
  };
}

/** The session lookup's verdicts: no session, one that ended or is unknown, a disabled account. */
const SESSION_VERDICTS = new Set<number>([ErrorCode.noSession, ErrorCode.unknownSession, ErrorCode.accountDisabled]);

/**
 * check_session's "no" (SPEC 7: any httpResponse but 200, with the message, redirect fields and ad
 * paths), or undefined when the failure is not about the session. Asking whether someone is signed
 * in and hearing "no" is the sign-in screen's everyday case, not a failed request, so the route sends
 * it with HTTP 200 (docs/decisions/0003): the client reads httpResponse either way, and the browser
 * no longer logs a failed resource on every visit to the sign-in screen.
 */
export function sessionVerdict(error: unknown, config: Config): ErrorEnvelope | undefined {
  if (!(error instanceof ApiFailure) || !SESSION_VERDICTS.has(error.code)) return undefined;
  return {
    httpResponse: error.code,
    message: error.message,
    ...error.redirect,
    leftMarginAd: config.adPaths.left,
    rightMarginAd: config.adPaths.right,
  };
}
