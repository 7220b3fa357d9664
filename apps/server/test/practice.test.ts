import { readFileSync } from 'node:fs';
import { PRACTICE_TYPES } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { FLUENCY, HISTORY, keysOf, type PracticeClient, RESULTS, SMALL_PARAMS, START, SUBMIT, times } from './practice-helpers.ts';
import { ENV, signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
let p: PracticeClient;
signedInAppForEachTest((app) => {
  ({ t, cookie, p } = app);
});

const start = (type: string, params: object, extra: object = {}, who = cookie) => p.start(type, params, who, extra);
const coinRows = () => t.db.kysely.selectFrom('coin_ledger').selectAll().execute();
const balance = async () => (await t.db.kysely.selectFrom('wallets').select('balance').executeTakeFirst())?.balance ?? 0;

describe('starting a quiz', () => {
  it('answers the problems of every type without their answers', async () => {
    for (const type of PRACTICE_TYPES) {
      const response = await t.post(START, { ...ENV, type, params: SMALL_PARAMS[type] }, cookie);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
      const body = response.json();
      expect(body.problems).toHaveLength(body.total);
      const keys = keysOf(body);
      expect(
        [...keys].filter((key) => /answer|factKey|seed/i.test(key)),
        type,
      ).toEqual([]);
      expect(body.startedAt).toBe('2026-11-22T10:00:00.000Z');
    }
  });

  it('keeps the seed on the server and picks a new one for every quiz', async () => {
    const a = await start('facts-addition', { max: 10, problems: 20 });
    const b = await start('facts-addition', { max: 10, problems: 20 });
    const seeds = await t.db.kysely.selectFrom('quizzes').select('seed').where('id', 'in', [a.quizId, b.quizId]).execute();
    expect(new Set(seeds.map((s) => Number(s.seed))).size).toBe(2);
  });

  it('explains bad settings: unknown types, out-of-range params, limits only the generator knows, bad paths', async () => {
    const unknown = await t.post(START, { ...ENV, type: 'juggling', params: {} }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('type is not a practice type');
    const range = await t.post(
      START,
      { ...ENV, type: 'addition-list', params: { digits: 15, count: 5, allowSubtraction: false, allowNegative: false, problems: 5 } },
      cookie,
    );
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toContain('params.digits: digits must be at most 14');
    const missing = await t.post(START, { ...ENV, type: 'facts-addition', params: { max: 10 } }, cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('problems');
    const generatorLimit = await t.post(START, { ...ENV, type: 'multiplication', params: { digitsA: 8, digitsB: 8, problems: 5 } }, cookie);
    expect(generatorLimit.statusCode).toBe(400);
    expect(generatorLimit.json().message).toMatch(/These settings cannot make a quiz/);
    const lpath = await t.post(START, { ...ENV, type: 'ten-pairs', params: { problems: 5 }, lpath: 'top-secret' }, cookie);
    expect(lpath.statusCode).toBe(400);
    expect(lpath.json().message).toContain('lpath must be a learning path number');
    expect(await t.db.kysely.selectFrom('quizzes').selectAll().execute()).toHaveLength(0);
  });

  it('needs a session', async () => {
    expect((await t.post(START, { ...ENV, type: 'ten-pairs', params: { problems: 5 } })).statusCode).toBe(403);
  });
});

describe('submitting', () => {
  it('grades from the stored seed, pays coins once and adds points for the week and all time', async () => {
    const quiz = await start('facts-addition', { max: 10, problems: 20 });
    t.advance(60_000);
    const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: await p.rightAnswers(quiz.quizId), timesMs: times(20) }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { summary } = response.json();
    expect(summary).toMatchObject({
      quizId: quiz.quizId,
      type: 'facts-addition',
      label: 'Facts addition: sums within 10, 20 problems',
      correct: 20,
      total: 20,
      accuracy: 1,
      totalTimeMs: 30_000,
      paceMs: 1500,
      passed: true,
      passPercent: 90,
      perfect: true,
      coinsEarned: { base: 20, perfectBonus: 10, total: 30 },
      unpaid: null,
      unpaidMessage: null,
      balanceAfter: 30,
      fluentCount: 20,
      lpath: null,
      activityId: null,
      finishedAt: '2026-11-22T10:01:00.000Z',
    });
    const ledger = await coinRows();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amount: 30, reason: 'practice', description: 'Facts addition: 20/20 right', idempotency_key: `quiz:${quiz.quizId}` });
    expect(await balance()).toBe(30);
    const points = await t.db.kysely.selectFrom('points_totals').selectAll().orderBy('period').execute();
    expect(points.map((row) => [row.lpath, row.period, row.points])).toEqual([
      ['1442', '2026-W47', 30],
      ['1442', 'all', 30],
    ]);
    const answers = await t.db.kysely.selectFrom('quiz_answers').selectAll().where('quiz_id', '=', quiz.quizId).orderBy('idx').execute();
    expect(answers).toHaveLength(20);
    expect(answers.every((row) => row.correct === 1 && row.fact_key !== null && row.time_ms === 1500)).toBe(true);
  });

  it('grades yen and decimal answers with the official rounding and keeps them as given', async () => {
    const summary = await p.play('multiplication', { digitsA: 4, digitsB: 3, yenAndDecimals: true, problems: 10 }, cookie, { timeMs: 3000 });
    expect(summary).toMatchObject({ correct: 10, passed: true, label: 'Multiplication: 4 digits × 3 digits, half yen and decimals, 10 problems' });
    const rows = await t.db.kysely.selectFrom('quiz_answers').select(['given', 'answer']).where('quiz_id', '=', summary.quizId).execute();
    expect(rows.some((row) => !Number.isInteger(row.given))).toBe(true);
    expect(rows.every((row) => row.given === row.answer)).toBe(true);
  });

  it('gives a wrong answer no coin and a failed quiz only its right answers', async () => {
    const summary = await p.play('addition-list', { digits: 2, count: 5, allowSubtraction: false, allowNegative: false, problems: 10 }, cookie, { right: 6 });
    // Ten digits on each list: 2 coins a right answer (1 for every 4 digits).
    expect(summary).toMatchObject({ correct: 6, passed: false, perfect: false, coinsEarned: { base: 12, perfectBonus: 0, total: 12 } });
    expect(await balance()).toBe(12);
  });

  it('is idempotent: the same submission again changes nothing; different answers get a 409', async () => {
    const quiz = await start('ten-pairs', { problems: 10 });
    t.advance(60_000);
    const body = { ...ENV, quizId: quiz.quizId, answers: await p.rightAnswers(quiz.quizId), timesMs: times(10) };
    const first = (await t.post(SUBMIT, body, cookie)).json();
    t.advance(60_000);
    const again = await t.post(SUBMIT, body, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().summary).toEqual(first.summary);
    const other = await t.post(SUBMIT, { ...body, answers: times(10, 1) }, cookie);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already submitted with other answers/);
    const otherTimes = await t.post(SUBMIT, { ...body, timesMs: times(10, 1000) }, cookie);
    expect(otherTimes.statusCode).toBe(409);
    expect(await coinRows()).toHaveLength(1);
    expect(await balance()).toBe(first.summary.coinsEarned.total);
    const points = await t.db.kysely.selectFrom('points_totals').select('points').where('period', '=', 'all').executeTakeFirstOrThrow();
    expect(points.points).toBe(first.summary.coinsEarned.total);
    expect(await t.db.kysely.selectFrom('quiz_answers').selectAll().execute()).toHaveLength(10);
  });

  it('lets exactly one of racing identical submissions pay', async () => {
    const quiz = await start('ten-pairs', { problems: 10 });
    t.advance(60_000);
    const body = { ...ENV, quizId: quiz.quizId, answers: await p.rightAnswers(quiz.quizId), timesMs: times(10) };
    const results = await Promise.all([t.post(SUBMIT, body, cookie), t.post(SUBMIT, body, cookie), t.post(SUBMIT, body, cookie)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await coinRows()).toHaveLength(1);
    expect(await t.db.kysely.selectFrom('quiz_answers').selectAll().execute()).toHaveLength(10);
  });

  it("answers another person's quiz as not found, on every call", async () => {
    const quiz = await start('ten-pairs', { problems: 5 });
    await t.createAccount('other@example.com', 'another password', 'Other');
    const other = await t.signIn('other@example.com', 'another password');
    t.advance(60_000);
    const answers = await p.rightAnswers(quiz.quizId);
    const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers, timesMs: times(5) }, other);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/no such quiz/);
    await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers, timesMs: times(5) }, cookie);
    const theirs = await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, other);
    expect(theirs.statusCode).toBe(404);
    expect(keysOf(theirs.json())).not.toContain('items');
    expect(keysOf(theirs.json())).not.toContain('summary');
    expect((await t.post(HISTORY, { ...ENV, limit: 10 }, other)).json().quizzes).toEqual([]);
    expect((await t.post(FLUENCY, { ...ENV, type: 'ten-pairs' }, other)).json().facts).toEqual([]);
  });

  it('refuses wrong counts, non-numbers and absurd times with a clear message, recording nothing', async () => {
    const quiz = await start('ten-pairs', { problems: 5 });
    t.advance(30_000);
    const cases: Array<[object, number, RegExp]> = [
      [{ answers: [1, 2, 3], timesMs: times(3) }, 400, /This quiz has 5 problems: send exactly 5 answers/],
      [{ answers: [], timesMs: [] }, 400, /send exactly 5 answers/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: times(4) }, 400, /send exactly 5 times/],
      [{ answers: [1, 2, 'x', 4, 5], timesMs: times(5) }, 400, /answers must be numbers or null/],
      [{ answers: [1, 2, '3', 4, 5], timesMs: times(5) }, 400, /answers must be numbers or null/],
      [{ answers: [1, 2, 3.5005, 4, 5], timesMs: times(5) }, 400, /answers have at most 3 decimals/],
      [{ answers: [1, 2, 3, 4, 1e300], timesMs: times(5) }, 400, /answers must be at most 1e15/],
      [{ answers: 'all right', timesMs: times(5) }, 400, /answers/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: [1, 2, -3, 4, 5] }, 400, /timesMs cannot be negative/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: [1, 2, 3.25, 4, 5] }, 400, /timesMs must be whole milliseconds/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: [1, 2, null, 4, 5] }, 400, /timesMs/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: [1, 2, 3, 4, 4_000_000] }, 400, /longer than an hour/],
      [{ answers: [1, 2, 3, 4, 5], timesMs: times(5, 20_000) }, 400, /add up to 100 s, but the quiz started only 30 s ago/],
      [{ quizId: 'one', answers: [1], timesMs: [1] }, 400, /quizId must be a number/],
      [{ quizId: 999_999, answers: [1], timesMs: [1] }, 404, /no such quiz/],
    ];
    for (const [body, status, message] of cases) {
      const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, ...body }, cookie);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message, JSON.stringify(body)).toMatch(message);
    }
    const row = await t.db.kysely.selectFrom('quizzes').selectAll().where('id', '=', quiz.quizId).executeTakeFirstOrThrow();
    expect(row.finished_at).toBeNull();
    expect(await coinRows()).toHaveLength(0);
    // The slack: times a few seconds beyond the server's elapsed time (clocks differ) still count.
    const fine = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: await p.rightAnswers(quiz.quizId), timesMs: times(5, 6_500) }, cookie);
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('keeps the bead moves of the in-quiz soroban with each answer, and refuses unbounded or malformed ones', async () => {
    const quiz = await start('soroban-skill', { family: 'direct', operations: 'add', digits: 1, count: 2, problems: 3 });
    t.advance(30_000);
    const moves = [
      [
        { rod: 0, beads: 3, ms: 900 },
        { rod: 0, beads: 4, ms: 1400 },
      ],
      [],
      [{ rod: 1, beads: 1, ms: 700 }],
    ];
    const tooMany = Array.from({ length: 201 }, (_, ms) => ({ rod: 0, beads: 1, ms }));
    const cases: Array<[unknown, RegExp]> = [
      [[[], []], /send bead moves for exactly 3/],
      [[[{ rod: 27, beads: 1, ms: 5 }], [], []], /rod must be at most 26/],
      [[[{ rod: 0, beads: 10, ms: 5 }], [], []], /beads must be 0–9/],
      [[[{ rod: 0, beads: 1, ms: -1 }], [], []], /ms cannot be negative/],
      [[[{ rod: 0, beads: 1 }], [], []], /ms must be a number/],
      [[tooMany, [], []], /at most 200 moves for one problem/],
      [[...Array.from({ length: 8 }, () => tooMany.slice(0, 200))], /at most 1500 moves in one quiz/],
      ['lots', /beadMoves must be a list of moves for each problem/],
    ];
    for (const [beadMoves, message] of cases) {
      const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: [1, 2, 3], timesMs: times(3), beadMoves }, cookie);
      expect(response.statusCode, JSON.stringify(beadMoves).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const answers = await p.rightAnswers(quiz.quizId);
    const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers, timesMs: times(3), beadMoves: moves }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db.kysely.selectFrom('quiz_answers').select(['idx', 'bead_moves']).where('quiz_id', '=', quiz.quizId).orderBy('idx').execute();
    expect(rows.map((row) => (row.bead_moves === null ? null : JSON.parse(row.bead_moves)))).toEqual(moves);
  });

  it('stores no bead moves when the quiz did not show the soroban', async () => {
    const quiz = await start('ten-pairs', { problems: 5 });
    t.advance(30_000);
    const response = await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: await p.rightAnswers(quiz.quizId), timesMs: times(5) }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await t.db.kysely.selectFrom('quiz_answers').select('bead_moves').where('quiz_id', '=', quiz.quizId).execute();
    expect(rows.map((row) => row.bead_moves)).toEqual([null, null, null, null, null]);
  });

  it('writes nothing when recording fails half-way, and the quiz can still be submitted afterwards', async () => {
    const quiz = await start('ten-pairs', { problems: 5 });
    t.advance(30_000);
    const body = { ...ENV, quizId: quiz.quizId, answers: await p.rightAnswers(quiz.quizId), timesMs: times(5) };
    // The points aggregates are written last, after the answers, the quiz row and the coins.
    await t.db.kysely.schema.alterTable('points_totals').renameTo('points_totals_away').execute();
    const response = await t.post(SUBMIT, body, cookie);
    expect(response.statusCode).toBe(444);
    const row = await t.db.kysely.selectFrom('quizzes').selectAll().where('id', '=', quiz.quizId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ finished_at: null, correct: null, submission_hash: null });
    expect(await t.db.kysely.selectFrom('quiz_answers').selectAll().execute()).toHaveLength(0);
    expect(await coinRows()).toHaveLength(0);
    expect(await balance()).toBe(0);
    await t.db.kysely.schema.alterTable('points_totals_away').renameTo('points_totals').execute();
    const retry = await t.post(SUBMIT, body, cookie);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await coinRows()).toHaveLength(1);
  });
});

