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

/** Records one attempt in each bucket, committed at once; answers the rows' ids. */
export async function recordFailure(db: Db, buckets: string[], atIso: string): Promise<number[]> {
  const rows = await db.kysely
    .insertInto('sign_in_failures')
    .values(buckets.map((bucket) => ({ bucket, failed_at: atIso })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Takes back attempts recorded ahead of time that were refused unchecked. */
export async function forgetAttempts(db: Db, ids: number[]) {
  if (ids.length > 0) await db.kysely.deleteFrom('sign_in_failures').where('id', 'in', ids).execute();
}

/** A right password: this attempt was no failure, and the account's earlier failures are forgiven. */
export const clearFailures = (db: Db, bucket: string, attemptIds: number[] = []) =>
  db.kysely
    .deleteFrom('sign_in_failures')
    .where((eb) => (attemptIds.length > 0 ? eb.or([eb('bucket', '=', bucket), eb('id', 'in', attemptIds)]) : eb('bucket', '=', bucket)))
    .execute();

export const deleteFailuresBefore = (db: Db, beforeIso: string) =>
  db.kysely.deleteFrom('sign_in_failures').where('failed_at', '<=', beforeIso).execute();
