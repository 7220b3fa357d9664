import { feedbackVideoUrl } from '@soroban/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, FeedbackVideosTable } from '../db/schema.ts';

type Q = Kysely<Database>;
export type VideoRow = Selectable<FeedbackVideosTable>;

export const insertVideo = (db: Q, video: Insertable<FeedbackVideosTable>) => db.insertInto('feedback_videos').values(video).execute();

export const findVideo = (db: Q, id: string) => db.selectFrom('feedback_videos').selectAll().where('id', '=', id).executeTakeFirst();

/** Newest first, for one person or every student of a classroom. */
export const videosOf = (db: Q, ownerIds: number[]) =>
  ownerIds.length === 0
    ? Promise.resolve([] as VideoRow[])
    : db.selectFrom('feedback_videos').selectAll().where('owner_id', 'in', ownerIds).orderBy('created_at', 'desc').orderBy('id').execute();

/** A video as its answers describe it: the playback address, never the file's place on disk. */
export const videoView = (video: VideoRow) => ({
  videoId: video.id,
  url: feedbackVideoUrl(video.id),
  originalName: video.original_name,
  size: Number(video.size),
  mime: video.mime,
  createdAt: video.created_at,
});
