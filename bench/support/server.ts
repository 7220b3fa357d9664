import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface StartedServer {
  origin: string;
  dataDir: string;
  /** The scratch PostgreSQL database the server runs on, or undefined on SQLite (the file in dataDir). */
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for one run: the server outlives
 * the benchmark, so nothing may be left behind on it — call drop() when done.
 */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      try {
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

/** A database and data folder several server processes share; whoever made them removes them. */
export interface SharedStorage {
  databaseUrl: string;
  dataDir: string;
}

/**
 * Starts the real server (apps/server/src/main.ts) in its own process on a fresh SQLite file, or,
 * when DATABASE_URL is set, on a fresh database of its own on that PostgreSQL server (dropped by
 * stop()), and waits until it answers. With `shared`, it runs on that database and folder instead
 * and leaves them in place when stopped (another process of the same deployment may still use them).
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv = {}, shared?: SharedStorage): Promise<StartedServer> {
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'soroban-quiz-bench-'));
  const serverUrl = env.DATABASE_URL ?? process.env.DATABASE_URL;
  const scratch = !shared && serverUrl ? await scratchDatabase(serverUrl, 'sq_bench') : undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNIN_LIMIT_PER_ADDRESS: '1000000',
      SIGNUP_LIMIT_PER_ADDRESS: '1000000',
      // Load runs start quizzes and log events far faster than any learner; the quotas are not what they measure.
      QUIZ_STARTS_PER_MINUTE: '1000000',
      EVENTS_PER_MINUTE: '1000000',
      ...env,
      DATABASE_URL: shared?.databaseUrl ?? scratch?.url ?? '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const cleanUp = async () => {
    if (shared) return;
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await cleanUp();
    throw error;
  }
  return {
    origin,
    dataDir,
    databaseUrl: shared?.databaseUrl ?? scratch?.url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await cleanUp();
    },
  };
}

/** Registers a fresh account and returns its session cookie. */
export async function signedInCookie(origin: string, email = `bench-${Date.now()}@example.com`): Promise<string> {
  const response = await fetch(`${origin}/rlm/mobile-apis/register_api.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ env: 'production', username: email, displayName: 'Bench Student', password: 'bench password 1' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sq_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0] ?? '';
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** One call of the app's API (`path` like 'check_session.php') with a session cookie; a connection cut off rejects. */
export async function callApi(origin: string, path: string, cookie: string, body: object): Promise<Answer> {
  const response = await fetch(`${origin}/rlm/mobile-apis/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ env: 'production', username: '', password: '', version: '5.7.0', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The same call, which must succeed: a failure is a problem of the run. */
export async function mustCallApi(origin: string, path: string, cookie: string, body: object): Promise<Answer> {
  const answer = await callApi(origin, path, cookie, body);
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer;
}
