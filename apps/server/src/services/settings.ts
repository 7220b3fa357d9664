import { ErrorCode, type SettingName } from '@soroban/contracts';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { updateUser } from '../repositories/users.ts';
import { setPassword } from './accounts.ts';
import { verifyCredentials } from './sign-in.ts';

const COLUMNS = {
  guidedPreferred: 'guided_preferred',
  showShareThisBar: 'show_share_bar',
  teaches: 'teaches',
  soundMuted: 'sound_muted',
} as const satisfies Record<SettingName, string>;

/** The settings of SPEC 7, "I teach" and the sound switch, stored as 0/1. */
export async function saveSetting(ctx: Pick<CallContext, 'db' | 'user'>, name: SettingName, value: boolean) {
  await updateUser(ctx.db.kysely, ctx.user.id, { [COLUMNS[name]]: value ? 1 : 0 });
}

export async function saveDisplayName(ctx: Pick<CallContext, 'db' | 'user'>, displayName: string) {
  await updateUser(ctx.db.kysely, ctx.user.id, { display_name: displayName });
}

/**
 * The current password is checked like a sign-in, throttled in the same buckets: a stolen session
 * must not become a way to guess the password without limit. Whoever else was signed in, perhaps
 * with the old password, is signed out; the session of `sessionToken` stays.
 */
export async function changePassword(ctx: CallContext, currentPassword: string, newPassword: string, sessionToken: string | undefined) {
  try {
    await verifyCredentials(ctx, ctx.user.email, currentPassword, ctx.ip);
  } catch (error) {
    if (error instanceof ApiFailure && error.code === ErrorCode.wrongCredentials) {
      throw failures.badInput('The current password is not right, so the password was not changed.');
    }
    throw error;
  }
  await setPassword(ctx.db, ctx.user.id, newPassword, sessionToken);
}
