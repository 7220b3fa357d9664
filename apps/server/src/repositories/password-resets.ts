import type { Executor } from '../db/connect.ts';
import { hashToken } from '../lib/tokens.ts';

export async function createPasswordReset(db: Executor, token: string, userId: number, createdAt: string, expiresAt: string) {
  await db
    .insertInto('password_resets')
    .values({ token_hash: hashToken(token), user_id: userId, created_at: createdAt, expires_at: expiresAt, used_at: null })
    .execute();
}

/**
 * Marks the token used and returns its user in one step, so a link works once even if it is
 * opened twice at the same moment; undefined for an unknown, used or expired token.
 */
export async function consumePasswordReset(db: Executor, token: string, nowIso: string): Promise<number | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: nowIso })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowIso)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Voids every link of the account not yet used (a new password makes them pointless and risky). */
export const voidPasswordResets = (db: Executor, userId: number) =>
  db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
