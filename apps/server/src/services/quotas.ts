import { statfs } from 'node:fs/promises';
import { ErrorCode, FEEDBACK_VIDEO_MAX_BYTES } from '@soroban/contracts';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { countEventsSince } from '../repositories/events.ts';
import { feedbackVideoUsage } from '../repositories/feedback-videos.ts';
import { countQuizStartsSince } from '../repositories/practice.ts';

/**
 * Per-account quotas, counted from the rows the account already has (config.quotas, README). Each
 * refusal is a 429 that says what was reached and when it frees up. Two calls racing at the edge
 * may both pass: a quota bounds abuse, it is not an exact count.
 */
const minuteAgo = (now: Date) => new Date(now.getTime() - 60_000).toISOString();
const mb = (bytes: number) => `${Math.floor(bytes / 1_000_000).toLocaleString('en-US')} MB`;

export async function checkQuizStartQuota(ctx: CallContext) {
  const limit = ctx.config.quotas.quizStartsPerMinute;
  if ((await countQuizStartsSince(ctx.db.kysely, ctx.user.id, minuteAgo(ctx.now))) >= limit) {
    throw failures.quotaReached(`You started ${limit} quizzes in the last minute, the most one account may. Wait a minute, then start the next one.`);
  }
}

export async function checkEventQuota(ctx: CallContext) {
  const limit = ctx.config.quotas.eventsPerMinute;
  if ((await countEventsSince(ctx.db.kysely, ctx.user.id, minuteAgo(ctx.now))) >= limit) {
    throw failures.quotaReached(`This account sent ${limit} events in the last minute, the most it may. Wait a minute and they are recorded again.`);
  }
}

/**
 * Refuses an upload before any byte is stored when the account's videos for the UTC day or in all
 * would pass their quota, or the disk would come near full. `declaredBytes` is the request's
 * Content-Length (the video and a little form data), or the largest video when it is not given.
 */
export async function checkUploadRoom(ctx: CallContext, declaredBytes: number | undefined) {
  const { quotas } = ctx.config;
  const incoming = Math.min(declaredBytes ?? FEEDBACK_VIDEO_MAX_BYTES, FEEDBACK_VIDEO_MAX_BYTES);
  const usage = await feedbackVideoUsage(ctx.db.kysely, ctx.user.id, `${ctx.now.toISOString().slice(0, 10)}T00:00:00.000Z`);
  if (usage.today >= quotas.feedbackVideosPerDay) {
    throw failures.quotaReached(
      `You uploaded ${quotas.feedbackVideosPerDay} feedback videos today, the most one account may in a day. Upload this one tomorrow (the day turns at midnight UTC).`,
    );
  }
  if (usage.bytes + incoming > quotas.feedbackVideoBytesPerAccount) {
    throw failures.quotaReached(
      `Your feedback videos already take ${mb(usage.bytes)} of the ${mb(quotas.feedbackVideoBytesPerAccount)} one account may keep, so this one does not fit. Ask your school's administrator to remove old videos.`,
    );
  }
  const disk = await statfs(ctx.config.uploadsDir);
  const free = Number(disk.bavail) * Number(disk.bsize);
  if (free - incoming < quotas.minFreeDiskBytes) {
    ctx.log.warn(
      { freeBytes: free, minFreeBytes: quotas.minFreeDiskBytes, uploadsDir: ctx.config.uploadsDir },
      'upload refused: the uploads disk is nearly full',
    );
    throw new ApiFailure(ErrorCode.insufficientStorage, 'The server has no room for videos right now. Try again later, or tell your teacher.');
  }
}
