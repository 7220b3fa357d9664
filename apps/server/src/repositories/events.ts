import type { Executor } from '../db/connect.ts';

export interface NewEvent {
  userId: number;
  name: string;
  type: string | null;
  data: Record<string, unknown>;
  lpath: number | null;
  at: string;
}

/** Stores one event with its data as JSON; answers its id. */
export async function insertEvent(db: Executor, event: NewEvent): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      user_id: event.userId,
      event_name: event.name,
      event_type: event.type,
      event_data: JSON.stringify(event.data),
      lpath: event.lpath === null ? null : String(event.lpath),
      created_at: event.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many events the person logged since `sinceIso` (the events_user_time index). */
export async function countEventsSince(db: Executor, userId: number, sinceIso: string): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sinceIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
