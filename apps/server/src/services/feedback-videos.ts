import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { isAbsolute, join, relative } from 'node:path';
import type { Multipart } from '@fastify/multipart';
import { FEEDBACK_VIDEO_MAX_BYTES, type FeedbackVideo, UPLOAD_FILE_FIELDS, feedbackVideoUrl } from '@soroban/contracts';
import type { Config } from '../config.ts';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { isTeacherOf } from '../repositories/classroom.ts';
import { type FeedbackVideoRow, feedbackVideosOf, findFeedbackVideo, insertFeedbackVideo } from '../repositories/feedback-videos.ts';
import { checkUploadRoom, withinVideoQuota } from './quotas.ts';
import { isCancelledUpload, type StoredVideoFile, storeVideoFile, uploadFailure } from './video-file.ts';

/** A video as its answers describe it: the playback address, never the file's place on disk. */
export const feedbackVideoView = (video: FeedbackVideoRow): FeedbackVideo => ({
  videoId: video.id,
  url: feedbackVideoUrl(video.id),
  originalName: video.original_name,
  size: Number(video.size),
  mime: video.mime,
  createdAt: video.created_at,
});

/** The videos folder, made at start; refused inside the web root, from which anyone could fetch the files. */
export function prepareFeedbackVideoFolder(config: Pick<Config, 'uploadsDir' | 'webDistDir'>): string {
  const dir = config.uploadsDir;
  const fromWebRoot = relative(config.webDistDir, dir);
  if (fromWebRoot === '' || (!fromWebRoot.startsWith('..') && !isAbsolute(fromWebRoot))) {
    throw new Error(`uploadsDir ${dir} is inside the served web root ${config.webDistDir}; choose a folder outside it (UPLOADS_DIR)`);
  }
  mkdirSync(dir, { recursive: true });
  return dir;
}

const ACCEPTED_FIELDS = new Set<string>(UPLOAD_FILE_FIELDS);

/**
 * Stores the first video of an upload under a random id and records it; other parts are drained.
 * A failure removes the stored file and becomes an envelope a person can act on. Refused before
 * any byte is stored when the account's quotas or the disk have no room for `declaredBytes`.
 */
export async function uploadFeedbackVideo(ctx: CallContext, parts: AsyncIterableIterator<Multipart>, declaredBytes?: number): Promise<FeedbackVideo> {
  await checkUploadRoom(ctx, declaredBytes);
  const dir = ctx.config.uploadsDir;
  const id = randomBytes(18).toString('base64url');
  let stored: StoredVideoFile | undefined;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (stored || !ACCEPTED_FIELDS.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      stored = await storeVideoFile(dir, part, id, FEEDBACK_VIDEO_MAX_BYTES);
    }
    if (!stored) throw failures.badInput('There is no video in the upload: send it in a field named files[] or file.');
    const video = {
      id,
      owner_id: ctx.user.id,
      original_name: stored.originalName,
      stored_name: stored.storedName,
      size: stored.size,
      mime: stored.mime,
      created_at: ctx.now.toISOString(),
    };
    await withinVideoQuota(ctx, video.size, (trx) => insertFeedbackVideo(trx, video));
    return feedbackVideoView(video);
  } catch (error) {
    if (stored) await rm(join(dir, stored.storedName), { force: true });
    // A person closing the tab is not a fault of ours: a line at info, without a stack.
    if (isCancelledUpload(error)) ctx.log.info({ userId: ctx.user.id }, 'upload cancelled by the client before it finished');
    throw uploadFailure(error);
  }
}

/** A video the person may watch: their own or a student's of theirs. Anyone else's answers like a missing one. */
export async function watchableFeedbackVideo(ctx: CallContext, id: unknown): Promise<FeedbackVideoRow> {
  const db = ctx.db.kysely;
  const video = typeof id === 'string' && /^[\w-]{10,64}$/.test(id) ? await findFeedbackVideo(db, id) : undefined;
  if (!video || (video.owner_id !== ctx.user.id && !(await isTeacherOf(db, ctx.user.id, video.owner_id)))) {
    throw failures.notFound('There is no video with that id that you can watch.');
  }
  return video;
}

export async function myFeedbackVideos(ctx: CallContext): Promise<FeedbackVideo[]> {
  return (await feedbackVideosOf(ctx.db.kysely, [ctx.user.id])).map(feedbackVideoView);
}
