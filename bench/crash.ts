import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATORS, type PracticeType } from '@soroban/core';
import { sql } from 'kysely';
import { connect } from '../apps/server/src/db/connect.ts';
import { type Answer, callApi, mustCallApi, type ScratchDatabase, scratchDatabase, signedInCookie } from './support/server.ts';

/**
 * npm run crash-test: kills the server with SIGKILL in the middle of a load of quiz submissions and
 * purchases (stock buys and sells, kanji buys and sells) from the same learners, starts it again on
 * the same database and checks that nothing is half-recorded or paid twice: the database passes its
 * integrity check, every wallet equals the sum of its ledger and no balance is negative, every
 * holding equals what its recorded trades add up to, every trade has its ledger entry and every
 * trade's ledger entry its trade, every finished quiz has all its answers and every unfinished one
 * none, and every cut-off quiz or order can be sent again with the same key without paying twice.
 * SQLite by default; PostgreSQL (in a database of its own) with DATABASE_URL. Exits non-zero on any
 * problem.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.CRASH_PORT ?? 4340);
const origin = `http://127.0.0.1:${port}`;
const LEARNERS = 8;
const QUIZZES_EACH = 15;
/** Perfect A100 sheets each learner finishes before the load, to have coins to spend (150 each). */
const EARNING_QUIZZES = 4;
const dataDir = mkdtempSync(join(tmpdir(), 'soroban-quiz-crash-'));
// On PostgreSQL the run gets a database of its own, dropped at the end: the server outlives us.
const scratch: ScratchDatabase | undefined = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL, 'sq_crash') : undefined;
const databaseUrl = scratch?.url;
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
  LOG_LEVEL: 'fatal',
  SIGNIN_LIMIT_PER_ADDRESS: '1000000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000000',
};

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: repoRoot, env, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** One call; a connection the kill cut off rejects. */
const call = (path: string, cookie: string, body: object) => callApi(origin, path, cookie, body);
const must = (path: string, cookie: string, body: object) => mustCallApi(origin, path, cookie, body);

const db = connect({ databaseUrl, dataDir });
let server = await startServer();
const problems: string[] = [];
let exitCode = 1;

