import type { Executor } from '../db/connect.ts';

/**
 * The secret stored under `name`, storing `candidate` first if there is none. Insert-or-keep, then
 * read: processes starting together all end up with whichever candidate was stored first.
 */
export async function sharedSecret(db: Executor, name: string, candidate: string, at: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: candidate, created_at: at })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
