import type { Executor } from '../db/connect.ts';
import type { LearnerSkillsTable } from '../db/schema.ts';

/** The stored state of these skills of a learner (skills never answered are absent). */
export const skillsOf = (db: Executor, userId: number, skills: readonly string[]) =>
  skills.length === 0 ? Promise.resolve([]) : db.selectFrom('learner_skills').selectAll().where('user_id', '=', userId).where('skill', 'in', skills).execute();

/** Every skill of a learner. */
export const allSkillsOf = (db: Executor, userId: number) => db.selectFrom('learner_skills').selectAll().where('user_id', '=', userId).execute();

/** Writes the new state of each skill, inserting the ones met for the first time. */
export async function saveSkills(db: Executor, rows: readonly LearnerSkillsTable[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('learner_skills')
    .values(rows.slice())
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'skill']).doUpdateSet((eb) => ({
        known: eb.ref('excluded.known'),
        stability: eb.ref('excluded.stability'),
        last_at: eb.ref('excluded.last_at'),
        reps: eb.ref('excluded.reps'),
        lapses: eb.ref('excluded.lapses'),
      })),
    )
    .execute();
}

/** Every skill's state of a learner (a reset of the program: it was learnt from the history it deletes). */
export async function deleteAllSkills(db: Executor, userId: number) {
  await db.deleteFrom('learner_skills').where('user_id', '=', userId).execute();
}
