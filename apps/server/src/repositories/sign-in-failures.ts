import type { Db } from '../db/connect.ts';

export async function countRecentFailures(db: Db, bucket: string, sinceIso: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('bucket', '=', bucket)
    .where('failed_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export const recordFailure = (db: Db, buckets: string[], atIso: string) =>
  db.kysely
    .insertInto('sign_in_failures')
    .values(buckets.map((bucket) => ({ bucket, failed_at: atIso })))
    .execute();

export const clearFailures = (db: Db, bucket: string) =>
  db.kysely.deleteFrom('sign_in_failures').where('bucket', '=', bucket).execute();

export const deleteFailuresBefore = (db: Db, beforeIso: string) =>
  db.kysely.deleteFrom('sign_in_failures').where('failed_at', '<=', beforeIso).execute();
