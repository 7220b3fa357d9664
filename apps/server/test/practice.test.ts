import { GENERATORS, type PracticeType } from '@soroban/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoWeek } from '../src/lib/iso-week.ts';
import { ENV, startTestApp, type TestApp } from './test-app.ts';

const START = '/rlm/mobile-apis/start_quiz_api.php';
const SUBMIT = '/rlm/mobile-apis/submit_quiz_api.php';
const RESULTS = '/rlm/mobile-apis/quiz_results_api.php';
const HISTORY = '/rlm/mobile-apis/quiz_history_api.php';
const FLUENCY = '/rlm/mobile-apis/fact_fluency_api.php';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await startTestApp();
  await t.createAccount();
  cookie = await t.signIn();
});
afterEach(async () => {
  await t.close();
});

async function start(type: string, params: object, extra: object = {}, who = cookie) {
  const response = await t.post(START, { ...ENV, type, params, ...extra }, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { quizId: number; problems: unknown[]; total: number; timeLimitMs: number | null };
}

/** The right answers, computed the way a cheater cannot: from the seed the server stored. */
async function rightAnswers(quizId: number) {
  const quiz = await t.db.kysely.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirstOrThrow();
  const generate = GENERATORS[quiz.type as PracticeType] as (params: unknown, seed: number) => { problems: { answer: number }[] };
  return generate(JSON.parse(quiz.params), Number(quiz.seed)).problems.map((problem) => problem.answer);
}

const times = (n: number, ms = 1500) => Array.from({ length: n }, () => ms);

describe('starting a quiz', () => {
  it('answers the problems without their answers', async () => {
    const quiz = await start('facts-addition', { max: 10, problems: 20 });
    expect(quiz.total).toBe(20);
    expect(quiz.problems).toHaveLength(20);
    expect(JSON.stringify(quiz)).not.toMatch(/"answer"|factKey/);
  });

  it('explains bad settings: unknown types, out-of-range params, limits only the generator knows', async () => {
    const unknown = await t.post(START, { ...ENV, type: 'juggling', params: {} }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('type is not a practice type');
    const range = await t.post(START, { ...ENV, type: 'addition-list', params: { digits: 12, count: 5, allowSubtraction: false, allowNegative: false, problems: 5 } }, cookie);
    expect(range.json().message).toContain('params.digits: digits must be at most 10');
    const generatorLimit = await t.post(START, { ...ENV, type: 'multiplication', params: { digitsA: 8, digitsB: 8, problems: 5 } }, cookie);
    expect(generatorLimit.statusCode).toBe(400);
    expect(generatorLimit.json().message).toMatch(/These settings cannot make a quiz/);
  });

  it('needs a session', async () => {
    expect((await t.post(START, { ...ENV, type: 'ten-pairs', params: { problems: 5 } })).statusCode).toBe(403);
  });
});

describe('submitting', () => {
  it('grades from the stored seed, pays coins once and adds points for the week and all time', async () => {
    const quiz = await start('facts-addition', { max: 10, problems: 20 });
    t.advance(60_000);
    const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: await rightAnswers(quiz.quizId), timesMs: times(20) }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { summary } = response.json();
    expect(summary).toMatchObject({ correct: 20, total: 20, accuracy: 1, passed: true, perfect: true, coins: { base: 20, perfectBonus: 10, total: 30 }, balanceAfter: 30, fluentCount: 20 });
    const ledger = await t.db.kysely.selectFrom('coin_ledger').selectAll().execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 30, reason: 'practice', description: 'Addition facts: 20/20 right' });
    const points = await t.db.kysely.selectFrom('points_totals').selectAll().orderBy('period').execute();
    expect(points.map((p) => [p.lpath, p.period, p.points])).toEqual([
      ['1442', isoWeek(new Date('2026-11-22T10:01:00Z')), 30],
      ['1442', 'all', 30],
    ]);
    const answers = await t.db.kysely.selectFrom('quiz_answers').selectAll().where('quiz_id', '=', quiz.quizId).execute();
    expect(answers).toHaveLength(20);
  });

  it('is idempotent: the same submission again changes nothing; different answers get a 409', async () => {
    const quiz = await start('ten-pairs', { problems: 10 });
    t.advance(60_000);
    const body = { ...ENV, quizId: quiz.quizId, answers: await rightAnswers(quiz.quizId), timesMs: times(10) };
    const first = (await t.post(SUBMIT, body, cookie)).json();
    const again = await t.post(SUBMIT, body, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().summary).toEqual(first.summary);
    const other = await t.post(SUBMIT, { ...body, answers: times(10, 1) }, cookie);
    expect(other.statusCode).toBe(409);
    expect(await t.db.kysely.selectFrom('coin_ledger').selectAll().execute()).toHaveLength(1);
    expect((await t.db.kysely.selectFrom('wallets').select('balance').executeTakeFirstOrThrow()).balance).toBe(first.summary.coins.total);
  });

  it('lets exactly one of two racing identical submissions pay', async () => {
    const quiz = await start('ten-pairs', { problems: 10 });
    t.advance(60_000);
    const body = { ...ENV, quizId: quiz.quizId, answers: await rightAnswers(quiz.quizId), timesMs: times(10) };
    const results = await Promise.all([t.post(SUBMIT, body, cookie), t.post(SUBMIT, body, cookie), t.post(SUBMIT, body, cookie)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await t.db.kysely.selectFrom('coin_ledger').selectAll().execute()).toHaveLength(1);
  });

  it("answers another person's quiz as not found", async () => {
    const quiz = await start('ten-pairs', { problems: 5 });
    await t.createAccount('other@example.com', 'another password', 'Other');
    const other = await t.signIn('other@example.com', 'another password');
    t.advance(60_000);
    const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: [1, 2, 3, 4, 5], timesMs: times(5) }, other);
    expect(response.statusCode).toBe(404);
    expect((await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, other)).statusCode).toBe(404);
  });

  it('refuses wrong counts, non-numbers and absurd times with a clear message, recording nothing', async () => {
    const quiz = await start('ten-pairs', { problems: 5 });
    t.advance(30_000);
    const cases: Array<[object, RegExp]> = [
      [{ answers: [1, 2, 3], timesMs: times(3) }, /send exactly 5 answers/],
      [{ answers: [1, 2, 'x', 4, 5], timesMs: times(5) }, /answers must be whole numbers or null/],
      [{ answers: [1, 2, 3.5, 4, 5], timesMs: times(5) }, /answers must be whole numbers/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: [1, 2, -3, 4, 5] }, /timesMs cannot be negative/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: [1, 2, 3, 4, 4_000_000] }, /longer than an hour/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: times(5, 20_000) }, /add up to 100 s, but the quiz started only 30 s ago/],
      [{ quizId: 999_999, answers: [1], timesMs: [1] }, /no such quiz/],
    ];
    for (const [body, message] of cases) {
      const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, ...body }, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toMatch(message);
    }
    const row = await t.db.kysely.selectFrom('quizzes').selectAll().where('id', '=', quiz.quizId).executeTakeFirstOrThrow();
    expect(row.finished_at).toBeNull();
  });

  it('writes nothing when recording fails half-way', async () => {
    const quiz = await start('ten-pairs', { problems: 5 });
    t.advance(30_000);
    await t.db.kysely.schema.dropTable('points_totals').execute();
    const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: await rightAnswers(quiz.quizId), timesMs: times(5) }, cookie);
    expect(response.statusCode).toBe(444);
    const row = await t.db.kysely.selectFrom('quizzes').selectAll().where('id', '=', quiz.quizId).executeTakeFirstOrThrow();
    expect(row.finished_at).toBeNull();
    expect(await t.db.kysely.selectFrom('quiz_answers').selectAll().execute()).toHaveLength(0);
    expect(await t.db.kysely.selectFrom('coin_ledger').selectAll().execute()).toHaveLength(0);
  });

  it('grades a 100-problem sheet, counting answers after the time limit as unanswered', async () => {
    const quiz = await start('A100', { timeLimitSeconds: 60 });
    expect(quiz).toMatchObject({ total: 100, timeLimitMs: 60_000 });
    t.advance(120_000);
    const answers = await rightAnswers(quiz.quizId);
    const summary = (await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers, timesMs: times(100, 1000) }, cookie)).json().summary;
    expect(summary).toMatchObject({ total: 100, correct: 60, passed: false });
  });

  it('grades flash rounds and keeps the guided activity and path', async () => {
    const quiz = await start('flash', { digits: 1, count: 4, seconds: 4, rounds: 3 }, { lpath: 1442, activityId: 'u01-a03', pathname: '/launchpad/mental/flash/quiz' });
    t.advance(60_000);
    const answers = await rightAnswers(quiz.quizId);
    const summary = (await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: [answers[0], answers[1], null], timesMs: times(3, 5000) }, cookie)).json().summary;
    expect(summary).toMatchObject({ correct: 2, total: 3, passed: false, lpath: '1442', activityId: 'u01-a03' });
  });
});