describe('start, submit and results for each kind of quiz', () => {
  it('facts: every problem with its display, given and right answer, time and fluency', async () => {
    const quiz = await start('facts-multiplication', { max: 9, problems: 4 });
    t.advance(60_000);
    const right = await p.rightAnswers(quiz.quizId);
    const wrong = (right[1] ?? 0) + 1;
    await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: [right[0], wrong, null, right[3]], timesMs: [1000, 2000, 3000, 4000] }, cookie);
    const results = (await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, cookie)).json();
    expect(results.summary).toMatchObject({ correct: 2, total: 4, fluentCount: 1 });
    expect(results.items.map((i: { correct: boolean; timeMs: number; fluent: boolean }) => [i.correct, i.timeMs, i.fluent])).toEqual([
      [true, 1000, true],
      [false, 2000, false],
      [false, 3000, false],
      [true, 4000, false],
    ]);
    expect(results.items[1]).toMatchObject({ index: 1, given: wrong, answer: right[1], display: { kind: 'binary', op: '×' } });
    expect(results.items[2]).toMatchObject({ given: null, answer: right[2] });
    expect(results.items[0].factKey).toMatch(/×/);
    expect(results.items[0].display).toEqual(quiz.problems[0]);
  });

  it('lists: negative answers allowed, list displays, no fluency', async () => {
    const quiz = await start('addition-list', { digits: 2, count: 5, allowSubtraction: true, allowNegative: true, problems: 5 }, { lpath: '1442' });
    t.advance(60_000);
    const right = await p.rightAnswers(quiz.quizId);
    const summary = (await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: right, timesMs: times(5, 9000) }, cookie)).json().summary;
    expect(summary).toMatchObject({ correct: 5, total: 5, perfect: true, lpath: '1442', label: 'Addition lists: 2 digits × 5 numbers ±, 5 problems' });
    const results = (await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, cookie)).json();
    expect(results.items).toHaveLength(5);
    for (const [i, item] of results.items.entries()) {
      expect(item).toMatchObject({ display: { kind: 'list' }, given: right[i], answer: right[i], correct: true, factKey: null, fluent: null });
      expect(item.display.numbers).toHaveLength(5);
    }
  });

  it('flash: rounds graded, the guided activity and path kept', async () => {
    const quiz = await start(
      'flash',
      { digits: 1, count: 4, seconds: 4, rounds: 3 },
      { lpath: 1442, activityId: 'u01-a03', pathname: '/launchpad/mental/flash/quiz' },
    );
    t.advance(60_000);
    const answers = await p.rightAnswers(quiz.quizId);
    const summary = (await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: [answers[0], answers[1], null], timesMs: times(3, 5000) }, cookie)).json()
      .summary;
    expect(summary).toMatchObject({ correct: 2, total: 3, passed: false, lpath: '1442', activityId: 'u01-a03', coinsEarned: { total: 4 } });
    const stored = await t.db.kysely.selectFrom('quizzes').select('pathname').where('id', '=', quiz.quizId).executeTakeFirstOrThrow();
    expect(stored.pathname).toBe('/launchpad/mental/flash/quiz');
  });

  it('a tool sheet of 100: answers after the time limit count as unanswered; all 100 in the detail', async () => {
    const quiz = await start('A100', { timeLimitSeconds: 60 });
    expect(quiz).toMatchObject({ total: 100, timeLimitMs: 60_000 });
    expect(quiz.problems).toHaveLength(100);
    t.advance(120_000);
    const answers = await p.rightAnswers(quiz.quizId);
    const summary = (await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers, timesMs: times(100, 1000) }, cookie)).json().summary;
    expect(summary).toMatchObject({ total: 100, correct: 60, passed: false, fluentCount: 60, coinsEarned: { total: 60 } });
    const results = (await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, cookie)).json();
    expect(results.items).toHaveLength(100);
    expect(results.items[59]).toMatchObject({ correct: true, given: answers[59] });
    expect(results.items[60]).toMatchObject({ correct: false, given: answers[60], answer: answers[60] });
    expect(await t.db.kysely.selectFrom('quiz_answers').selectAll().where('quiz_id', '=', quiz.quizId).execute()).toHaveLength(100);
  });

  it('results of an unfinished quiz ask for the answers first', async () => {
    const quiz = await start('ten-pairs', { problems: 3 });
    const response = await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/not finished yet/);
    expect(response.body).not.toMatch(/"answer"/);
  });
});

