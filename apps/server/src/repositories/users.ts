import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { UsersTable } from '../db/schema.ts';

export type User = Selectable<UsersTable>;

export const findUserByEmail = (db: Db, email: string) =>
  db.kysely.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export const findUserById = (db: Db, id: number) => db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export interface NewUser {
  email: string;
  displayName: string;
  passwordHash: string;
  createdAt: string;
  isPaid?: boolean;
}

/** Creates the account and its empty wallet together; undefined when the email is taken. */
export async function createUser(db: Db, user: NewUser): Promise<User | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
    if (taken) return undefined;
    const created = await trx
      .insertInto('users')
      .values({
        email: user.email,
        display_name: user.displayName,
        password_hash: user.passwordHash,
        is_paid: user.isPaid ? 1 : 0,
        is_disabled: 0,
        show_share_bar: 1,
        just_registered: 1,
        created_at: user.createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.insertInto('wallets').values({ user_id: created.id, balance: 0 }).execute();
    return created;
  });
}

type UserChanges = Partial<
  Pick<User, 'display_name' | 'password_hash' | 'is_paid' | 'is_disabled' | 'guided_preferred' | 'show_share_bar' | 'just_registered'>
>;

export const updateUser = (db: Db, id: number, changes: UserChanges) => db.kysely.updateTable('users').set(changes).where('id', '=', id).executeTakeFirst();

export const listUsers = (db: Db) =>
  db.kysely.selectFrom('users').select(['id', 'email', 'display_name', 'is_paid', 'is_disabled', 'created_at']).orderBy('id').execute();
