import type { SessionAnswer } from '@soroban/contracts';
import type { Config } from '../config.ts';
import type { User } from '../repositories/users.ts';

/** Where a signed-in person lands (SPEC 4): onboarding when new, else their chosen launchpad. */
export function landingPath(user: User): string {
  if (user.just_registered) return '/onboarding';
  return user.guided_preferred === 1 ? '/launchpad-guided' : '/launchpad';
}

export const guidedPreference = (user: User): boolean | null =>
  user.guided_preferred === null ? null : user.guided_preferred === 1;

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
      justRegistered,
    },
  };
}