describe('history and fluency', () => {
  it('lists finished quizzes newest first, by type, paged', async () => {
    for (let i = 0; i < 3; i++) await p.play('ten-pairs', { problems: 2 }, cookie);
    await p.play('five-pairs', { problems: 2 }, cookie);
    await start('ten-pairs', { problems: 2 });
    const page = (await t.post(HISTORY, { ...ENV, type: 'ten-pairs', limit: 2 }, cookie)).json();
    expect(page.quizzes).toHaveLength(2);
    expect(page.hasMore).toBe(true);
    expect(page.quizzes[0].quizId).toBeGreaterThan(page.quizzes[1].quizId);
    expect(page.quizzes[0]).toMatchObject({
      type: 'ten-pairs',
      label: 'Facts 10 pairs: 2 problems',
      correct: 2,
      total: 2,
      accuracy: 1,
      passed: true,
      coinsEarned: { total: 3 },
    });
    const rest = (await t.post(HISTORY, { ...ENV, type: 'ten-pairs', limit: 2, beforeQuizId: page.quizzes[1].quizId }, cookie)).json();
    expect(rest).toMatchObject({ hasMore: false });
    expect(rest.quizzes).toHaveLength(1);
    const all = (await t.post(HISTORY, { ...ENV, limit: 100 }, cookie)).json();
    expect(all.quizzes.map((q: { type: string }) => q.type)).toEqual(['five-pairs', 'ten-pairs', 'ten-pairs', 'ten-pairs']);
    expect((await t.post(HISTORY, { ...ENV, limit: 101 }, cookie)).json().message).toMatch(/limit must be at most 100/);
    expect((await t.post(HISTORY, { ...ENV, type: 'poker', limit: 5 }, cookie)).statusCode).toBe(400);
  });

  it('keeps every fact response time and judges each fact at the threshold asked for', async () => {
    const quiz = await start('ten-pairs', { problems: 9 });
    t.advance(120_000);
    const right = await p.rightAnswers(quiz.quizId);
    await t.post(SUBMIT, { ...ENV, quizId: quiz.quizId, answers: right, timesMs: right.map((_, i) => (i === right.length - 1 ? 5000 : 1000)) }, cookie);
    const results = (await t.post(RESULTS, { ...ENV, quizId: quiz.quizId }, cookie)).json();
    const lastKey: string = results.items[8].factKey;
    const fluency = (await t.post(FLUENCY, { ...ENV, type: 'ten-pairs' }, cookie)).json();
    expect(fluency.thresholdMs).toBe(3000);
    const facts = fluency.facts as Array<{ factKey: string; state: string; attempts: number; correct: number; lastTimeMs: number; bestTimeMs: number | null }>;
    const keys = new Set(results.items.map((i: { factKey: string }) => i.factKey));
    expect(facts.map((f) => f.factKey).sort()).toEqual([...keys].sort());
    expect(facts.reduce((sum, f) => sum + f.attempts, 0)).toBe(9);
    const last = facts.find((f) => f.factKey === lastKey);
    // Slow on its latest try; mastered all the same when its two tries before came in time.
    expect(last).toMatchObject({ state: (last?.attempts ?? 0) >= 3 ? 'mastered' : 'slow', lastTimeMs: 5000 });
    expect(facts.filter((f) => f.factKey !== lastKey).every((f) => f.state === 'fast' || f.state === 'mastered')).toBe(true);
    const relaxed = (await t.post(FLUENCY, { ...ENV, type: 'ten-pairs', thresholdMs: 6000 }, cookie)).json();
    expect(relaxed.facts.every((f: { state: string }) => f.state === 'fast' || f.state === 'mastered')).toBe(true);
    const bad = await t.post(FLUENCY, { ...ENV, type: 'ten-pairs', thresholdMs: 2500 }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/thresholdMs must be one of 6000, 3000, 2000, 1500/);
    expect((await t.post(FLUENCY, { ...ENV, type: 'flash' }, cookie)).json().message).toMatch(/type must be a facts or tools type/);
  });
});

