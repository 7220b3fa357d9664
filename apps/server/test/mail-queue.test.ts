import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { requestPasswordResetCall } from '@soroban/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startMailQueue } from '../src/services/mail-queue.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

/** A small real SMTP server: enough of the protocol for a client to hand over messages. */
async function smtpServer(port: number, options: { silent?: boolean } = {}) {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A silent server accepts the connection and never says a word, like a hung mail host.
    if (options.silent) return;
    socket.write('220 test ESMTP\r\n');
    let buffer = '';
    let data: string[] | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            messages.push(data.join('\n'));
            data = undefined;
            socket.write('250 queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    messages,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}

/** A port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The body as sent: quoted-printable soft breaks and escapes undone. */
const decoded = (text: string) => text.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const ask = (t: TestApp, username: string) => t.app.inject({ method: 'POST', url: requestPasswordResetCall.path, payload: { ...ENV, username } });

let t: TestApp | undefined;
let mail: Awaited<ReturnType<typeof smtpServer>> | undefined;
afterEach(async () => {
  // A silent server's connection is cut first, so the attempt in flight ends and the app can close.
  await mail?.close();
  await t?.close();
  mail = undefined;
  t = undefined;
});

describe('mail queue with SMTP', () => {
  it('answers a reset request the same whether or not the account exists and mail is up, then delivers once mail is back', async () => {
    const port = await freePort();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_MS: '100' }, { realMail: true });
    await t.createAccount();
    const known = await ask(t, 'student@example.com');
    const unknown = await ask(t, 'nobody@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);

    // The mail server is down: the worker says so in the log and keeps the message for later.
    const app = t;
    await vi.waitFor(() => expect(app.logs.some((line) => line.msg === 'mail not sent; will retry')).toBe(true), { timeout: 10_000, interval: 50 });
    const queued = await t.db.kysely.selectFrom('mail_outbox').select(['recipient', 'attempts']).execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.recipient).toBe('student@example.com');

    mail = await smtpServer(port);
    const server = mail;
    await vi.waitFor(() => expect(server.messages).toHaveLength(1), { timeout: 20_000, interval: 50 });
    const text = decoded(server.messages[0] ?? '');
    expect(text).toContain('To: student@example.com');
    const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    expect(token).toHaveLength(43);
    await vi.waitFor(async () => expect(await app.db.kysely.selectFrom('mail_outbox').select('id').execute()).toEqual([]), { timeout: 5_000 });
    // Failures are logged with recipient and reason, never the link.
    expect(JSON.stringify(t.logs)).not.toContain(token);
    expect(t.errorLogs()).toEqual([]);
  });

  it('answers at once while the mail server accepts connections and never replies', async () => {
    const port = await freePort();
    mail = await smtpServer(port, { silent: true });
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` }, { realMail: true });
    await t.createAccount();
    // Were the mail awaited in the request, this would wait for the SMTP greeting timeout.
    const answers = await Promise.all([ask(t, 'student@example.com'), ask(t, 'nobody@example.com')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(await t.db.kysely.selectFrom('mail_outbox').select('recipient').execute()).toEqual([{ recipient: 'student@example.com' }]);
  }, 8_000);
});

describe('mail queue of two processes on one database', () => {
  it('sends each message once while both workers claim from the same due list', async () => {
    const port = await freePort();
    mail = await smtpServer(port);
    const server = mail;
    // Both workers poll every 100 ms: a burst of due messages is fetched by both while each sends.
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_MS: '100', MAIL_FROM: 'Process A <a@example.com>' }, { realMail: true });
    // The second process: its own connection to the same database, its own worker (closed with it).
    const db = t.connectAgain();
    const other = await buildApp({
      config: loadConfig({
        DATA_DIR: t.config.dataDir,
        WEB_DIST_DIR: t.config.webDistDir,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_RETRY_MS: '100',
        MAIL_FROM: 'Process B <b@example.com>',
      }),
      db,
    });
    try {
      await other.ready();
      const count = 60;
      await t.db.kysely
        .insertInto('mail_outbox')
        .values(
          Array.from({ length: count }, (_, i) => ({
            recipient: `learner${i}@example.com`,
            subject: `Message ${i}`,
            body: `Body ${i}`,
            created_at: '2026-11-22T10:00:00.000Z',
            next_attempt_at: '2026-11-22T10:00:00.000Z',
          })),
        )
        .execute();
      await vi.waitFor(async () => expect(await db.kysely.selectFrom('mail_outbox').select('id').execute()).toEqual([]), { timeout: 30_000, interval: 50 });
      // A second send of a message would come after its row is gone: give it a few more polls.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const subjects = server.messages.map((message) => /^Subject: (.*)$/m.exec(message)?.[1]);
      expect(subjects.toSorted()).toEqual(Array.from({ length: count }, (_, i) => `Message ${i}`).toSorted());
      // Both processes sent some, so their claims really met.
      const senders = new Set(server.messages.map((message) => /^From: .*<(\w)@example\.com>$/m.exec(message)?.[1]));
      expect([...senders].sort()).toEqual(['a', 'b']);
    } finally {
      await other.close();
    }
  }, 40_000);
});

describe('a slow mail server', () => {
  it('keeps the message with the process still sending it: another process never sends it too', async () => {
    t = await startTestApp();
    const sent: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Process a's mail server takes longer than two leases to accept the message; b's accepts at once.
    const a = startMailQueue(
      t.db,
      async (message) => {
        await held;
        sent.push(`a ${message.subject}`);
      },
      t.app.log,
      { retryMs: 100, maxAttempts: 3, leaseMs: 3_000 },
    );
    await a.enqueue({ to: 'learner@example.com', subject: 'Reset', text: 'link' });
    await vi.waitFor(async () => expect((await t!.db.kysely.selectFrom('mail_outbox').select('attempts').executeTakeFirstOrThrow()).attempts).toBe(1));
    const b = startMailQueue(
      t.db,
      async (message) => {
        sent.push(`b ${message.subject}`);
      },
      t.app.log,
      { retryMs: 100, maxAttempts: 3, leaseMs: 3_000 },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      release();
      await vi.waitFor(async () => expect(await t!.db.kysely.selectFrom('mail_outbox').select('id').execute()).toEqual([]));
      expect(sent).toEqual(['a Reset']);
    } finally {
      await a.stop();
      await b.stop();
    }
  }, 20_000);
});

describe('mail without SMTP', () => {
  it('in production says loudly at start that mail only goes to files, and where', async () => {
    t = await startTestApp({ NODE_ENV: 'production' });
    const warning = t.logs.find((line) => line.level === 40 && /SMTP_URL is not set/.test(String(line.msg)));
    expect(warning?.msg).toContain(`${t.config.dataDir}/outbox`);
  });
});
