import { statfs } from 'node:fs/promises';
import { ErrorCode, FEEDBACK_VIDEO_MAX_BYTES } from '@soroban/contracts';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import type { Transaction } from 'kysely';
import type { Executor } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import type { CallContext } from '../lib/call-route.ts';
import { countEventsSince } from '../repositories/events.ts';
import { feedbackVideoUsage } from '../repositories/feedback-videos.ts';
import { countQuizStartsSince } from '../repositories/practice.ts';
import { lockAccount } from '../repositories/users.ts';

/**
 * Per-account quotas, counted from the rows the account already has (config.quotas, README). Each
 * refusal is a 429 that says what was reached and when it frees up. The count and the insert it
 * admits run in one transaction holding the account's lock, so calls racing at the edge pass
 * exactly up to the limit, also across processes on one PostgreSQL.
 */
const minuteAgo = (now: Date) => new Date(now.getTime() - 60_000).toISOString();
const mb = (bytes: number) => `${Math.floor(bytes / 1_000_000).toLocaleString('en-US')} MB`;

async function withinQuota<T>(
  ctx: CallContext,
  refusal: (trx: Transaction<Database>) => Promise<string | undefined>,
  insert: (trx: Transaction<Database>) => Promise<T>,
) {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await lockAccount(trx, ctx.user.id);
    const message = await refusal(trx);
    if (message !== undefined) throw failures.quotaReached(message);
    return insert(trx);
  });
}

/** Runs `insert` (the quiz row) only while the account has started fewer quizzes in the last minute than allowed. */
export function withinQuizStartQuota<T>(ctx: CallContext, insert: (trx: Transaction<Database>) => Promise<T>) {
  const limit = ctx.config.quotas.quizStartsPerMinute;
  return withinQuota(
    ctx,
    async (trx) =>
      (await countQuizStartsSince(trx, ctx.user.id, minuteAgo(ctx.now))) >= limit
        ? `You started ${limit} quizzes in the last minute, the most one account may. Wait a minute, then start the next one.`
        : undefined,
    insert,
  );
}

/** Runs `insert` (the event) only while the account has sent fewer events in the last minute than allowed. */
export function withinEventQuota<T>(ctx: CallContext, insert: (trx: Transaction<Database>) => Promise<T>) {
  const limit = ctx.config.quotas.eventsPerMinute;
  return withinQuota(
    ctx,
    async (trx) =>
      (await countEventsSince(trx, ctx.user.id, minuteAgo(ctx.now))) >= limit
        ? `This account sent ${limit} events in the last minute, the most it may. Wait a minute and they are recorded again.`
        : undefined,
    insert,
  );
}

/** Why an account with this usage may not store `incoming` more bytes of video, or undefined when it may. */
function videoQuotaRefusal(ctx: CallContext, usage: { today: number; bytes: number }, incoming: number): string | undefined {
  const { quotas } = ctx.config;
  if (usage.today >= quotas.feedbackVideosPerDay) {
    return `You uploaded ${quotas.feedbackVideosPerDay} feedback videos today, the most one account may in a day. Upload this one tomorrow (the day turns at midnight UTC).`;
  }
  if (usage.bytes + incoming > quotas.feedbackVideoBytesPerAccount) {
    return `Your feedback videos already take ${mb(usage.bytes)} of the ${mb(quotas.feedbackVideoBytesPerAccount)} one account may keep, so this one does not fit. Ask your school's administrator to remove old videos.`;
  }
  return undefined;
}

const videoUsage = (ctx: CallContext, db: Executor) => feedbackVideoUsage(db, ctx.user.id, `${ctx.now.toISOString().slice(0, 10)}T00:00:00.000Z`);

/**
 * Records a stored video (`insert`) only if it still fits the account's quotas with its real size:
 * uploads racing past checkUploadRoom's early look are settled here, under the account's lock.
 */
export function withinVideoQuota<T>(ctx: CallContext, size: number, insert: (trx: Transaction<Database>) => Promise<T>) {
  return withinQuota(ctx, async (trx) => videoQuotaRefusal(ctx, await videoUsage(ctx, trx), size), insert);
}

/**
 * Refuses an upload before any byte is stored when the account's videos for the UTC day or in all
 * would pass their quota, or the disk would come near full (an early look: withinVideoQuota
 * settles uploads that race past it). `declaredBytes` is the request's
 * Content-Length (the video and a little form data), or the largest video when it is not given.
 */
export async function checkUploadRoom(ctx: CallContext, declaredBytes: number | undefined) {
  const { quotas } = ctx.config;
  const incoming = Math.min(declaredBytes ?? FEEDBACK_VIDEO_MAX_BYTES, FEEDBACK_VIDEO_MAX_BYTES);
  const refusal = videoQuotaRefusal(ctx, await videoUsage(ctx, ctx.db.kysely), incoming);
  if (refusal !== undefined) throw failures.quotaReached(refusal);
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