describe('quizzes started from a guided activity', () => {
  it("must be that activity's own quiz, so progress cannot be forged with an easier one", async () => {
    const { units } = JSON.parse(readFileSync(new URL('../../../content/curriculum/lpath-1442.json', import.meta.url), 'utf8')) as {
      units: Array<{ activities: Array<{ id: string; name: string; practice?: { type: string; params: object } }> }>;
    };
    const activity = units.flatMap((unit) => unit.activities).find((a) => a.practice && a.practice.type !== 'ten-pairs');
    if (!activity?.practice) throw new Error('the curriculum has no quiz activity');
    // Progress is made in order: the activities before it are done first.
    const before = units.flatMap((unit) => unit.activities).slice(0, units.flatMap((unit) => unit.activities).indexOf(activity));
    for (const done of before) {
      if (done.practice) throw new Error('a quiz activity comes first: pass it in the test');
      await t.post('/rlm/mobile-apis/guided_activity_done_api.php', { ...ENV, lpath: 1442, activityId: done.id }, cookie);
    }
    const own = await t.post(START, { ...ENV, ...activity.practice, lpath: 1442, activityId: activity.id }, cookie);
    expect(own.statusCode, own.body).toBe(200);
    const forged = await t.post(START, { ...ENV, type: 'ten-pairs', params: { problems: 1 }, lpath: 1442, activityId: activity.id }, cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain(`This quiz's settings differ from '${activity.name}'`);
    const lesson = units[0]?.activities.find((a) => !a.practice);
    const notAQuiz = await t.post(START, { ...ENV, type: 'ten-pairs', params: { problems: 1 }, lpath: 1442, activityId: lesson?.id }, cookie);
    expect(notAQuiz.json().message).toMatch(/is not a quiz: it completes with DONE/);
  });
});
