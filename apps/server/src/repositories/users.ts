import type { Selectable } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { UsersTable } from '../db/schema.ts';

export type User = Selectable<UsersTable>;

export const findUserByEmail = (db: Executor, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const findUserById = (db: Executor, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether any account exists yet (a brand-new database has none). */
export const anyUserExists = async (db: Executor) => Boolean(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());

export interface NewUser {
  email: string;
  displayName: string;
  passwordHash: string;
  createdAt: string;
  isPaid?: boolean;
}

/**
 * A new account as it starts: not disabled, the welcome still to come, and the share bar off — a
 * children's app does not put social networks in front of a learner unless someone turns them on
 * (sharing settings). Accounts made before keep the choice they had.
 */
export const insertUser = (db: Executor, user: NewUser) =>
  db
    .insertInto('users')
    .values({
      email: user.email,
      display_name: user.displayName,
      password_hash: user.passwordHash,
      is_paid: user.isPaid ? 1 : 0,
      is_disabled: 0,
      show_share_bar: 0,
      just_registered: 1,
      created_at: user.createdAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

type UserChanges = Partial<
  Pick<
    User,
    'display_name' | 'password_hash' | 'is_paid' | 'is_disabled' | 'guided_preferred' | 'show_share_bar' | 'teaches' | 'sound_muted' | 'just_registered'
  >
>;

/**
 * Takes the account row's write lock until the transaction ends (a row lock on PostgreSQL, the
 * single writer on SQLite), so a count of the account's rows and the insert after it cannot
 * interleave with another call of the same account, in this process or another.
 */
export async function lockAccount(trx: Executor, id: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ display_name: eb.ref('display_name') }))
    .where('id', '=', id)
    .execute();
}

export const updateUser = (db: Executor, id: number, changes: UserChanges) => db.updateTable('users').set(changes).where('id', '=', id).executeTakeFirst();

export const listUsers = (db: Executor) =>
  db.selectFrom('users').select(['id', 'email', 'display_name', 'is_paid', 'is_disabled', 'created_at']).orderBy('id').execute();
