import { type Call, type ClientBody, errorEnvelope, type ErrorEnvelope } from '@soroban/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import type { z } from 'zod/mini';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/connect.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createAccount } from '../src/services/accounts.ts';
import type { Message } from '../src/services/outbox.ts';
import { practiceClient } from './practice-helpers.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const ENV = { env: 'production', username: '', password: '', version: '5.7.0' } as const;

/**
 * The real app on a real, fresh database, with a clock the test can move and a visible outbox
 * (`sent`); `realMail` keeps the app's own mail queue and mailer instead.
 */
export async function startTestApp(environment: NodeJS.ProcessEnv = {}, options: { realMail?: boolean } = {}) {
  const database: TestDatabase = await createTestDatabase();
  let now = new Date('2026-11-22T10:00:00.000Z');
  const sent: Message[] = [];
  /** What the app logged at info and above, parsed, so a test can assert nothing reached error level. */
  const logs: LogLine[] = [];
  // Every answer is parsed with its contract, so drift fails the test that met it.
  const config = loadConfig({ DATA_DIR: database.dataDir, WEB_DIST_DIR: `${database.dataDir}/no-web-build`, CHECK_ANSWERS: '1', ...environment });
  const app = await buildApp({
    config,
    db: database.db,
    clock: () => now,
    ...(options.realMail
      ? {}
      : {
          outbox: async (message: Message) => {
            sent.push(message);
          },
        }),
    logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
  });
  await app.ready();

  const post = (path: string, body?: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: path,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: cookie ? { cookie } : {},
    });

  /** Sends a call (the client fields filled in) and returns its HTTP answer as it came. */
  const send = <B extends z.ZodMiniType, A extends z.ZodMiniType>(call: Call<B, A>, body: CallBody<B>, cookie?: string) =>
    post(call.path, { ...ENV, ...body }, cookie);

  return {
    app,
    db: database.db,
    config,
    sent,
    logs,
    /** A second connection to the same database, as another server process would open. */
    connectAgain: () => connect({ databaseUrl: database.databaseUrl, dataDir: database.dataDir }),
    /** Log lines at error level or above (pino: 50 error, 60 fatal). */
    errorLogs: () => logs.filter((line) => line.level >= 50),
    post,
    send,
    /** Makes a call that must succeed and returns its answer parsed with the call's contract. */
    async call<B extends z.ZodMiniType, A extends z.ZodMiniType>(call: Call<B, A>, body: CallBody<B>, cookie?: string): Promise<z.output<A>> {
      const response = await send(call, body, cookie);
      if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`${call.path} answered ${response.statusCode}: ${response.body}`);
      return call.answer.parse(response.json());
    },
    /** Makes a call that must fail and returns its error envelope (status and message). */
    async fail<B extends z.ZodMiniType, A extends z.ZodMiniType>(call: Call<B, A>, body: CallBody<B>, cookie?: string): Promise<ErrorEnvelope> {
      const response = await send(call, body, cookie);
      if (response.statusCode < 400) throw new Error(`${call.path} was expected to fail but answered ${response.statusCode}: ${response.body}`);
      const envelope = errorEnvelope.parse(response.json());
      if (envelope.httpResponse !== response.statusCode) throw new Error(`${call.path}: HTTP ${response.statusCode} but httpResponse ${envelope.httpResponse}`);
      return envelope;
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    async createAccount(email = 'student@example.com', password = 'correct horse battery', displayName = 'Student One') {
      return createAccount(database.db, { email, displayName, passwordHash: await hashPassword(password), createdAt: now.toISOString() });
    },
    async signIn(email = 'student@example.com', password = 'correct horse battery') {
      const response = await post('/rlm/mobile-apis/login_api.php', { ...ENV, username: email, password });
      return sessionCookie(response);
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** A call's body as a test writes it: the client fields (env, username…) are filled in by send. */
export type CallBody<B extends z.ZodMiniType> = Omit<z.input<B>, keyof ClientBody> & Partial<ClientBody>;

export interface LogLine {
  level: number;
  msg?: string;
  [key: string]: unknown;
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * The setup most feature tests share: the test app, its default account (student@example.com)
 * signed in, and a client for the practice calls; the test closes `t` when done.
 */
export async function signedInApp(environment: NodeJS.ProcessEnv = {}) {
  const t = await startTestApp(environment);
  const user = await t.createAccount();
  if (!user) throw new Error('the test account was not created');
  const cookie = await t.signIn();
  return { t, userId: user.id, cookie, p: practiceClient(t) };
}

export type SignedInApp = Awaited<ReturnType<typeof signedInApp>>;

/**
 * The usual lifecycle of a feature test file: before each test a fresh signedInApp(), handed to
 * `take` (which keeps what the file uses in its own variables); after each test, the app closed.
 */
export function signedInAppForEachTest(take: (app: SignedInApp) => void, environment: NodeJS.ProcessEnv = {}) {
  let current: SignedInApp | undefined;
  beforeEach(async () => {
    current = await signedInApp(environment);
    take(current);
  });
  afterEach(async () => {
    await current?.t.close();
    current = undefined;
  });
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sq_session');
  if (!cookie) throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return `sq_session=${cookie.value}`;
}
