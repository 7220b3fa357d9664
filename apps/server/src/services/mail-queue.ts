import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import { claimMail, deleteMail, dueMail, extendMailLease, queueMail, retryMailAt } from '../repositories/mail-outbox.ts';
import type { Outbox } from './outbox.ts';

export interface MailQueueOptions {
  /** The first retry waits this long; each later one twice as long as the one before, up to an hour. */
  retryMs: number;
  /** After this many failed attempts the message is given up (logged as an error). */
  maxAttempts: number;
  /** How long a claim holds a message (LEASE_MS unless a test shortens it). */
  leaseMs?: number;
  now?: () => Date;
}

const MAX_RETRY_MS = 3_600_000;
/**
 * How long a claim holds a message before another process may try it. An attempt still sending renews
 * it every third of a lease, so a slow mail server never lets a second process send the message too;
 * only a process that died lets its lease run out.
 */
const LEASE_MS = 120_000;
const BATCH = 20;

export interface MailQueue {
  /** Queues a message in the database and wakes the worker; never waits for the mail server. */
  enqueue: Outbox;
  /** Stops polling and waits for the attempt in flight. */
  stop: () => Promise<void>;
}

/**
 * Mail is queued in the database and sent by this worker, so a request answers in the same time
 * whether or not the mail server is up. Every process runs one; a message is claimed before it is
 * sent, so on a shared PostgreSQL each is sent by one process. Failures are logged without the
 * message's text (it may hold a reset link) and retried with doubling backoff.
 */
export function startMailQueue(db: Db, send: Outbox, log: FastifyBaseLogger, options: MailQueueOptions): MailQueue {
  const now = options.now ?? (() => new Date());
  const pollMs = Math.min(options.retryMs, 5_000);
  const leaseMs = options.leaseMs ?? LEASE_MS;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function attempt(row: Awaited<ReturnType<typeof dueMail>>[number]) {
    const start = now();
    if (!(await claimMail(db.kysely, row.id, row.attempts, new Date(start.getTime() + leaseMs).toISOString()))) return;
    const attempts = row.attempts + 1;
    const about = { mailId: row.id, to: row.recipient, subject: row.subject, attempts };
    const renew = setInterval(() => {
      extendMailLease(db.kysely, row.id, attempts, new Date(now().getTime() + leaseMs).toISOString()).catch((error: unknown) =>
        log.warn({ ...about, reason: error instanceof Error ? error.message : String(error) }, 'mail lease not renewed'),
      );
    }, leaseMs / 3);
    try {
      await send({ to: row.recipient, subject: row.subject, text: row.body });
      await deleteMail(db.kysely, row.id);
      if (attempts > 1) log.info(about, 'mail sent after retrying');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempts >= options.maxAttempts) {
        await deleteMail(db.kysely, row.id);
        log.error({ ...about, reason }, 'mail given up: the mail server refused it every time');
        return;
      }
      const waitMs = Math.min(options.retryMs * 2 ** (attempts - 1), MAX_RETRY_MS);
      await retryMailAt(db.kysely, row.id, new Date(now().getTime() + waitMs).toISOString(), reason);
      log.warn({ ...about, reason, retryInMs: waitMs }, 'mail not sent; will retry');
    } finally {
      clearInterval(renew);
    }
  }

  async function drain() {
    do {
      again = false;
      for (const row of await dueMail(db.kysely, now().toISOString(), BATCH)) {
        if (stopped) return;
        await attempt(row);
      }
    } while (again && !stopped);
  }

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error(error, 'mail queue failed'))
      .finally(() => {
        running = undefined;
      });
  }

  const timer = setInterval(wake, pollMs);
  timer.unref();
  wake();

  return {
    async enqueue(message) {
      await queueMail(db.kysely, { recipient: message.to, subject: message.subject, body: message.text }, now().toISOString());
      wake();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
