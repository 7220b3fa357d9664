import { type QuizSpec, factFluencyCall, quizResultsCall, startQuizCall, submitQuizCall } from '@soroban/contracts';
import { describe, expect, it } from 'vitest';
import { type PracticeClient, times } from './practice-helpers.ts';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
let p: PracticeClient;
signedInAppForEachTest((app) => {
  ({ t, cookie, p } = app);
});

const fluency = (type: 'facts-addition' | 'five-pairs' | 'ten-pairs' | 'A100', thresholdMs?: number) =>
  t.call(factFluencyCall, { type, ...(thresholdMs === undefined ? {} : { thresholdMs }) }, cookie);

/** Answers a started quiz: each problem right or wrong, with its time. */
async function answer(quizId: number, tries: readonly { right: boolean; timeMs: number }[]) {
  t.advance(tries.reduce((sum, one) => sum + one.timeMs, 0) + 1000);
  const right = await p.rightAnswers(quizId);
  const answers = right.map((value, i) => (tries[i]?.right ? value : value + 1));
  return (await t.call(submitQuizCall, { quizId, answers, timesMs: tries.map((one) => one.timeMs) }, cookie)).summary;
}

describe('the "Fluent within" choice', () => {
  it('travels in the quiz and grades it on the server', async () => {
    const tries = [1000, 1600, 4000, 1400].map((timeMs) => ({ right: true, timeMs }));
    const strict = await p.start('ten-pairs', { problems: 4, thresholdMs: 1500 }, cookie);
    expect(strict.params).toEqual({ problems: 4, thresholdMs: 1500 });
    const graded = await answer(strict.quizId, tries);
    expect(graded).toMatchObject({ fluentCount: 2, label: 'Facts 10 pairs: 4 problems, fluent within 1.5 s' });
    const results = await t.call(quizResultsCall, { quizId: strict.quizId }, cookie);
    expect(results.items.map((item) => item.fluent)).toEqual([true, false, false, true]);

    const relaxed = await p.start('ten-pairs', { problems: 4, thresholdMs: 6000 }, cookie);
    expect((await answer(relaxed.quizId, tries)).fluentCount).toBe(4);
    const unchosen = await p.start('ten-pairs', { problems: 4 }, cookie);
    expect((await answer(unchosen.quizId, tries)).fluentCount).toBe(3);
  });

  it('is one of the offered thresholds', async () => {
    const refused = await t.fail(startQuizCall, { type: 'ten-pairs', params: { problems: 4, thresholdMs: 2500 } } as unknown as QuizSpec, cookie);
    expect(refused).toMatchObject({ httpResponse: 400, message: expect.stringMatching(/thresholdMs must be one of 6000, 3000, 2000, 1500/) });
  });
});

describe('mastery', () => {
  /**
   * Starts one-problem quizzes until one asks `display` (there are four 5-pair facts). Each start is
   * two seconds apart on the server's clock, so the quiz-start quota (30 a minute) never refuses one
   * however long the draw takes.
   */
  async function startAsking(display: string) {
    for (;;) {
      t.advance(2_000);
      const quiz = await p.start('five-pairs', { problems: 1, thresholdMs: 1500 }, cookie);
      if (JSON.stringify(quiz.problems[0]) === display) return quiz;
    }
  }

  it('is right within the threshold in 2 of the last 3 tries, and a wrong answer is never "right but slow"', async () => {
    const first = await p.start('five-pairs', { problems: 1, thresholdMs: 1500 }, cookie);
    const display = JSON.stringify(first.problems[0]);
    const stateAfter = async (right: boolean, timeMs: number, quizId?: number) => {
      await answer(quizId ?? (await startAsking(display)).quizId, [{ right, timeMs }]);
      const facts = (await fluency('five-pairs', 1500)).facts;
      expect(facts).toHaveLength(1);
      return facts[0]?.state;
    };
    expect(await stateAfter(true, 2500, first.quizId)).toBe('slow');
    expect(await stateAfter(false, 800)).toBe('wrong');
    expect(await stateAfter(true, 1000)).toBe('fast');
    expect(await stateAfter(true, 1200)).toBe('mastered');
    expect(await stateAfter(true, 4000)).toBe('mastered');
    expect(await stateAfter(false, 900)).toBe('wrong');
    expect((await fluency('five-pairs', 1500)).facts[0]).toMatchObject({ attempts: 6, correct: 4, lastTimeMs: 900, bestTimeMs: 1000 });
    // At 6 s the same tries are right in time in 2 of the last 3.
    expect((await fluency('five-pairs', 6000)).facts[0]?.state).toBe('mastered');
  });

  it('counts the facts met in the 100-problem tools', async () => {
    const sheet = await p.start('A100', { timeLimitSeconds: 300 }, cookie);
    await answer(
      sheet.quizId,
      times(100, 1000).map((timeMs) => ({ right: true, timeMs })),
    );
    const facts = (await fluency('facts-addition')).facts;
    expect(facts).toHaveLength(100);
    expect(facts.every((fact) => fact.state === 'fast')).toBe(true);
    expect((await fluency('A100')).facts).toEqual(facts);
    expect((await fluency('ten-pairs')).facts).toEqual([]);
  });
});

describe('keypad speed', () => {
  it('is measured on trivial facts, stored for the account and allowed for in the threshold', async () => {
    expect(await fluency('ten-pairs', 1500)).toMatchObject({ keypadMs: null, allowanceMs: 0 });
    // Sums within 1 are all trivial (0 + 0, 0 + 1, 1 + 0): the answer is a number shown.
    const trivial = await p.start('facts-addition', { max: 1, problems: 6 }, cookie);
    await answer(
      trivial.quizId,
      times(6, 2500).map((timeMs) => ({ right: true, timeMs })),
    );
    expect(await t.db.kysely.selectFrom('keypad_speeds').select(['keypad_ms', 'samples']).execute()).toEqual([{ keypad_ms: 2500, samples: 6 }]);
    expect(await fluency('ten-pairs', 1500)).toMatchObject({ thresholdMs: 1500, keypadMs: 2500, allowanceMs: 1500 });

    const quiz = await p.start('ten-pairs', { problems: 3, thresholdMs: 1500 }, cookie);
    const graded = await answer(
      quiz.quizId,
      [2800, 3000, 3100].map((timeMs) => ({ right: true, timeMs })),
    );
    expect(graded.fluentCount).toBe(2);
  });
});
