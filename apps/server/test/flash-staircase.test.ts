import { nextFlashStaircaseRoundCall, startFlashStaircaseCall, submitQuizCall, type FlashStaircaseState } from '@soroban/contracts';
import { STAIRCASE_ROUNDS, flashLadder, staircaseStart } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { type PracticeClient } from './practice-helpers.ts';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
let p: PracticeClient;
signedInAppForEachTest((app) => {
  ({ t, cookie, p } = app);
});

/** Answers the round on screen, right or wrong, after the round's flash and a few seconds. */
async function answer(state: FlashStaircaseState, right: boolean) {
  const round = state.round!;
  t.advance(round.seconds * 1000 + 4000);
  const [sum] = await p.rightAnswers(round.quizId);
  await t.call(submitQuizCall, { quizId: round.quizId, answers: [right ? sum! : sum! + 1], timesMs: [3000] }, cookie);
  return t.call(nextFlashStaircaseRoundCall, { staircaseId: state.staircaseId }, cookie);
}

describe('find my flash speed', () => {
  it('chooses every round’s speed on the server: two right → faster, one wrong → slower, and reports the grade reached', async () => {
    const ladder = flashLadder(15);
    let state = await t.call(startFlashStaircaseCall, { digits: 3, count: 15 }, cookie);
    const start = staircaseStart(ladder.length);
    expect(state).toMatchObject({ digits: 3, count: 15, rounds: STAIRCASE_ROUNDS, history: [], done: false });
    expect(state.round).toMatchObject({ number: 1, seconds: ladder[start] });
    expect(state.round!.problems).toHaveLength(1);
    expect(state.round!.problems[0]).toMatchObject({ kind: 'list' });

    // A learner sure at 4.5 s (9 dan) and slower, always wrong faster than that.
    const threshold = ladder.indexOf(4.5);
    const seen: number[] = [];
    while (!state.done) {
      seen.push(state.round!.seconds);
      state = await answer(state, state.round!.seconds >= 4.5);
    }
    expect(seen).toHaveLength(STAIRCASE_ROUNDS);
    expect(seen.every((seconds) => ladder.includes(seconds))).toBe(true);
    expect(state.history.map((h) => h.seconds)).toEqual(seen);
    expect(Math.abs(ladder.indexOf(state.reached.seconds) - threshold)).toBeLessThanOrEqual(1);
    expect(state.reached.grade?.label).toMatch(/^(8|9|10) dan$/);
    expect(state.round).toBeNull();

    // Every round fed the 3-digit flash skill; the finished search answers the same again.
    const skill = await t.db.kysely.selectFrom('learner_skills').selectAll().where('skill', '=', 'flash:3').executeTakeFirstOrThrow();
    expect(skill.reps).toBe(STAIRCASE_ROUNDS);
    expect(await t.call(nextFlashStaircaseRoundCall, { staircaseId: state.staircaseId }, cookie)).toEqual(state);

    // The next search starts two rungs below the speed found.
    const again = await t.call(startFlashStaircaseCall, { digits: 3, count: 15 }, cookie);
    expect(again.round!.seconds).toBe(ladder[ladder.indexOf(state.reached.seconds) - 2]);
  });

  it('gives an unanswered round again rather than a new one, and counts a too-fast answer as wrong', async () => {
    const first = await t.call(startFlashStaircaseCall, { digits: 1, count: 5 }, cookie);
    const again = await t.call(nextFlashStaircaseRoundCall, { staircaseId: first.staircaseId }, cookie);
    expect(again.round).toEqual(first.round);
    // Answered the moment it started: faster than the flash itself, so it proves nothing.
    const [sum] = await p.rightAnswers(first.round!.quizId);
    await t.call(submitQuizCall, { quizId: first.round!.quizId, answers: [sum!], timesMs: [0] }, cookie);
    const next = await t.call(nextFlashStaircaseRoundCall, { staircaseId: first.staircaseId }, cookie);
    expect(next.history).toEqual([{ seconds: first.round!.seconds, correct: false }]);
    expect(next.round!.seconds).toBeGreaterThan(first.round!.seconds);
  });

  it('refuses sizes outside the flash grades and other people’s searches', async () => {
    expect((await t.fail(startFlashStaircaseCall, { digits: 4, count: 15 }, cookie)).message).toContain('digits must be at most 3');
    expect((await t.fail(startFlashStaircaseCall, { digits: 1, count: 2 }, cookie)).message).toContain('count must be at least 3');
    const mine = await t.call(startFlashStaircaseCall, { digits: 2, count: 5 }, cookie);
    await t.createAccount('other@example.com');
    const other = await t.signIn('other@example.com');
    const failure = await t.fail(nextFlashStaircaseRoundCall, { staircaseId: mine.staircaseId }, other);
    expect(failure.httpResponse).toBe(404);
    expect(failure.message).toContain('no such flash speed search');
  });
});
