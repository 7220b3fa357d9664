import {
  type ProblemDisplayView,
  dailyProgressCall,
  myMistakesCall,
  quizResultsCall,
  setDailyGoalCall,
  startQuizCall,
  startReviewCall,
  submitQuizCall,
} from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type PracticeClient, times } from './practice-helpers.ts';
import { signedInAppForEachTest, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
let p: PracticeClient;
signedInAppForEachTest((app) => {
  ({ t, cookie, p } = app);
});

const DAY_MS = 86_400_000;

/** The right answer worked out from what the learner sees (what a learner does). */
function answerOf(display: ProblemDisplayView): number {
  if (display.kind === 'list') return display.numbers.reduce((sum, n) => sum + n, 0);
  if (display.kind === 'pair') return display.target - display.n;
  const { a, b, op } = display;
  return op === '+' ? a + b : op === '-' ? a - b : op === '×' ? a * b : a / b;
}

/** Starts a review quiz and answers it: `wrong` lists the keys to answer wrong (by one too many). */
async function playReview(source: 'today' | 'mistakes', wrong: (display: ProblemDisplayView) => boolean = () => false) {
  const quiz = await t.call(startReviewCall, { source }, cookie);
  t.advance(quiz.total * 4000 + 1000);
  const answers = quiz.problems.map((display) => answerOf(display) + (wrong(display) ? 1 : 0));
  const { summary } = await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(quiz.total, 4000) }, cookie);
  return { quiz, summary };
}

const mistakes = async () => (await t.call(myMistakesCall, {}, cookie)).mistakes;

/** A facts sheet with every answer wrong but the first: its wrong facts are kept. */
async function missFacts() {
  const quiz = await p.start('facts-addition', { max: 10, problems: 5 }, cookie);
  t.advance(5 * 3000 + 1000);
  const right = await p.rightAnswers(quiz.quizId);
  const answers = right.map((answer, i) => (i === 0 ? answer : i === 1 ? null : answer + 1));
  await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(5, 3000) }, cookie);
  return quiz.problems;
}

describe('my mistakes', () => {
  it('keeps every wrong or skipped problem of a graded quiz once, however often it is missed', async () => {
    const problems = await missFacts();
    const kept = await mistakes();
    const shown = (display: ProblemDisplayView) => JSON.stringify(display);
    // The distinct problems among those answered wrong or skipped (a facts sheet can repeat one).
    const missed = new Set(problems.slice(1).map(shown));
    missed.delete(shown(problems[0]!));
    expect(new Set(kept.map((mistake) => shown(mistake.display)))).toEqual(missed);
    expect(kept.every((mistake) => mistake.rightDays === 0 && mistake.toGo === 2 && mistake.diagnosis === null)).toBe(true);

    // Missed again in the redo: the same rows, counted twice.
    const { quiz } = await playReview('mistakes', () => true);
    expect(quiz.problems.map(shown).sort()).toEqual(kept.map((mistake) => shown(mistake.display)).sort());
    const again = await mistakes();
    expect(again).toHaveLength(kept.length);
    expect(again.every((mistake) => mistake.timesMissed >= 2)).toBe(true);
  });

  it('clears a mistake only once it is answered right on two different UTC days, and a miss starts the count again', async () => {
    await missFacts();
    const count = (await mistakes()).length;
    expect(count).toBeGreaterThan(0);

    await playReview('mistakes');
    expect((await mistakes()).map((mistake) => [mistake.rightDays, mistake.toGo])).toEqual(Array.from({ length: count }, () => [1, 1]));
    // Right again the same day: still one day.
    await playReview('mistakes');
    expect((await mistakes()).every((mistake) => mistake.rightDays === 1)).toBe(true);

    // The next day one is missed again (back to no right days), the rest leave.
    t.advance(DAY_MS);
    const target = (await mistakes())[0]!;
    const { summary } = await playReview('mistakes', (display) => JSON.stringify(display) === JSON.stringify(target.display));
    expect(summary.correct).toBe(count - 1);
    const left = await mistakes();
    expect(left.map((mistake) => [mistake.key, mistake.rightDays, mistake.timesMissed])).toEqual([[target.key, 0, target.timesMissed + 1]]);

    // Right on two later days, in whatever quiz: it leaves.
    t.advance(DAY_MS);
    await playReview('mistakes');
    expect((await mistakes())[0]).toMatchObject({ rightDays: 1, toGo: 1 });
    t.advance(DAY_MS);
    await playReview('mistakes');
    expect(await mistakes()).toEqual([]);
    const none = await t.fail(startReviewCall, { source: 'mistakes' }, cookie);
    expect(none).toMatchObject({ httpResponse: 409, message: expect.stringMatching(/no kept mistakes/) });
  });

  it('keeps the diagnosis of a wrong list and redoes the exact list, graded and paid like any quiz', async () => {
    // Lists until one has a big friend; answered as if its carry were missed.
    for (let tries = 0; ; tries++) {
      expect(tries).toBeLessThan(50);
      const quiz = await p.start('soroban-skill', { family: 'ten-complement', digits: 1, count: 2, operations: 'add', problems: 5 }, cookie);
      t.advance(5 * 3000 + 1000);
      const answers = quiz.problems.map((display) => answerOf(display) - (display.kind === 'list' && answerOf(display) >= 10 ? 10 : 0));
      if (answers.every((answer, i) => answer === answerOf(quiz.problems[i]!))) {
        await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(5, 3000) }, cookie);
        continue;
      }
      await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(5, 3000) }, cookie);
      break;
    }
    const kept = await mistakes();
    expect(kept.length).toBeGreaterThan(0);
    for (const mistake of kept) {
      expect(mistake.diagnosis).toMatchObject({ kind: 'missed-carry', message: expect.stringMatching(/big friend/) });
      expect(mistake.key).toBe(`list:${(mistake.display.kind === 'list' ? mistake.display.numbers : []).join(',')}`);
    }

    const before = await t.call(quizResultsCall, { quizId: (await playReview('mistakes')).quiz.quizId }, cookie);
    expect(before.summary).toMatchObject({ type: 'review', params: { source: 'mistakes', problems: kept.length }, correct: kept.length, passed: true });
    expect(before.summary.label).toBe(`My mistakes: ${kept.length} problem${kept.length === 1 ? '' : 's'}`);
    expect(before.summary.coinsEarned.total).toBeGreaterThan(0);
    expect(before.items.map((item) => JSON.stringify(item.display)).sort()).toEqual(kept.map((mistake) => JSON.stringify(mistake.display)).sort());
  });

  it('keeps nothing from a sheet answered faster than anyone could, nor the problems a timed sheet did not reach', async () => {
    const fast = await p.start('facts-addition', { max: 10, problems: 5 }, cookie);
    await t.call(submitQuizCall, { quizId: fast.quizId, answers: [null, null, null, null, 0], timesMs: times(5, 0) }, cookie);
    const timed = await p.start('A100', { timeLimitSeconds: 300 }, cookie);
    t.advance(60_000);
    const right = await p.rightAnswers(timed.quizId);
    const answers = right.map((answer, i) => (i < 10 ? answer : i === 10 ? answer + 1 : null));
    await t.call(submitQuizCall, { quizId: timed.quizId, answers, timesMs: times(100, 500) }, cookie);
    const kept = await mistakes();
    expect(kept).toHaveLength(1);
    expect(kept[0]?.display).toEqual(timed.problems[10]);
  });
});

