import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';

/** The teacher's switch and the parent's address and consent of one account. */
export const summarySettingsOf = (db: Executor, userId: number) =>
  db.selectFrom('users').select(['weekly_summary', 'parent_email', 'parent_consent']).where('id', '=', userId).executeTakeFirstOrThrow();

export const saveSummarySettings = (db: Executor, userId: number, values: { weekly_summary: number; parent_email: string | null; parent_consent: number }) =>
  db.updateTable('users').set(values).where('id', '=', userId).execute();

/** A summary's recipient key is `<prefix>:<user id>` (services/weekly-summary.ts writes it when it claims one). */
type RecipientPrefix = 'teacher' | 'parent';

/** True for a row of `users as u` whose summary of `week` under `prefix` is not queued (claimed) yet. */
const notQueuedYet = (eb: ExpressionBuilder<Database & { u: Database['users'] }, 'u'>, prefix: RecipientPrefix, week: string) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('weekly_summaries as w')
        .select('w.week')
        .where('w.week', '=', week)
        .where('w.recipient_key', '=', sql<string>`${sql.lit(`${prefix}:`)} || cast(u.id as text)`),
    ),
  );

/** Teachers (enabled, summary on) with a classroom, whose summary of `week` is not queued yet; `afterId` pages them. */
export const teachersDue = (db: Executor, week: string, afterId: number, limit: number) =>
  db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.display_name'])
    .where('u.is_disabled', '=', 0)
    .where('u.weekly_summary', '=', 1)
    .where('u.id', '>', afterId)
    .where((eb) => eb.exists(eb.selectFrom('classrooms as c').select('c.id').whereRef('c.owner_id', '=', 'u.id')))
    .where((eb) => notQueuedYet(eb, 'teacher', week))
    .orderBy('u.id')
    .limit(limit)
    .execute();

/** Learners (enabled) who gave a parent's address and consent, whose summary of `week` is not queued yet. */
export const learnersWithParentDue = (db: Executor, week: string, afterId: number, limit: number) =>
  db
    .selectFrom('users as u')
    .select(['u.id', 'u.display_name', 'u.parent_email'])
    .where('u.is_disabled', '=', 0)
    .where('u.parent_consent', '=', 1)
    .where('u.parent_email', 'is not', null)
    .where('u.id', '>', afterId)
    .where((eb) => notQueuedYet(eb, 'parent', week))
    .orderBy('u.id')
    .limit(limit)
    .execute();

/** Claims the summary of `week` for one recipient: true for the one process whose row went in. */
export async function claimSummary(db: Executor, row: { recipient_key: string; week: string; email: string; queued_at: string }): Promise<boolean> {
  const result = await db
    .insertInto('weekly_summaries')
    .values(row)
    .onConflict((conflict) => conflict.columns(['recipient_key', 'week']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A teacher's classrooms, each with its enabled students. */
export const classroomsWithMembers = (db: Executor, ownerId: number) =>
  db
    .selectFrom('classrooms as c')
    .leftJoin('classroom_members as m', 'm.classroom_id', 'c.id')
    .leftJoin('users as u', (join) => join.onRef('u.id', '=', 'm.user_id').on('u.is_disabled', '=', 0))
    .select(['c.id as classroom_id', 'c.name', 'u.id as user_id', 'u.display_name'])
    .where('c.owner_id', '=', ownerId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .orderBy('u.display_name')
    .execute();
