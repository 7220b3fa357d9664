import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { FeedbackVideosTable } from '../db/schema.ts';

export type FeedbackVideoRow = Selectable<FeedbackVideosTable>;

export const insertFeedbackVideo = (db: Executor, video: Insertable<FeedbackVideosTable>) => db.insertInto('feedback_videos').values(video).execute();

export const findFeedbackVideo = (db: Executor, id: string) => db.selectFrom('feedback_videos').selectAll().where('id', '=', id).executeTakeFirst();

/** Newest first, for one person or every student of a classroom. */
export const feedbackVideosOf = (db: Executor, ownerIds: number[]) =>
  ownerIds.length === 0
    ? Promise.resolve([] as FeedbackVideoRow[])
    : db.selectFrom('feedback_videos').selectAll().where('owner_id', 'in', ownerIds).orderBy('created_at', 'desc').orderBy('id').execute();

/** The person's stored videos: how many since `sinceIso`, and how many bytes in all. */
export async function feedbackVideoUsage(db: Executor, ownerId: number, sinceIso: string): Promise<{ today: number; bytes: number }> {
  const row = await db
    .selectFrom('feedback_videos')
    .select((eb) => [
      eb.fn.sum<number | string | null>(eb.case().when('created_at', '>=', sinceIso).then(1).else(0).end()).as('today'),
      eb.fn.sum<number | string | null>('size').as('bytes'),
    ])
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return { today: Number(row.today ?? 0), bytes: Number(row.bytes ?? 0) };
}
