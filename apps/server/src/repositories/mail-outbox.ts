import type { Executor } from '../db/connect.ts';

export interface QueuedMail {
  recipient: string;
  subject: string;
  body: string;
}

export async function queueMail(db: Executor, mail: QueuedMail, atIso: string) {
  await db
    .insertInto('mail_outbox')
    .values({ ...mail, created_at: atIso, next_attempt_at: atIso })
    .execute();
}

/** Up to `limit` messages whose next attempt is due, oldest first. */
export const dueMail = (db: Executor, nowIso: string, limit: number) =>
  db.selectFrom('mail_outbox').selectAll().where('next_attempt_at', '<=', nowIso).orderBy('next_attempt_at').orderBy('id').limit(limit).execute();

/**
 * Takes a message for one attempt until `leaseUntilIso`, counting the attempt; false when another
 * process took it first (its attempt count moved on), so two processes never send one message.
 */
export async function claimMail(db: Executor, id: number, seenAttempts: number, leaseUntilIso: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: seenAttempts + 1, next_attempt_at: leaseUntilIso })
    .where('id', '=', id)
    .where('attempts', '=', seenAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a claimed message for one more lease while its attempt (counted `attempts`) is still sending. */
export const extendMailLease = (db: Executor, id: number, attempts: number, leaseUntilIso: string) =>
  db.updateTable('mail_outbox').set({ next_attempt_at: leaseUntilIso }).where('id', '=', id).where('attempts', '=', attempts).execute();

export const retryMailAt = (db: Executor, id: number, atIso: string, error: string) =>
  db.updateTable('mail_outbox').set({ next_attempt_at: atIso, last_error: error }).where('id', '=', id).execute();

/** Sent or given up: the row goes, and with it the link it carried. */
export const deleteMail = (db: Executor, id: number) => db.deleteFrom('mail_outbox').where('id', '=', id).execute();
