import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Message {
  to: string;
  subject: string;
  text: string;
}

/** Hands a message on: the app's outbox queues it (services/mail-queue.ts); tests may collect it. */
export type Outbox = (message: Message) => Promise<void>;

/** Where mail goes without SMTP_URL. */
export const outboxFolder = (config: Config) => join(config.dataDir, 'outbox');

/**
 * Delivers one message now: through SMTP when SMTP_URL is set, else (local use, tests) into a file
 * in data/outbox/, so a person running the app can still follow the link. Only the mail queue
 * calls it, never a request, so a slow or absent mail server holds up no answer.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Outbox {
  if (config.smtpUrl) {
    // A mail server that accepts and then says nothing must not hold the queue for minutes (the
    // URL's own query parameters still win).
    const transport = nodemailer.createTransport({ url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    return async (message) => {
      await transport.sendMail({ from: config.mailFrom, ...message });
    };
  }
  const folder = outboxFolder(config);
  return async (message) => {
    await mkdir(folder, { recursive: true });
    const file = join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${Math.random().toString(36).slice(2, 8)}.txt`);
    await writeFile(file, `To: ${message.to}\nFrom: ${config.mailFrom}\nSubject: ${message.subject}\n\n${message.text}\n`, { flag: 'wx' });
    // The text holds a live reset link: it stays in the file, never in the log.
    log.info({ to: message.to, subject: message.subject, file }, 'outbox: message written to a file');
  };
}
