import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buyKanjiCall,
  buyStocksCall,
  type Call,
  checkSessionCall,
  kanjiListCall,
  loginCall,
  logoutCall,
  marketCall,
  registerCall,
  sellStocksCall,
  startQuizCall,
  submitQuizCall,
} from '@soroban/contracts';
import { GENERATORS, type PracticeSpec, type PracticeType, sheetFloorMs } from '@soroban/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { connect, type Db } from '../src/db/connect.ts';
import { ENV } from './test-app.ts';

/**
 * Several instances on one PostgreSQL, as a district deploys it: two real server processes
 * (main.ts) on one database, behind HAProxy balancing round-robin without sticky sessions. Every
 * call goes through the balancer, so consecutive calls of one person land on different processes;
 * what each process keeps to itself (nothing that matters, this proves) would show up as sessions,
 * throttles, order keys or quiz payments that differ from one process. Then one process is killed
 * with SIGKILL in the middle of a load, and nothing is lost or doubled.
 *
 * PostgreSQL only (SQLite is one file for one process), so it runs when DATABASE_URL is set, as in
 * .ci/run; there HAProxy must be installed (.ci/run installs it), and is never silently skipped.
 */
const serverUrl = process.env.DATABASE_URL;
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const ACCOUNT_LIMIT = 4;
const LEARNERS = 5;
const QUIZZES_EACH = 4;
const PASSWORD = 'two processes one database';

type Answer = { status: number; servedBy: string; body: Record<string, unknown>; cookie: string | undefined };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process whose output is kept, for the failure message and the error-level check. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A missing binary is an 'error' event, not an exit: say what to install.
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`${command} could not start (${error.message}); on Debian: apt-get install -y ${command}`))),
  );
  failed.catch(() => undefined);
  return { child, exited, failed, output: () => output };
}

async function waitFor(origin: string, what: { output: () => string; child: ChildProcess; failed: Promise<never> }) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (what.child.exitCode !== null) throw new Error(`exited with code ${what.child.exitCode}:\n${what.output()}`);
    const up = await Promise.race([
      fetch(`${origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      ),
      what.failed,
    ]);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${origin} did not answer within 60 s:\n${what.output()}`);
    await pause(200);
  }
}

