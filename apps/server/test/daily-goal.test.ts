import { dailyProgressCall, guidedActivityDoneCall, guidedLaunchpadCall, setDailyGoalCall, submitQuizCall } from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { practiceClient, SMALL_PARAMS, times } from './practice-helpers.ts';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
signedInAppForEachTest((app) => {
  ({ t, cookie } = app);
});

const MINUTE = 60_000;
const progress = (who = cookie) => t.call(dailyProgressCall, {}, who);

/** Starts a small addition quiz, lets `ms` pass on the server's clock, and submits every answer right, each "in" `clientMs`. */
async function finishQuiz(ms: number, clientMs = 1500) {
  const { start, rightAnswers } = practiceClient(t);
  const quiz = await start('facts-addition', SMALL_PARAMS['facts-addition'], cookie);
  t.advance(ms);
  await t.call(submitQuizCall, { quizId: quiz.quizId, answers: await rightAnswers(quiz.quizId), timesMs: times(quiz.total, clientMs) }, cookie);
}

describe('daily goal', () => {
  it('is 10 minutes until chosen, is kept per account, and refuses a goal the app does not offer with a message', async () => {
    expect((await progress()).goal).toEqual({ kind: 'minutes', amount: 10 });
    expect(await t.call(setDailyGoalCall, { goal: { kind: 'activities', amount: 3 } }, cookie)).toMatchObject({
      httpResponse: 201,
      goal: { kind: 'activities', amount: 3 },
    });
    expect((await progress()).goal).toEqual({ kind: 'activities', amount: 3 });
    await t.createAccount('other@example.com');
    expect((await progress(await t.signIn('other@example.com'))).goal).toEqual({ kind: 'minutes', amount: 10 });
    const refused = await t.fail(setDailyGoalCall, { goal: { kind: 'minutes', amount: 7 } }, cookie);
    expect(refused.httpResponse).toBe(400);
    expect(refused.message).toMatch(/Choose 5, 10, 15, 20 minutes/);
    expect((await t.fail(setDailyGoalCall, { goal: { kind: 'minutes', amount: 5 } })).httpResponse).toBe(403);
  });

  it("counts today's minutes from the server's start and finish of each quiz, one quiz at most 20, and starts again the next day", async () => {
    expect(await progress()).toMatchObject({ done: 0, streak: 0, day: '2026-11-22' });
    await finishQuiz(3 * MINUTE + 30_000);
    expect(await progress()).toMatchObject({ done: 3, streak: 1 });
    // A sheet left open for 45 minutes counts as 20.
    await finishQuiz(45 * MINUTE);
    expect((await progress()).done).toBe(23);
    await t.call(setDailyGoalCall, { goal: { kind: 'activities', amount: 2 } }, cookie);
    expect((await progress()).done).toBe(2);
    t.advance(24 * 60 * MINUTE);
    expect(await progress()).toMatchObject({ done: 0, streak: 1, day: '2026-11-23' });
  });

  it('counts a guided lesson confirmed with DONE as an activity (once, however often DONE is pressed), not as minutes', async () => {
    await t.call(guidedLaunchpadCall, { requestedLevel: '' }, cookie);
    await t.call(setDailyGoalCall, { goal: { kind: 'activities', amount: 2 } }, cookie);
    await t.call(guidedActivityDoneCall, { lpath: 1442, activityId: 'u01-lesson' }, cookie);
    await t.call(guidedActivityDoneCall, { lpath: 1442, activityId: 'u01-lesson' }, cookie);
    expect((await progress()).done).toBe(1);
    await finishQuiz(2 * MINUTE);
    expect((await progress()).done).toBe(2);
    await t.call(setDailyGoalCall, { goal: { kind: 'minutes', amount: 5 } }, cookie);
    expect((await progress()).done).toBe(2);
  });

  it('does not count a sheet answered faster than anyone could', async () => {
    await t.call(setDailyGoalCall, { goal: { kind: 'activities', amount: 1 } }, cookie);
    await finishQuiz(100, 0);
    expect((await progress()).done).toBe(0);
  });
});