describe("today's practice", () => {
  it('starts a new learner on the first new cells, grades, pays and counts like any quiz', async () => {
    await t.call(setDailyGoalCall, { goal: { kind: 'activities', amount: 1 } }, cookie);
    const { quiz, summary } = await playReview('today');
    expect(quiz).toMatchObject({ type: 'review', params: { source: 'today', problems: quiz.total }, timeLimitMs: null });
    expect(quiz.total).toBe(10);
    // Each of the first five direct cells twice: rod shows 0 (tens added), then 1, 2, 3, 4, 5.
    const lasts = quiz.problems.map((display) => (display.kind === 'list' ? display.numbers[1] : null));
    expect(lasts).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(summary).toMatchObject({ type: 'review', correct: 10, passed: true, label: "Today's practice: 10 problems" });
    expect(summary.coinsEarned.total).toBeGreaterThan(0);
    const skills = await t.db.kysely.selectFrom('learner_skills').select('skill').execute();
    expect(skills.map((row) => row.skill)).toEqual(expect.arrayContaining(['cell:0+1', 'cell:0+5']));
    expect(await t.call(dailyProgressCall, {}, cookie)).toMatchObject({ done: 1, streak: expect.objectContaining({}) });
    // The recipes never leave the server.
    const stored = await t.db.kysely.selectFrom('quizzes').select('params').where('id', '=', quiz.quizId).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.params).items).toHaveLength(10);
    expect(JSON.stringify(await t.call(quizResultsCall, { quizId: quiz.quizId }, cookie))).not.toContain('seed');
  });

  it('brings back kept mistakes and due skills, and stays short', async () => {
    await missFacts();
    const kept = await mistakes();
    t.advance(2 * DAY_MS);
    const { quiz } = await playReview('today');
    const shown = new Set(quiz.problems.map((display) => JSON.stringify(display)));
    expect(kept.slice(0, 4).every((mistake) => shown.has(JSON.stringify(mistake.display)))).toBe(true);
    expect(quiz.total).toBeLessThanOrEqual(16);
    expect(shown.size).toBe(quiz.total);
  });

  it('is started only by the server: start_quiz_api refuses a review type', async () => {
    const refused = await t.fail(startQuizCall, { type: 'review', params: { source: 'today', items: [] } } as never, cookie);
    expect(refused.httpResponse).toBe(400);
    const badSource = await t.fail(startReviewCall, { source: 'yesterday' } as never, cookie);
    expect(badSource.message).toMatch(/source must be 'today' or 'mistakes'/);
  });
});

describe('the e2e clock header', () => {
  const dayWith = async (app: TestApp, who: string, offset: number) => {
    const response = await app.app.inject({
      method: 'POST',
      url: dailyProgressCall.path,
      payload: { env: 'production', username: '', password: '' },
      headers: { cookie: who, 'x-test-clock-offset-ms': String(offset) },
    });
    return (response.json() as { day: string }).day;
  };

  it('moves a call a day on only when TEST_CLOCK_HEADER=1, and is refused in production', async () => {
    expect(await dayWith(t, cookie, DAY_MS)).toBe('2026-11-22');
    const e2e = await startTestApp({ TEST_CLOCK_HEADER: '1' });
    try {
      await e2e.createAccount();
      const who = await e2e.signIn();
      expect(await dayWith(e2e, who, DAY_MS)).toBe('2026-11-23');
      expect(await dayWith(e2e, who, 0)).toBe('2026-11-22');
    } finally {
      await e2e.close();
    }
    expect(() => loadConfig({ TEST_CLOCK_HEADER: '1', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK_HEADER/);
  });
});
