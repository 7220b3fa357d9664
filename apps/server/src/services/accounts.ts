import type { Db } from '../db/connect.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { hashPassword } from '../lib/passwords.ts';
import { openWallet } from '../repositories/ledger.ts';
import { voidPasswordResets } from '../repositories/password-resets.ts';
import { deleteUserSessions } from '../repositories/sessions.ts';
import { type NewUser, type User, findUserByEmail, insertUser, listUsers, updateUser } from '../repositories/users.ts';

/** Creates the account and its empty wallet together; undefined when the email is taken. */
export async function createAccount(db: Db, account: NewUser): Promise<User | undefined> {
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      if (await findUserByEmail(trx, account.email)) return undefined;
      const user = await insertUser(trx, account);
      await openWallet(trx, user.id);
      return user;
    });
  } catch (error) {
    // Two sign-ups of one email at once (or two processes making the demo account on one new
    // database) both found it free; the one that inserted second is told it is taken.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/**
 * Sets a new password; whoever knew the old one is signed out everywhere but `keepSessionToken`,
 * and reset links still in some inbox stop working.
 */
export async function setPassword(db: Db, userId: number, password: string, keepSessionToken?: string) {
  await updateUser(db.kysely, userId, { password_hash: await hashPassword(password) });
  await deleteUserSessions(db.kysely, userId, keepSessionToken);
  await voidPasswordResets(db.kysely, userId);
}

export const accountByEmail = (db: Db, email: string) => findUserByEmail(db.kysely, email);

export const allAccounts = (db: Db) => listUsers(db.kysely);

export async function setPaid(db: Db, userId: number, paid: boolean) {
  await updateUser(db.kysely, userId, { is_paid: paid ? 1 : 0 });
}

/** A disabled account cannot sign in, and its open sessions end at once. */
export async function setDisabled(db: Db, userId: number, disabled: boolean) {
  await updateUser(db.kysely, userId, { is_disabled: disabled ? 1 : 0 });
  if (disabled) await deleteUserSessions(db.kysely, userId);
}
