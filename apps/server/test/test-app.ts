import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { createUser } from '../src/repositories/users.ts';
import type { Message } from '../src/services/outbox.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const ENV = { env: 'production', username: '', password: '', version: '5.7.0' } as const;

/** The real app on a real, fresh database, with a clock the test can move and a visible outbox. */
export async function startTestApp(environment: NodeJS.ProcessEnv = {}) {
  const database: TestDatabase = await createTestDatabase();
  let now = new Date('2026-11-22T10:00:00.000Z');
  const sent: Message[] = [];
  const config = loadConfig({ DATA_DIR: database.dataDir, WEB_DIST_DIR: `${database.dataDir}/no-web-build`, ...environment });
  const app = await buildApp({
    config,
    db: database.db,
    clock: () => now,
    outbox: async (message) => {
      sent.push(message);
    },
  });
  await app.ready();

  const post = (path: string, body?: unknown, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: path,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: cookie ? { cookie } : {},
    });

  return {
    app,
    db: database.db,
    config,
    sent,
    post,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
    },
    async createAccount(email = 'student@example.com', password = 'correct horse battery', displayName = 'Student One') {
      return createUser(database.db, { email, displayName, passwordHash: await hashPassword(password), createdAt: now.toISOString() });
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

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sq_session');
  if (!cookie) throw new Error(`no session cookie in answer ${response.statusCode}: ${response.body}`);
  return `sq_session=${cookie.value}`;
}
