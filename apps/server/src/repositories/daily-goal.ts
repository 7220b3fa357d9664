import type { Executor } from '../db/connect.ts';

/** The goal columns of one account. */
export async function goalOf(db: Executor, userId: number) {
  return db.selectFrom('users').select(['goal_kind', 'goal_amount']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function saveGoal(db: Executor, userId: number, kind: string, amount: number) {
  await db.updateTable('users').set({ goal_kind: kind, goal_amount: amount }).where('id', '=', userId).execute();
}

/**
 * The quizzes the person finished since `since` (server clock), with their start and finish. A sheet
 * answered faster than anyone could (unpaid 'too-fast') is not work done, so it is left out.
 */
export async function finishedSince(db: Executor, userId: number, since: string) {
  return db
    .selectFrom('quizzes')
    .select(['started_at', 'finished_at'])
    .where('user_id', '=', userId)
    .where('finished_at', '>=', since)
    .where((eb) => eb.or([eb('unpaid', 'is', null), eb('unpaid', '!=', 'too-fast')]))
    .execute();
}

/** Lessons and kanji items confirmed with DONE since `since`: guided activities with no quiz. Each counts once, when first confirmed. */
export async function confirmedSince(db: Executor, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('guided_confirmations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('confirmed_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
