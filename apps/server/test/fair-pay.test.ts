import { factFluencyCall, practiceEarningsCall, startQuizCall, submitQuizCall, top100Call } from '@soroban/contracts';
import { FLOORS, PRICE_LIST, type ProblemDisplay } from '@soroban/core';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app.ts';

/*
 * A script that reads the problems from start_quiz_api and answers them at once must mint nothing:
 * before the floors, 20 sheets of 200 one-digit pairs paid 18,000 coins and 18,000 top-100 points
 * in 0.2 s. The server judges by its own clock, which these tests move with t.advance.
 */

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function setUp(environment: NodeJS.ProcessEnv = {}) {
  t = await startTestApp(environment);
  await t.createAccount();
  return t.signIn();
}

/** What a script works out from the displays alone, the way any client could. */
function solve(display: ProblemDisplay): number {
  if (display.kind === 'list') return display.numbers.reduce((sum, n) => sum + n, 0);
  if (display.kind === 'pair') return display.target - display.n;
  const { op, a, b } = display;
  return op === '+' ? a + b : op === '-' ? a - b : op === '×' ? a * b : a / b;
}

/** 200 pairs read (2 digits each) and answered (up to 2 digits and Enter) as fast as the floor allows. */
const PAIRS_PACE_MS = 200 * (2 * FLOORS.listDigitMs + 3 * FLOORS.keyMs);
const PAIRS = { type: 'addition-list', params: { digits: 1, count: 2, allowSubtraction: false, allowNegative: false, problems: 200 } } as const;

/** Starts a sheet, waits `waitMs` on the server's clock and submits every answer right, each "in" `clientMs`. */
async function playSheet(cookie: string, spec: object, waitMs: number, clientMs = 0) {
  const quiz = await t.call(startQuizCall, spec as never, cookie);
  t.advance(waitMs);
  const answers = quiz.problems.map(solve);
  return (await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: answers.map(() => clientMs) }, cookie)).summary;
}

const balance = async () => (await t.db.kysely.selectFrom('wallets').select('balance').executeTakeFirst())?.balance ?? 0;
const allTimePoints = async (cookie: string) => (await t.call(top100Call, { period: 'all' }, cookie)).rows;

describe('a script that answers at once', () => {
  it('is recorded but mints no coins, no points and no fluency, and is told why', async () => {
    const cookie = await setUp();
    const summaries = [];
    for (let i = 0; i < 20; i++) summaries.push(await playSheet(cookie, PAIRS, 0));
    expect(summaries.every((s) => s.correct === 200 && s.unpaid === 'too-fast' && s.coinsEarned.total === 0 && !s.passed)).toBe(true);
    expect(summaries[0]!.unpaidMessage).toMatch(/faster than anyone can read and work it out/);
    // Its worth is still shown: 200 right answers at 1 coin and the perfect bonus.
    expect(summaries[0]!.coinsEarned).toMatchObject({ base: 200, perfectBonus: 100 });
    expect(await t.db.kysely.selectFrom('quizzes').where('finished_at', 'is not', null).select('id').execute()).toHaveLength(20);
    expect(await balance()).toBe(0);
    expect(await allTimePoints(cookie)).toEqual([]);

    // 50 facts at 1 ms each, submitted at once: none becomes fluent.
    const facts = await playSheet(cookie, { type: 'facts-addition', params: { max: 10, problems: 50 } }, 0, 1);
    expect(facts).toMatchObject({ correct: 50, fluentCount: 0, unpaid: 'too-fast' });
    const fluency = await t.call(factFluencyCall, { type: 'facts-addition' }, cookie);
    expect(fluency.facts).toEqual([]);
  });

  it('is not rescued by client times that claim the sheet took long', async () => {
    const cookie = await setUp();
    // The server's clock moved 0.1 s; the client claims 1.5 s a problem (within the slack for clocks that differ).
    const summary = await playSheet(cookie, { type: 'facts-addition', params: { max: 10, problems: 3 } }, 100, 1500);
    expect(summary).toMatchObject({ unpaid: 'too-fast', coinsEarned: { total: 0 } });
  });
});

describe('a sheet at a person’s pace', () => {
  it('is paid by difficulty, ranks and proves fluency', async () => {
    const cookie = await setUp();
    const pairs = await playSheet(cookie, PAIRS, PAIRS_PACE_MS);
    expect(pairs).toMatchObject({ unpaid: null, unpaidMessage: null, passed: true, coinsEarned: { base: 200, perfectBonus: 100, total: 300 } });
    const harder = await playSheet(cookie, { type: 'multiplication', params: { digitsA: 3, digitsB: 2, problems: 20 } }, 20 * 2000);
    // 3 digits × 2 digits is 6 coins a right answer: 20 of them pay as much as 120 facts.
    expect(harder.coinsEarned).toEqual({ base: 120, perfectBonus: 60, total: 180 });
    const facts = await playSheet(cookie, { type: 'facts-addition', params: { max: 10, problems: 10 } }, 10 * 1500, 1500);
    expect(facts).toMatchObject({ fluentCount: 10, unpaid: null });
    expect(await balance()).toBe(300 + 180 + 15);
    expect((await allTimePoints(cookie))[0]).toMatchObject({ points: 495 });
  });
});

describe('the daily cap', () => {
  it('holds on the server’s day, says so, and opens again the next day', async () => {
    const cookie = await setUp({ DAILY_COIN_CAP: '500' });
    const paid = [];
    for (let i = 0; i < 3; i++) paid.push((await playSheet(cookie, PAIRS, PAIRS_PACE_MS)).coinsEarned.total);
    expect(paid).toEqual([300, 200, 0]);
    const capped = await t.db.kysely.selectFrom('quizzes').select(['unpaid', 'coins', 'points']).orderBy('id').execute();
    expect(capped.map((quiz) => quiz.unpaid)).toEqual([null, 'daily-cap', 'daily-cap']);
    expect(capped[2]).toEqual({ unpaid: 'daily-cap', coins: 0, points: 0 });
    expect(await balance()).toBe(500);
    expect((await allTimePoints(cookie))[0]).toMatchObject({ points: 500 });
    expect(await t.call(practiceEarningsCall, {}, cookie)).toMatchObject({ dailyCap: 500, earnedToday: 500, day: '2026-11-22', prices: PRICE_LIST });

    t.advance(24 * 3_600_000);
    expect((await playSheet(cookie, PAIRS, PAIRS_PACE_MS)).coinsEarned.total).toBe(300);
    expect(await t.call(practiceEarningsCall, {}, cookie)).toMatchObject({ earnedToday: 300, day: '2026-11-23' });
  });

  it('holds when sheets are submitted at the same moment', async () => {
    const cookie = await setUp({ DAILY_COIN_CAP: '500' });
    const quizzes = [];
    for (let i = 0; i < 4; i++) quizzes.push(await t.call(startQuizCall, PAIRS, cookie));
    t.advance(4 * PAIRS_PACE_MS);
    await Promise.all(
      quizzes.map((quiz) => t.call(submitQuizCall, { quizId: quiz.quizId, answers: quiz.problems.map(solve), timesMs: quiz.problems.map(() => 0) }, cookie)),
    );
    expect(await balance()).toBe(500);
    expect((await allTimePoints(cookie))[0]).toMatchObject({ points: 500 });
  });
});
