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