describe.skipIf(!serverUrl)('two server processes on one PostgreSQL behind HAProxy', () => {
  const name = `sq_instances_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-instances-'));
  const servers = new Map<string, ReturnType<typeof run> & { origin: string }>();
  let balancer: ReturnType<typeof run> | undefined;
  let origin = '';
  let db: Db;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  };

  /** One call, through the balancer unless `to` names a process's own origin; a cut-off connection is status 0. */
  async function send<B extends z.ZodMiniType, A extends z.ZodMiniType>(call: Call<B, A>, body: object, cookie = '', to = origin): Promise<Answer> {
    try {
      const response = await fetch(`${to}${call.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ ...ENV, ...body }),
      });
      const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('sq_session='));
      const text = await response.text();
      let parsed: Record<string, unknown> = { text };
      try {
        parsed = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // HAProxy's own 502/503 pages are HTML
      }
      return { status: response.status, servedBy: response.headers.get('x-served-by') ?? 'direct', body: parsed, cookie: setCookie?.split(';')[0] };
    } catch {
      return { status: 0, servedBy: 'none', body: {}, cookie: undefined };
    }
  }

  /** A call that must succeed, its answer parsed with its contract. */
  async function must<B extends z.ZodMiniType, A extends z.ZodMiniType>(call: Call<B, A>, body: object, cookie = ''): Promise<z.output<A>> {
    const answer = await send(call, body, cookie);
    if (answer.status !== 200 && answer.status !== 201) throw new Error(`${call.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return call.answer.parse(answer.body);
  }

  /**
   * Sends again with the same body (so the same order or quiz) while the answer is the balancer's
   * or a cut-off connection: what a client does when a process dies under it.
   */
  async function settle<B extends z.ZodMiniType, A extends z.ZodMiniType>(call: Call<B, A>, body: object, cookie: string, first: Answer): Promise<Answer> {
    let answer = first;
    for (let tries = 0; (answer.status === 0 || answer.status >= 502) && tries < 40; tries++) {
      await pause(250);
      answer = await send(call, body, cookie);
    }
    return answer;
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const [portA, portB, portLb] = [await freePort(), await freePort(), await freePort()];
    // Both processes start at once on the empty database, as a deployment's do: they migrate it together.
    for (const [id, port] of [
      ['a', portA],
      ['b', portB],
    ] as const) {
      const started = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        // One folder for both, as uploads must be on shared storage.
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        CHECK_ANSWERS: '1',
        SIGNIN_LIMIT_PER_ACCOUNT: String(ACCOUNT_LIMIT),
        SIGNIN_LIMIT_PER_ADDRESS: '1000',
      });
      servers.set(id, { ...started, origin: `http://127.0.0.1:${port}` });
    }
    const config = join(dataDir, 'haproxy.cfg');
    writeFileSync(
      config,
      [
        'defaults',
        '  mode http',
        '  timeout connect 2s',
        '  timeout client 30s',
        '  timeout server 30s',
        '  option forwardfor',
        // A request whose connection is refused (a dead process) is sent to the other one.
        '  retries 2',
        '  option redispatch 1',
        'frontend app',
        `  bind 127.0.0.1:${portLb}`,
        '  default_backend servers',
        'backend servers',
        '  balance roundrobin',
        '  http-response set-header X-Served-By %s',
        '  option httpchk GET /healthz',
        // Generous, so a process starved of CPU on a busy machine is not taken out before the kill.
        '  timeout check 5s',
        '  default-server check inter 500ms fall 3 rise 1',
        `  server a 127.0.0.1:${portA}`,
        `  server b 127.0.0.1:${portB}`,
        '',
      ].join('\n'),
    );
    await Promise.all([...servers.values()].map((server) => waitFor(server.origin, server)));
    // Debian installs it in /usr/sbin, which is not on every user's PATH.
    balancer = run('haproxy', ['-db', '-f', config], { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin` });
    origin = `http://127.0.0.1:${portLb}`;
    await waitFor(origin, balancer);
    db = connect({ databaseUrl: url.toString(), dataDir });
    // Both backends pass their health check before the first call (round-robin over both, not one).
    for (let i = 0; i < 100; i++) {
      const seen = new Set<string>();
      for (let j = 0; j < 4; j++) seen.add((await send(checkSessionCall, {})).servedBy);
      if (seen.has('a') && seen.has('b')) break;
      await pause(200);
    }
  }, 120_000);

  afterAll(async () => {
    for (const process of [balancer, ...servers.values()]) {
      if (process && process.child.exitCode === null && process.child.signalCode === null) {
        process.child.kill('SIGTERM');
        await process.exited;
      }
    }
    await db?.kysely.destroy();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const learners: Array<{ email: string; cookie: string; userId: number }> = [];
  /** Flash sheets started first so their floors pass while the other checks run. */
  const earning: Array<{ cookie: string; quizId: number; answers: number[]; timesMs: number[]; dueAt: number }> = [];

  /**
   * The right answers, from the seed the server stored, 2 s claimed for each, and when (by the server's own
   * start time) it will take them: after the pacing floor and after the claimed times have passed, whichever is later.
   */
  async function paced(quizId: number) {
    const row = await db.kysely.selectFrom('quizzes').select(['type', 'params', 'seed', 'started_at']).where('id', '=', quizId).executeTakeFirstOrThrow();
    const spec = { type: row.type, params: JSON.parse(row.params) } as PracticeSpec;
    const generate = GENERATORS[row.type as PracticeType] as (params: unknown, seed: number) => { problems: Parameters<typeof sheetFloorMs>[1] };
    const { problems } = generate(spec.params, Number(row.seed));
    const answers = problems.map((problem) => problem.answer);
    const timesMs = answers.map(() => 2000);
    const claimedMs = timesMs.reduce((sum, ms) => sum + ms, 0);
    return { quizId, answers, timesMs, dueAt: new Date(row.started_at).getTime() + Math.max(sheetFloorMs(spec, problems, answers), claimedMs) + 500 };
  }

  it('both processes start together on an empty database and share one session store', async () => {
    for (let i = 0; i < LEARNERS; i++) {
      const email = `instances-${i}@example.com`;
      const signedUp = await send(registerCall, { username: email, displayName: `Learner ${i}`, password: PASSWORD });
      expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(200);
      const cookie = signedUp.cookie!;
      const checks = await Promise.all(Array.from({ length: 6 }, () => send(checkSessionCall, {}, cookie)));
      // Round-robin: the session made on one process is honoured by both.
      expect(new Set(checks.map((c) => c.servedBy))).toEqual(new Set(['a', 'b']));
      const users = checks.map((c) => checkSessionCall.answer.parse(c.body).user.userId);
      expect(new Set(users).size).toBe(1);
      learners.push({ email, cookie, userId: users[0]! });
      for (let s = 0; s < 2; s++) {
        const quiz = await must(startQuizCall, { type: 'flash', params: { digits: 5, count: 30, seconds: 3, rounds: 2 } }, cookie);
        earning.push({ cookie, ...(await paced(quiz.quizId)) });
      }
    }
    // Signing out on one process ends the session on both.
    const extra = await send(registerCall, { username: 'instances-leaving@example.com', displayName: 'Leaving', password: PASSWORD });
    const out = await send(logoutCall, {}, extra.cookie);
    expect(out.status).toBe(200);
    const after = await Promise.all([send(marketCall, {}, extra.cookie), send(marketCall, {}, extra.cookie)]);
    expect(after.map((a) => a.servedBy).sort()).toEqual(['a', 'b']);
    for (const answer of after) expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(after[0]!.status).toBe(after[1]!.status);
  }, 90_000);

  it('sign-in attempt limits count across processes exactly as in one', async () => {
    /** A burst of wrong passwords at once, then the right one: the statuses, in order of status. */
    const burst = async (email: string, to: string) => {
      const wrong = await Promise.all(
        Array.from({ length: ACCOUNT_LIMIT * 2 }, () => send(loginCall, { username: email, password: 'not the password' }, '', to)),
      );
      const right = await send(loginCall, { username: email, password: PASSWORD }, '', to);
      return { wrong, right };
    };
    await send(registerCall, { username: 'one-process@example.com', displayName: 'One', password: PASSWORD });
    await send(registerCall, { username: 'two-processes@example.com', displayName: 'Two', password: PASSWORD });
    const one = await burst('one-process@example.com', servers.get('a')!.origin);
    const two = await burst('two-processes@example.com', origin);
    expect(new Set(two.wrong.map((a) => a.servedBy))).toEqual(new Set(['a', 'b']));
    const statuses = (answers: Answer[]) => answers.map((a) => a.status).sort();
    expect(statuses(two.wrong)).toEqual(statuses(one.wrong));
    // Exactly the limit is let through to a password check, however the burst was spread.
    expect(statuses(one.wrong).filter((s) => s !== 429)).toHaveLength(ACCOUNT_LIMIT);
    expect(two.right.status).toBe(one.right.status);
    expect(two.right.body.message).toBe(one.right.body.message);
  }, 60_000);

  let stocks: Array<{ ticker: string; price: number }> = [];
  let kanji: Array<{ kanjiId: string; price: number }> = [];

  it('pays each paced quiz once and carries out an order key sent to both processes at once once', async () => {
    const wait = Math.max(...earning.map((e) => e.dueAt)) - Date.now();
    if (wait > 0) await pause(wait);
    // Each sheet sent twice at once: the two copies land on different processes.
    const paid = await Promise.all(
      earning.map(async (sheet) => {
        const body = { quizId: sheet.quizId, answers: sheet.answers, timesMs: sheet.timesMs };
        const answers = await Promise.all([send(submitQuizCall, body, sheet.cookie), send(submitQuizCall, body, sheet.cookie)]);
        for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const summaries = answers.map((a) => submitQuizCall.answer.parse(a.body).summary);
        expect(summaries[0]).toEqual(summaries[1]);
        expect(summaries[0]!.unpaid).toBeNull();
        return summaries[0]!.coinsEarned.total;
      }),
    );
    expect(Math.min(...paid)).toBeGreaterThan(0);

    const market = await must(marketCall, {}, learners[0]!.cookie);
    stocks = [...market.stocks].sort((a, b) => a.price - b.price).slice(0, 2);
    const list = await must(kanjiListCall, {}, learners[0]!.cookie);
    kanji = [...list.kanji].sort((a, b) => a.price - b.price || a.kanjiId.localeCompare(b.kanjiId)).slice(0, 2);

    // Two shares of the cheapest stock each, the same order key sent four times at once.
    for (const learner of learners) {
      const body = { ticker: stocks[0]!.ticker, quantity: 2, expectedPrice: stocks[0]!.price, idempotencyKey: `setup-order-${learner.userId}` };
      const answers = await Promise.all(Array.from({ length: 4 }, () => send(buyStocksCall, body, learner.cookie)));
      expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['a', 'b']));
      const trades = answers.map((a) => {
        expect(a.status, JSON.stringify(a.body)).toBe(200);
        return buyStocksCall.answer.parse(a.body);
      });
      expect(trades.filter((t) => !t.replayed)).toHaveLength(1);
      expect(new Set(trades.map((t) => t.balance)).size).toBe(1);
    }
    const trades = await db.kysely.selectFrom('reward_trades').select('idempotency_key').execute();
    expect(trades).toHaveLength(LEARNERS);
  }, 60_000);

  it('loses and doubles nothing when one process is killed with SIGKILL mid-load', async () => {
    const [s0, s1] = stocks as [(typeof stocks)[number], (typeof stocks)[number]];
    const [k0, k1] = kanji as [(typeof kanji)[number], (typeof kanji)[number]];
    const balances = new Map((await db.kysely.selectFrom('wallets').select(['user_id', 'balance']).execute()).map((w) => [w.user_id, w.balance]));
    const cost = s0.price + s1.price + k0.price + k1.price;
    for (const learner of learners) expect(balances.get(learner.userId), 'coins earned for the orders').toBeGreaterThanOrEqual(cost);

    type Work = { learner: (typeof learners)[number]; call: Call<z.ZodMiniType, z.ZodMiniType>; body: Record<string, unknown> };
    const work: Work[] = [];
    const started: Array<{ learner: (typeof learners)[number]; quizId: number; answers: number[]; timesMs: number[]; dueAt: number }> = [];
    for (const learner of learners) {
      for (let q = 0; q < QUIZZES_EACH; q++) {
        const quiz = await must(startQuizCall, { type: 'ten-pairs', params: { problems: 3 } }, learner.cookie);
        started.push({ learner, ...(await paced(quiz.quizId)) });
      }
      const key = (what: string) => `load-order-${learner.userId}-${what}`;
      work.push(
        { learner, call: buyStocksCall, body: { ticker: s0.ticker, quantity: 1, expectedPrice: s0.price, idempotencyKey: key('buy-s0') } },
        { learner, call: buyStocksCall, body: { ticker: s1.ticker, quantity: 1, expectedPrice: s1.price, idempotencyKey: key('buy-s1') } },
        { learner, call: sellStocksCall, body: { ticker: s0.ticker, quantity: 1, expectedPrice: s0.price, idempotencyKey: key('sell-s0-1') } },
        { learner, call: sellStocksCall, body: { ticker: s0.ticker, quantity: 1, expectedPrice: s0.price, idempotencyKey: key('sell-s0-2') } },
        { learner, call: buyKanjiCall, body: { kanjiId: k0.kanjiId, idempotencyKey: key('kanji-0') } },
        { learner, call: buyKanjiCall, body: { kanjiId: k1.kanjiId, idempotencyKey: key('kanji-1') } },
      );
    }
    const wait = Math.max(...started.map((s) => s.dueAt)) - Date.now();
    if (wait > 0) await pause(wait);
    for (const quiz of started)
      work.push({ learner: quiz.learner, call: submitQuizCall, body: { quizId: quiz.quizId, answers: quiz.answers, timesMs: quiz.timesMs } });

    // Every piece of work sent twice at once, as a client retrying on a slow answer would; process b
    // is killed once a third of the answers are in, with the rest in flight on both processes.
    const victim = servers.get('b')!;
    let answered = 0;
    let answeredAtKill = 0;
    const total = work.length * 2;
    const firsts = await Promise.all(
      work.flatMap((w) =>
        [0, 1].map(() =>
          send(w.call, w.body, w.learner.cookie).then((answer) => {
            if (++answered === Math.ceil(total / 3)) {
              answeredAtKill = answered;
              victim.child.kill('SIGKILL');
            }
            return answer;
          }),
        ),
      ),
    );
    await victim.exited;
    expect(victim.child.signalCode).toBe('SIGKILL');
    const cutOff = firsts.filter((a) => a.status === 0 || a.status >= 502).length;
    const settled = await Promise.all(firsts.map((answer, i) => settle(work[i >> 1]!.call, work[i >> 1]!.body, work[i >> 1]!.learner.cookie, answer)));
    for (const [i, answer] of settled.entries()) expect(answer.status, `${work[i >> 1]!.call.path} ${JSON.stringify(answer.body)}`).toBe(200);
    console.log(`SIGKILL landed with ${answeredAtKill} of ${total} answers in; ${cutOff} were cut off or refused by the balancer and sent again`);

    // Every order carried out exactly once: one trade per key, one answered as it was, the copy as a replay.
    const trades = await db.kysely.selectFrom('reward_trades').selectAll().execute();
    const orders = work.filter((w) => w.call !== submitQuizCall);
    for (const order of orders) {
      const key = `rewards:${order.learner.userId}:${order.body.idempotencyKey as string}`;
      expect(
        trades.filter((t) => t.idempotency_key === key),
        key,
      ).toHaveLength(1);
    }
    expect(trades).toHaveLength(LEARNERS + orders.length);

    // Every wallet is the sum of its ledger, every running balance right, nothing paid twice.
    const ledger = await db.kysely.selectFrom('coin_ledger').selectAll().orderBy('id').execute();
    const wallets = await db.kysely.selectFrom('wallets').select(['user_id', 'balance']).execute();
    const running = new Map<number, number>();
    for (const entry of ledger) {
      running.set(entry.user_id, (running.get(entry.user_id) ?? 0) + entry.amount);
      expect(entry.balance_after, `ledger entry ${entry.id}`).toBe(running.get(entry.user_id));
    }
    for (const wallet of wallets) expect(wallet.balance, `wallet of ${wallet.user_id}`).toBe(running.get(wallet.user_id) ?? 0);
    const keys = ledger.map((e) => e.idempotency_key).filter((k) => k !== null);
    expect(new Set(keys).size).toBe(keys.length);
    for (const learner of learners) {
      const { userId } = learner;
      const expected = balances.get(userId)! - s0.price - s1.price - k0.price - k1.price + 2 * s0.price;
      const quizPay = ledger.filter((e) => e.user_id === userId && e.reason !== 'stocks' && e.reason !== 'kanji');
      const quizCoins = quizPay.filter((e) => started.some((s) => s.learner === learner && e.idempotency_key === `quiz:${s.quizId}`));
      expect(wallets.find((w) => w.user_id === userId)!.balance).toBe(expected + quizCoins.reduce((sum, e) => sum + e.amount, 0));
      const held = await db.kysely.selectFrom('stock_holdings').select(['ticker', 'shares']).where('user_id', '=', userId).execute();
      expect(Object.fromEntries(held.filter((h) => h.shares > 0).map((h) => [h.ticker, h.shares]))).toEqual(
        s0.ticker === s1.ticker ? { [s0.ticker]: 2 } : { [s0.ticker]: 1, [s1.ticker]: 1 },
      );
    }

    // Every quiz submitted once: finished, all its answers, paid what its ledger entry says.
    const quizIds = started.map((s) => s.quizId);
    const quizzes = await db.kysely.selectFrom('quizzes').select(['id', 'finished_at', 'total', 'coins']).where('id', 'in', quizIds).execute();
    const answerRows = await db.kysely
      .selectFrom('quiz_answers')
      .select(['quiz_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('quiz_id', 'in', quizIds)
      .groupBy('quiz_id')
      .execute();
    for (const quiz of quizzes) {
      expect(quiz.finished_at, `quiz ${quiz.id}`).not.toBeNull();
      expect(Number(answerRows.find((r) => r.quiz_id === quiz.id)?.n), `answers of quiz ${quiz.id}`).toBe(quiz.total);
      const paid = ledger.filter((e) => e.idempotency_key === `quiz:${quiz.id}`);
      expect(paid.reduce((sum, e) => sum + e.amount, 0)).toBe(quiz.coins ?? 0);
    }

    // The surviving process logged nothing at error level through all of it (pino: level ≥ 50).
    const errors = servers
      .get('a')!
      .output()
      .split('\n')
      .filter((line) => /"level":(5\d|60)/.test(line));
    expect(errors).toEqual([]);
    // Sessions outlive the process that made them.
    for (const learner of learners) expect((await send(marketCall, {}, learner.cookie)).status).toBe(200);
  }, 90_000);
});
