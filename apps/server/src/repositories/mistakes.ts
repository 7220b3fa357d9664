import type { Executor } from '../db/connect.ts';
import type { LearnerMistakesTable } from '../db/schema.ts';

/** The kept mistakes of a learner among these problem keys. */
export const mistakesByKey = (db: Executor, userId: number, keys: readonly string[]) =>
  keys.length === 0
    ? Promise.resolve([])
    : db.selectFrom('learner_mistakes').selectAll().where('user_id', '=', userId).where('problem_key', 'in', keys).execute();

/** A learner's kept mistakes, most missed first, then the latest missed; at most `limit`. */
export const mistakesOf = (db: Executor, userId: number, limit: number) =>
  db
    .selectFrom('learner_mistakes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('wrong_count', 'desc')
    .orderBy('last_wrong_at', 'desc')
    .orderBy('problem_key')
    .limit(limit)
    .execute();

export async function countMistakes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('learner_mistakes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Writes each mistake's new state, inserting the ones missed for the first time. */
export async function saveMistakes(db: Executor, rows: readonly LearnerMistakesTable[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('learner_mistakes')
    .values(rows.slice())
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'problem_key']).doUpdateSet((eb) => ({
        display: eb.ref('excluded.display'),
        recipe: eb.ref('excluded.recipe'),
        wrong_count: eb.ref('excluded.wrong_count'),
        last_wrong_at: eb.ref('excluded.last_wrong_at'),
        diagnosis_kind: eb.ref('excluded.diagnosis_kind'),
        diagnosis_message: eb.ref('excluded.diagnosis_message'),
        right_days: eb.ref('excluded.right_days'),
        last_right_day: eb.ref('excluded.last_right_day'),
      })),
    )
    .execute();
}

/** Clears mistakes answered right on enough days. */
export async function clearMistakes(db: Executor, userId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db.deleteFrom('learner_mistakes').where('user_id', '=', userId).where('problem_key', 'in', keys).execute();
}

/** Every kept mistake of a learner (a reset of the program: they came from the history it deletes). */
export async function deleteAllMistakes(db: Executor, userId: number) {
  await db.deleteFrom('learner_mistakes').where('user_id', '=', userId).execute();
}