try {
  const learners = await Promise.all(
    Array.from({ length: LEARNERS }, async (_, i) => {
      const cookie = await signedInCookie(origin, `crash-${i}-${Date.now()}@example.com`);
      const session = await must('check_session.php', cookie, {});
      return { cookie, userId: (session.body.user as { userId: number }).userId };
    }),
  );

  /** The right answers of a quiz, from the seed the server stored (as a learner who knows them). */
  const answersOf = new Map<number, number[]>();
  async function learnAnswers(quizIds: number[]) {
    const rows = await db.kysely.selectFrom('quizzes').select(['id', 'type', 'params', 'seed']).where('id', 'in', quizIds).execute();
    for (const row of rows) {
      const generate = GENERATORS[row.type as PracticeType] as (p: unknown, s: number) => { problems: readonly { answer: number }[] };
      answersOf.set(
        row.id,
        generate(JSON.parse(row.params), Number(row.seed)).problems.map((p) => p.answer),
      );
    }
  }
  const startQuiz = async (cookie: string) =>
    (await must('start_quiz_api.php', cookie, { type: 'A100', params: { timeLimitSeconds: 3600 } })).body.quizId as number;
  const submission = (quizId: number) => ({ quizId, answers: answersOf.get(quizId), timesMs: Array.from({ length: 100 }, () => 10) });

  // 1. Coins first, earned through real quizzes; and shares and a kanji to sell during the load.
  await Promise.all(
    learners.map(async ({ cookie }) => {
      for (let q = 0; q < EARNING_QUIZZES; q++) {
        const quizId = await startQuiz(cookie);
        await learnAnswers([quizId]);
        await must('submit_quiz_api.php', cookie, submission(quizId));
      }
    }),
  );
  const market = (await must('market_api.php', learners[0]!.cookie, {})).body.stocks as Array<{ ticker: string; price: number }>;
  const stocks = [...market].sort((a, b) => a.price - b.price).slice(0, 4);
  const kanjiList = (await must('kanji_list_api.php', learners[0]!.cookie, {})).body.kanji as Array<{ kanjiId: string; price: number }>;
  const kanji = [...kanjiList].sort((a, b) => a.price - b.price || a.kanjiId.localeCompare(b.kanjiId)).slice(0, 5);
  const [s0, s1, s2, s3] = stocks as [(typeof stocks)[number], (typeof stocks)[number], (typeof stocks)[number], (typeof stocks)[number]];
  let keys = 0;
  const newKey = () => `crash-${process.pid}-${++keys}`;
  const stockOrder = (side: 'buy' | 'sell', stock: { ticker: string; price: number }, quantity: number) => ({
    path: `${side}_stocks_api.php`,
    body: { ticker: stock.ticker, quantity, expectedPrice: stock.price, idempotencyKey: newKey() },
  });
  const kanjiOrder = (side: 'buy' | 'sell', kanjiId: string) => ({ path: `${side}_kanji_api.php`, body: { kanjiId, idempotencyKey: newKey() } });
  for (const { cookie } of learners) {
    for (const order of [stockOrder('buy', s0, 6), stockOrder('buy', s1, 4), kanjiOrder('buy', kanji[0]!.kanjiId)]) await must(order.path, cookie, order.body);
  }

  // 2. Many quizzes started, then submitted all at once beside every learner's orders: buys and sells
  // of the same stocks (racing each other), kanji bought and one sold back.
  const quizzes: Array<{ cookie: string; userId: number; quizId: number }> = [];
  for (const learner of learners) {
    for (let q = 0; q < QUIZZES_EACH; q++) quizzes.push({ ...learner, quizId: await startQuiz(learner.cookie) });
  }
  await learnAnswers(quizzes.map((q) => q.quizId));
  const orders = learners.flatMap((learner) =>
    [
      stockOrder('buy', s0, 1),
      stockOrder('sell', s0, 2),
      stockOrder('buy', s1, 2),
      stockOrder('sell', s0, 2),
      stockOrder('buy', s2, 1),
      stockOrder('sell', s1, 2),
      stockOrder('buy', s3, 2),
      stockOrder('sell', s0, 2),
      stockOrder('buy', s0, 2),
      stockOrder('buy', s2, 1),
      kanjiOrder('buy', kanji[1]!.kanjiId),
      kanjiOrder('sell', kanji[0]!.kanjiId),
      kanjiOrder('buy', kanji[2]!.kanjiId),
      kanjiOrder('buy', kanji[3]!.kanjiId),
      kanjiOrder('buy', kanji[4]!.kanjiId),
    ].map((order) => ({ ...learner, ...order })),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));

  let answered = 0;
  const total = quizzes.length + orders.length;
  let killNow: () => void = () => undefined;
  const killed = new Promise<void>((resolve) => {
    killNow = resolve;
  });
  // Killed once a third of everything has been answered: the kill lands in the middle of the load
  // however fast this machine and database are.
  const track = (work: Promise<Answer>): Promise<Answer | 'cut off'> =>
    work.then(
      (answer) => {
        if (++answered >= total / 3) killNow();
        return answer;
      },
      () => 'cut off' as const,
    );
  // Sent interleaved, a submission beside an order, so both kinds are in flight when the kill lands.
  const quizWork: Array<Promise<Answer | 'cut off'>> = [];
  const orderWork: Array<Promise<Answer | 'cut off'>> = [];
  for (let i = 0; i < Math.max(quizzes.length, orders.length); i++) {
    const quiz = quizzes[i];
    if (quiz) quizWork.push(track(call('submit_quiz_api.php', quiz.cookie, submission(quiz.quizId))));
    const order = orders[i];
    if (order) orderWork.push(track(call(order.path, order.cookie, order.body)));
  }
  await Promise.race([killed, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  server.kill('SIGKILL');
  const quizOutcomes = await Promise.all(quizWork);
  const orderOutcomes = await Promise.all(orderWork);
  const summary = (list: Array<Answer | 'cut off'>) => {
    const counts = new Map<string, number>();
    for (const o of list) counts.set(o === 'cut off' ? 'cut off' : String(o.status), (counts.get(o === 'cut off' ? 'cut off' : String(o.status)) ?? 0) + 1);
    return [...counts].map(([what, n]) => `${n} × ${what}`).join(', ');
  };
  console.log(
    `load: ${quizzes.length} quiz submissions (${summary(quizOutcomes)}) and ${orders.length} orders (${summary(orderOutcomes)}) when SIGKILL landed`,
  );
  for (const [i, outcome] of orderOutcomes.entries()) {
    if (outcome !== 'cut off' && outcome.status >= 500)
      problems.push(`order ${orders[i]!.path} ${JSON.stringify(orders[i]!.body)} answered ${outcome.status} before the kill: ${JSON.stringify(outcome.body)}`);
  }
  for (const [i, outcome] of quizOutcomes.entries()) {
    if (outcome !== 'cut off' && outcome.status !== 200)
      problems.push(`quiz ${quizzes[i]!.quizId} answered ${outcome.status} before the kill: ${JSON.stringify(outcome.body)}`);
  }

  server = await startServer();

  // 3. Everything the database says after the restart.
  const tradeKey = (userId: number, key: string) => `rewards:${userId}:${key}`;
  async function audit(stage: string) {
    const found: string[] = [];
    const counts: string[] = [];
    if (db.dialect === 'sqlite') {
      const { rows: check } = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db.kysely);
      if (check.length !== 1 || check[0]?.integrity_check !== 'ok') found.push(`integrity_check: ${JSON.stringify(check)}`);
      const { rows: keysBroken } = await sql<Record<string, unknown>>`PRAGMA foreign_key_check`.execute(db.kysely);
      if (keysBroken.length > 0) found.push(`foreign_key_check: ${JSON.stringify(keysBroken.slice(0, 5))}`);
      counts.push('integrity and foreign keys ok');
    }
    const wallets = await db.kysely.selectFrom('wallets').select(['user_id', 'balance']).execute();
    const ledger = await db.kysely.selectFrom('coin_ledger').selectAll().orderBy('id').execute();
    const running = new Map<number, number>();
    for (const entry of ledger) {
      const sum = (running.get(entry.user_id) ?? 0) + entry.amount;
      running.set(entry.user_id, sum);
      if (entry.balance_after !== sum)
        found.push(`ledger entry ${entry.id} (user ${entry.user_id}): balance_after ${entry.balance_after} ≠ running sum ${sum}`);
      if (entry.balance_after < 0) found.push(`ledger entry ${entry.id} (user ${entry.user_id}): balance went to ${entry.balance_after}`);
    }
    const walletUsers = new Set(wallets.map((w) => w.user_id));
    for (const wallet of wallets) {
      if (wallet.balance < 0) found.push(`user ${wallet.user_id}: negative balance ${wallet.balance}`);
      if ((running.get(wallet.user_id) ?? 0) !== wallet.balance)
        found.push(`user ${wallet.user_id}: wallet ${wallet.balance} ≠ ledger ${running.get(wallet.user_id) ?? 0}`);
    }
    for (const userId of running.keys()) if (!walletUsers.has(userId)) found.push(`user ${userId} has ledger entries but no wallet`);
    counts.push(`${wallets.length} wallets = their ledgers (${ledger.length} entries, running sums and balances never negative)`);

    const trades = await db.kysely.selectFrom('reward_trades').selectAll().orderBy('id').execute();
    const ledgerById = new Map(ledger.map((entry) => [entry.id, entry]));
    const tradeByLedger = new Map(trades.map((trade) => [trade.ledger_entry_id, trade]));
    const net = new Map<string, { stock: boolean; amount: number; lastHoldingAfter: number }>();
    for (const trade of trades) {
      const entry = ledgerById.get(trade.ledger_entry_id);
      const buy = trade.kind.startsWith('buy-');
      const stock = trade.kind.endsWith('-stock');
      if (!entry) found.push(`trade ${trade.id} (${trade.kind} ${trade.item}) has no ledger entry ${trade.ledger_entry_id}`);
      else {
        if (
          entry.user_id !== trade.user_id ||
          entry.amount !== (buy ? -trade.total : trade.total) ||
          entry.idempotency_key !== trade.idempotency_key ||
          entry.reason !== (stock ? 'stocks' : 'kanji')
        ) {
          found.push(`trade ${trade.id} (${trade.kind} ${trade.total}) and its ledger entry ${entry.id} (${entry.amount}, ${entry.reason}) disagree`);
        }
        if (entry.balance_after !== trade.balance_after)
          found.push(`trade ${trade.id}: balance_after ${trade.balance_after} ≠ its ledger entry's ${entry.balance_after}`);
      }
      if (stock && trade.total !== trade.price * trade.quantity) found.push(`trade ${trade.id}: total ${trade.total} ≠ ${trade.quantity} × ${trade.price}`);
      const key = `${trade.user_id}:${stock ? 'stock' : 'kanji'}:${trade.item}`;
      const held = net.get(key) ?? { stock, amount: 0, lastHoldingAfter: 0 };
      held.amount += buy ? trade.quantity : -trade.quantity;
      held.lastHoldingAfter = trade.holding_after;
      net.set(key, held);
      if (held.amount < 0) found.push(`trade ${trade.id}: user ${trade.user_id} sold ${trade.item} they did not hold`);
    }
    const tradeEntries = ledger.filter((entry) => entry.reason === 'stocks' || entry.reason === 'kanji');
    for (const entry of tradeEntries) if (!tradeByLedger.has(entry.id)) found.push(`ledger entry ${entry.id} (${entry.reason}, ${entry.amount}) has no trade`);
    counts.push(`${trades.length} trades each with its ledger entry, ${tradeEntries.length} trade ledger entries each with its trade`);

    const holdings = await db.kysely.selectFrom('stock_holdings').selectAll().execute();
    const ownedKanji = await db.kysely.selectFrom('kanji_holdings').selectAll().execute();
    const held = new Map<string, number>([
      ...holdings.map((h) => [`${h.user_id}:stock:${h.ticker}`, h.shares] as const),
      ...ownedKanji.map((k) => [`${k.user_id}:kanji:${k.kanji_id}`, 1] as const),
    ]);
    for (const h of holdings)
      if (h.shares < 0 || h.cost_basis < 0 || (h.shares === 0 && h.cost_basis !== 0))
        found.push(`holding ${h.user_id}/${h.ticker}: ${h.shares} shares costing ${h.cost_basis}`);
    for (const key of new Set([...held.keys(), ...net.keys()])) {
      const owned = held.get(key) ?? 0;
      const fromTrades = net.get(key);
      if (owned !== (fromTrades?.amount ?? 0)) found.push(`${key}: holds ${owned}, trades add up to ${fromTrades?.amount ?? 0}`);
      // Trades of one holding are serialised by its row, so the last one saw what is held now.
      if (fromTrades && fromTrades.lastHoldingAfter !== owned) found.push(`${key}: holds ${owned}, last trade left ${fromTrades.lastHoldingAfter}`);
    }
    for (const k of ownedKanji) {
      const buys = trades.filter((t) => t.user_id === k.user_id && t.item === k.kanji_id && t.kind === 'buy-kanji');
      const last = buys.at(-1);
      if (!last || last.total !== k.price_paid)
        found.push(`kanji ${k.user_id}/${k.kanji_id}: price paid ${k.price_paid}, last recorded purchase ${last?.total}`);
    }
    const stockHeld = holdings.filter((h) => h.shares > 0);
    counts.push(
      `${stockHeld.length} stock holdings (${stockHeld.reduce((s, h) => s + h.shares, 0)} shares) = their trades, ${ownedKanji.length} owned kanji each one purchase not undone by a sale`,
    );

    const quizRows = await db.kysely.selectFrom('quizzes').select(['id', 'finished_at', 'total', 'coins']).execute();
    const answerCounts = new Map(
      (
        await db.kysely
          .selectFrom('quiz_answers')
          .select(['quiz_id', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('quiz_id')
          .execute()
      ).map((r) => [r.quiz_id, Number(r.n)]),
    );
    const paidQuizzes = new Map(ledger.filter((e) => e.idempotency_key?.startsWith('quiz:')).map((e) => [Number(e.idempotency_key?.slice(5)), e]));
    let finished = 0;
    for (const quiz of quizRows) {
      const expected = quiz.finished_at ? quiz.total : 0;
      if (quiz.finished_at) finished++;
      if ((answerCounts.get(quiz.id) ?? 0) !== expected) found.push(`quiz ${quiz.id}: ${answerCounts.get(quiz.id) ?? 0} answers, expected ${expected}`);
      const paid = paidQuizzes.get(quiz.id);
      if (quiz.finished_at ? (quiz.coins ?? 0) !== (paid?.amount ?? 0) : paid)
        found.push(`quiz ${quiz.id}: coins ${quiz.coins}, ledger paid ${paid?.amount ?? 0}`);
    }
    counts.push(`${finished}/${quizRows.length} quizzes finished whole (unfinished ones have no answers and no coins)`);
    console.log(`${stage}: ${counts.join('; ')}${found.length ? `; ${found.length} PROBLEMS` : ''}`);
    problems.push(...found.map((p) => `${stage}: ${p}`));
    return { trades, quizRows };
  }

  const afterRestart = await audit('after restart');
  const finishedIds = new Set(afterRestart.quizRows.filter((q) => q.finished_at).map((q) => q.id));
  const recorded = new Map(afterRestart.trades.map((trade) => [trade.idempotency_key, trade]));
  // An answer the client received must have been durable.
  for (const [i, outcome] of quizOutcomes.entries()) {
    if (outcome !== 'cut off' && outcome.status === 200 && !finishedIds.has(quizzes[i]!.quizId))
      problems.push(`quiz ${quizzes[i]!.quizId} was answered 200 but is not finished after the restart`);
  }
  let answeredOrders = 0;
  for (const [i, outcome] of orderOutcomes.entries()) {
    const order = orders[i]!;
    if (outcome !== 'cut off' && outcome.status === 200) {
      answeredOrders++;
      if (!recorded.has(tradeKey(order.userId, order.body.idempotencyKey)))
        problems.push(`order ${order.body.idempotencyKey} was answered 200 but is not recorded after the restart`);
    }
  }
  console.log(
    `durability: all ${quizOutcomes.filter((o) => o !== 'cut off' && o.status === 200).length} quizzes and ${answeredOrders} orders answered 200 before the kill were found recorded`,
  );

  // 4. Every submission and every order sent again with the same key: what was cut off is carried
  // out now (or refused with a reason), what was carried out is answered as it was, and nothing
  // pays twice.
  const resubmitted = await Promise.all(quizzes.map(({ cookie, quizId }) => call('submit_quiz_api.php', cookie, submission(quizId))));
  for (const [i, answer] of resubmitted.entries())
    if (answer.status !== 200) problems.push(`quiz ${quizzes[i]!.quizId} sent again: ${answer.status} ${JSON.stringify(answer.body)}`);
  const balances = async () => new Map((await db.kysely.selectFrom('wallets').select(['user_id', 'balance']).execute()).map((w) => [w.user_id, w.balance]));
  const before = await balances();
  const resent = await Promise.all(orders.map((order) => call(order.path, order.cookie, order.body)));
  const expectedMove = new Map<number, number>();
  let replayed = 0;
  let carriedOutNow = 0;
  let refusedNow = 0;
  for (const [i, answer] of resent.entries()) {
    const order = orders[i]!;
    const earlier = recorded.get(tradeKey(order.userId, order.body.idempotencyKey));
    const what = `order ${order.path} ${order.body.idempotencyKey} sent again`;
    if (earlier) {
      if (answer.status !== 200 || answer.body.replayed !== true || answer.body.total !== earlier.total || answer.body.balance !== earlier.balance_after) {
        problems.push(`${what}: recorded before (total ${earlier.total}), answered ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      replayed++;
    } else if (answer.status === 200 && answer.body.replayed === false) {
      carriedOutNow++;
      const amount = (order.path.startsWith('buy') ? -1 : 1) * (answer.body.total as number);
      expectedMove.set(order.userId, (expectedMove.get(order.userId) ?? 0) + amount);
    } else if (answer.status === 409) {
      refusedNow++;
    } else {
      problems.push(`${what}: not recorded before, answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
  const after = await balances();
  for (const [userId, balance] of after) {
    const moved = balance - (before.get(userId) ?? 0);
    if (moved !== (expectedMove.get(userId) ?? 0))
      problems.push(`user ${userId}: re-sent orders moved ${moved} coins, the ones carried out now account for ${expectedMove.get(userId) ?? 0}`);
  }
  // Once more, all at once: everything is a replay now and no coin moves.
  const third = await Promise.all(orders.map((order) => call(order.path, order.cookie, order.body)));
  const afterThird = await balances();
  const unchanged = [...afterThird].every(([userId, balance]) => balance === after.get(userId));
  if (!unchanged) problems.push('sending every order a third time moved coins');
  const notReplays = third.filter(
    (answer, i) => !(answer.status === 200 && answer.body.replayed === true) && !(resent[i]!.status === 409 && answer.status === 409),
  );
  if (notReplays.length > 0)
    problems.push(`sending every order a third time: ${notReplays.length} answers were not replays, e.g. ${JSON.stringify(notReplays[0]?.body)}`);
  console.log(
    `sent again: ${resubmitted.filter((a) => a.status === 200).length}/${quizzes.length} quizzes answered 200; ${orders.length} orders: ${replayed} recorded before answered as replays, ${carriedOutNow} cut off and carried out now, ${refusedNow} refused (409); a third time: ${third.length - notReplays.length}/${third.length} replays, ${unchanged ? 'no coin moved' : 'COINS MOVED'}`,
  );
  await audit('after sending again');
  exitCode = problems.length === 0 ? 0 : 1;
} catch (error) {
  problems.push(`the run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
  await db.kysely.destroy();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  problems.length === 0
    ? `${db.dialect}: no half-recorded quiz or trade, every ledger balances, every holding matches its trades, nothing paid twice, database intact`
    : `PROBLEMS (${problems.length}):\n${problems.slice(0, 50).join('\n')}`,
);
process.exitCode = problems.length === 0 ? exitCode : 1;