describe('results, history and fluency', () => {
  it('shows every problem with the given and the right answer and its time', async () => {
    const quiz = await start('facts-multiplication', { max: 9, problems: 4 });
    t.advance(60_000);
    const right = await rightAnswers(quiz.quizId);
    await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: [right[0], (right[1] ?? 0) + 1, null, right[3]], timesMs: [1000, 2000, 3000, 4000] }, cookie);
    const results = (await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, cookie)).json();
    expect(results.summary).toMatchObject({ correct: 2, total: 4 });
    expect(results.items.map((i: { correct: boolean; timeMs: number }) => [i.correct, i.timeMs])).toEqual([
      [true, 1000],
      [false, 2000],
      [false, 3000],
      [true, 4000],
    ]);
    expect(results.items[1]).toMatchObject({ given: (right[1] ?? 0) + 1, answer: right[1], display: { kind: 'binary', op: '×' } });
  });

  it('lists finished quizzes newest first, by type, paged', async () => {
    for (let i = 0; i < 3; i++) {
      const quiz = await start('ten-pairs', { problems: 2 });
      t.advance(10_000);
      await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: await rightAnswers(quiz.quizId), timesMs: times(2) }, cookie);
    }
    await start('five-pairs', { problems: 2 });
    const page = (await t.post(HISTORY, { ...ENV, type: 'ten-pairs', limit: 2 }, cookie)).json();
    expect(page.quizzes).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    expect(page.quizzes[0].quizId).toBeGreaterThan(page.quizzes[1].quizId);
    const rest = (await t.post(HISTORY, { ...ENV, type: 'ten-pairs', limit: 2, beforeQuizId: page.quizzes[1].quizId }, cookie)).json();
    expect(rest).toMatchObject({ hasMore: false });
    expect(rest.quizzes).toHaveLength(1);
  });

  it('keeps every fact response time and calls a fact fluent when the latest answer was right in time', async () => {
    const quiz = await start('ten-pairs', { problems: 9 });
    t.advance(120_000);
    const right = await rightAnswers(quiz.quizId);
    await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: right, timesMs: right.map((_, i) => (i === right.length - 1 ? 5000 : 1000)) }, cookie);
    const fluency = (await t.post(FLUENCY, { ...ENV, type: 'ten-pairs' }, cookie)).json();
    expect(fluency.thresholdMs).toBe(3000);
    const facts = fluency.facts as Array<{ fluent: boolean; attempts: number }>;
    expect(facts.length).toBeGreaterThan(0);
    expect(facts.filter((f) => !f.fluent)).toHaveLength(1);
    const relaxed = (await t.post(FLUENCY, { ...ENV, type: 'ten-pairs', thresholdMs: 6000 }, cookie)).json();
    expect(relaxed.facts.every((f: { fluent: boolean }) => f.fluent)).toBe(true);
    expect((await t.post(FLUENCY, { ...ENV, type: 'ten-pairs', thresholdMs: 2500 }, cookie)).statusCode).toBe(400);
  });
});
