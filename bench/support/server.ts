import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface StartedServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (apps/server/src/main.ts) in its own process on a fresh SQLite file, or
 * on DATABASE_URL when the caller sets it, and waits until it answers.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<StartedServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIGNIN_LIMIT_PER_ADDRESS: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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
  return {
    origin,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
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
