import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATORS, type PracticeType } from '@soroban/core';
import { sql } from 'kysely';
import pg from 'pg';
import { connect } from '../apps/server/src/db/connect.ts';
import { signedInCookie } from './support/server.ts';

/**
 * npm run crash-test: kills the server with SIGKILL in the middle of many quiz submissions, starts
 * it again on the same database and checks nothing is half-recorded: the database passes its
 * integrity check, every wallet equals the sum of its ledger, every finished quiz has all its
 * answers and every unfinished one none. SQLite by default; PostgreSQL with DATABASE_URL.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.CRASH_PORT ?? 4340);
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-crash-'));
// On PostgreSQL the run gets a database of its own, dropped at the end: the server outlives us.
const serverUrl = process.env.DATABASE_URL;
const scratchName = `sq_crash_${process.pid}`;
let databaseUrl: string | undefined;
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchName}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${scratchName}`;
  databaseUrl = url.toString();
}
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'fatal', SIGNIN_LIMIT_PER_ADDRESS: '1000000' };

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

const post = (path: string, cookie: string, body: object) =>
  fetch(`${origin}/rlm/mobile-apis/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ env: 'production', username: '', password: '', version: '5.7.0', ...body }),
  });

const db = connect({ databaseUrl, dataDir });
let server = await startServer();
const learners = await Promise.all(Array.from({ length: 8 }, (_, i) => signedInCookie(origin, `crash-${i}-${Date.now()}@example.com`)));

// Start many quizzes, then submit them all at once and kill the server while they land.
const started: Array<{ cookie: string; quizId: number }> = [];
for (const cookie of learners) {
  for (let q = 0; q < 15; q++) {
    const response = await post('start_quiz_api.php', cookie, { type: 'A100', params: { timeLimitSeconds: 3600 } });
    started.push({ cookie, quizId: ((await response.json()) as { quizId: number }).quizId });
  }
}
await new Promise((resolve) => setTimeout(resolve, 1500));
const rows = await db.kysely.selectFrom('quizzes').select(['id', 'type', 'params', 'seed']).execute();
const answersOf = new Map(
  rows.map((row) => [row.id, (GENERATORS[row.type as PracticeType] as (p: unknown, s: number) => { problems: readonly { answer: number }[] })(JSON.parse(row.params), Number(row.seed)).problems.map((p) => p.answer)]),
);
const submissions = started.map(({ cookie, quizId }) =>
  post('submit_quiz_api.php', cookie, { quizId, answers: answersOf.get(quizId), timesMs: Array.from({ length: 100 }, () => 10) }).then(
    (response) => response.status,
    () => 'cut off',
  ),
);
await new Promise((resolve) => setTimeout(resolve, 150));
server.kill('SIGKILL');
const outcomes = await Promise.all(submissions);
console.log(`submissions: ${outcomes.filter((o) => o === 200).length} answered before the kill, ${outcomes.filter((o) => o !== 200).length} cut off`);

server = await startServer();
const problems: string[] = [];
if (db.dialect === 'sqlite') {
  const { rows: check } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db.kysely);
  if (check[0]?.integrity_check !== 'ok') problems.push(`integrity_check: ${JSON.stringify(check)}`);
}
const wallets = await db.kysely.selectFrom('wallets').select(['user_id', 'balance']).execute();
for (const wallet of wallets) {
  const sum = await db.kysely.selectFrom('coin_ledger').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total')).where('user_id', '=', wallet.user_id).executeTakeFirstOrThrow();
  if (Number(sum.total) !== wallet.balance) problems.push(`user ${wallet.user_id}: wallet ${wallet.balance} ≠ ledger ${sum.total}`);
}
const quizzes = await db.kysely.selectFrom('quizzes').select(['id', 'finished_at', 'total']).execute();
let finished = 0;
for (const quiz of quizzes) {
  const count = await db.kysely.selectFrom('quiz_answers').select((eb) => eb.fn.countAll<number>().as('n')).where('quiz_id', '=', quiz.id).executeTakeFirstOrThrow();
  const expected = quiz.finished_at ? quiz.total : 0;
  if (quiz.finished_at) finished++;
  if (Number(count.n) !== expected) problems.push(`quiz ${quiz.id}: ${count.n} answers, expected ${expected}`);
}
// What was cut off can simply be sent again: submissions are idempotent.
const retried = await Promise.all(started.map(({ cookie, quizId }) => post('submit_quiz_api.php', cookie, { quizId, answers: answersOf.get(quizId), timesMs: Array.from({ length: 100 }, () => 10) }).then((r) => r.status)));
console.log(`after restart: ${finished}/${quizzes.length} quizzes had been recorded whole; resubmitting all: ${retried.filter((s) => s === 200).length}/${retried.length} answered 200`);
const stopped = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await stopped;
await db.kysely.destroy();
if (serverUrl) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
  await admin.end();
}
console.log(problems.length === 0 ? `${db.dialect}: no half-recorded quiz, every ledger balances, database intact` : `PROBLEMS:\n${problems.join('\n')}`);
process.exitCode = problems.length === 0 ? 0 : 1;
