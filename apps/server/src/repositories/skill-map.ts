import type { Executor } from '../db/connect.ts';
import type { LearnerWeeksTable } from '../db/schema.ts';

/** Writes the learner's summary for one ISO week, replacing an earlier one of the same week. */
export async function saveWeek(db: Executor, row: LearnerWeeksTable) {
  await db
    .insertInto('learner_weeks')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'week']).doUpdateSet((eb) => ({
        mean_mastery: eb.ref('excluded.mean_mastery'),
        mastered: eb.ref('excluded.mastered'),
        practised: eb.ref('excluded.practised'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** The learner's summaries of these weeks (weeks without practice are absent). */
export const weeksOf = (db: Executor, userId: number, weeks: readonly string[]) =>
  weeks.length === 0 ? Promise.resolve([]) : db.selectFrom('learner_weeks').selectAll().where('user_id', '=', userId).where('week', 'in', weeks).execute();

/** The complement-cell states of these learners (the class heat map). */
export const cellStatesOf = (db: Executor, userIds: readonly number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('learner_skills').selectAll().where('user_id', 'in', userIds).where('skill', 'like', 'cell:%').execute();

/** The display name of an account that is not disabled. */
export const activeUserName = (db: Executor, userId: number) =>
  db.selectFrom('users').select(['id', 'display_name']).where('id', '=', userId).where('is_disabled', '=', 0).executeTakeFirst();
