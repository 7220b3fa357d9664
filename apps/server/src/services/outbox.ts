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

export type Outbox = (message: Message) => Promise<void>;

/**
 * Sends mail through SMTP when SMTP_URL is set. Without it (local use, tests) each message is
 * written to data/outbox/ and to the log, so a person running the app can still follow the link.
 */
export function createOutbox(config: Config, log: FastifyBaseLogger): Outbox {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return async (message) => {
      await transport.sendMail({ from: config.mailFrom, ...message });
    };
  }
  const folder = join(config.dataDir, 'outbox');
  return async (message) => {
    await mkdir(folder, { recursive: true });
    const file = join(folder, `${new Date().toISOString().replaceAll(':', '-')}-${Math.random().toString(36).slice(2, 8)}.txt`);
    await writeFile(file, `To: ${message.to}\nFrom: ${config.mailFrom}\nSubject: ${message.subject}\n\n${message.text}\n`, { flag: 'wx' });
    // The text holds a live reset link: it stays in the file, never in the log.
    log.info({ to: message.to, subject: message.subject, file }, 'outbox: message written to a file');
  };
}
