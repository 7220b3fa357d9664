import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import { hashPassword } from '../lib/passwords.ts';
import { anyUserExists } from '../repositories/users.ts';
import { createAccount } from './accounts.ts';

export const DEMO_EMAIL = 'demo@sorobanquiz.local';

/**
 * On a brand-new local database, creates a demo student so the app can be tried at once.
 * Returns the credentials to print, or undefined when the database already has accounts.
 */
export async function createDemoAccountIfEmpty(db: Db, now: Date): Promise<{ email: string; password: string } | undefined> {
  if (await anyUserExists(db.kysely)) return undefined;
  const password = `abacus-${randomBytes(6).toString('base64url')}`;
  await createAccount(db, {
    email: DEMO_EMAIL,
    displayName: 'Demo Student',
    passwordHash: await hashPassword(password),
    createdAt: now.toISOString(),
  });
  return { email: DEMO_EMAIL, password };
}
