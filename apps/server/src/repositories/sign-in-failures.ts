import { sql } from 'kysely';
import type { Dialect, Executor } from '../db/connect.ts';

/**
 * Holds the buckets until the transaction ends, so attempts in one bucket are counted and recorded
 * one at a time. PostgreSQL takes an advisory lock per bucket (in sorted order, so two attempts
 * sharing buckets cannot deadlock); SQLite has one writer connection, whose transaction already
 * runs alone.
 */
export async function lockBuckets(dialect: Dialect, trx: Executor, buckets: string[]) {
  if (dialect !== 'postgres') return;
  for (const bucket of [...buckets].sort()) await sql`select pg_advisory_xact_lock(hashtext(${bucket}))`.execute(trx);
}

export async function recentAttempts(db: Executor, bucket: string, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('sign_in_failures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('bucket', '=', bucket)
    .where('failed_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Records one attempt in each bucket; answers the rows' ids. */
export async function recordAttempts(db: Executor, buckets: string[], atIso: string): Promise<number[]> {
  const rows = await db
    .insertInto('sign_in_failures')
    .values(buckets.map((bucket) => ({ bucket, failed_at: atIso })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A right password: this attempt was no failure, and the earlier failures from its address are forgiven. */
export const clearFailures = (db: Executor, bucket: string, attemptIds: number[] = []) =>
  db
    .deleteFrom('sign_in_failures')
    .where((eb) => (attemptIds.length > 0 ? eb.or([eb('bucket', '=', bucket), eb('id', 'in', attemptIds)]) : eb('bucket', '=', bucket)))
    .execute();

/** Every bucket whose name starts with `prefix` (an account's failures from any address); substr works on both databases. */
export const clearFailuresStartingWith = (db: Executor, prefix: string) =>
  db
    .deleteFrom('sign_in_failures')
    .where(sql<string>`substr(bucket, 1, ${prefix.length})`, '=', prefix)
    .execute();

export const deleteFailuresBefore = (db: Executor, beforeIso: string) => db.deleteFrom('sign_in_failures').where('failed_at', '<=', beforeIso).execute();
