import { handInMockExamCall, myMistakesCall, startMockExamCall, startReviewCall, submitQuizCall } from '@soroban/contracts';
import { generateExamPaper, problemKey } from '@soroban/core';
import { describe, expect, it } from 'vitest';
import { times } from './practice-helpers.ts';
import { signedInAppForEachTest, type TestApp } from './test-app.ts';

let t: TestApp;
let cookie: string;
signedInAppForEachTest((app) => {
  ({ t, cookie } = app);
});

const DAY_MS = 86_400_000;
const mistakes = async () => (await t.call(myMistakesCall, {}, cookie)).mistakes;

type Paper = ReturnType<typeof generateExamPaper>;
/** Sits a paper and hands it in after `minutes`: `given(section, index, answer)` is what is written in each box. */
async function sit(
  body: 'soroban' | 'flash',
  grade: string,
  seed: string,
  given: (section: number, index: number, answer: number) => number | null,
  minutes = 20,
) {
  const exam = await t.call(startMockExamCall, { body, grade, seed }, cookie);
  const paper: Paper = generateExamPaper(body, grade, seed);
  t.advance(minutes * 60_000);
  const answers = paper.sections.map((s, si) => s.problems.map((p, i) => given(si, i, p.answer)));
  await t.call(handInMockExamCall, { examId: exam.examId, answers }, cookie);
  return paper;
}

describe('mistakes of a mock exam', () => {
  it('keeps a wrong item of a paper, redoes it from the paper’s seed, and counts the paper’s right items toward clearing it', async () => {
    // × item 0 wrong, × item 1 left empty (not evidence), everything else right but ÷ left empty.
    const paper = await sit('soroban', '4-kyu', 'em1', (s, i, answer) =>
      s === 1 && i === 0 ? answer + 1 : s === 1 && i === 1 ? null : s === 2 ? null : answer,
    );
    const missed = paper.sections[1]!.problems[0]!;
    const kept = await mistakes();
    expect(kept.map((m) => [m.key, m.display, m.timesMissed, m.rightDays])).toEqual([[problemKey(missed.display), missed.display, 1, 0]]);
    const row = await t.db.kysely.selectFrom('learner_mistakes').select('recipe').executeTakeFirstOrThrow();
    expect(JSON.parse(row.recipe)).toEqual({ kind: 'exam', body: 'soroban', grade: '4-kyu', seed: 'em1', section: 1, index: 0 });

    // The redo shows the same problem and grades it at the paper's answer.
    const review = await t.call(startReviewCall, { source: 'mistakes' }, cookie);
    expect(review.problems).toEqual([missed.display]);
    t.advance(10_000);
    const { summary } = await t.call(submitQuizCall, { quizId: review.quizId, answers: [missed.answer], timesMs: times(1, 8000) }, cookie);
    expect(summary.correct).toBe(1);
    expect(await mistakes()).toMatchObject([{ rightDays: 1, toGo: 1 }]);

    // The same paper right again the same day: still one day.
    await sit('soroban', '4-kyu', 'em1', (_s, _i, answer) => answer);
    expect(await mistakes()).toMatchObject([{ rightDays: 1, toGo: 1 }]);

    // Right in a paper on another day: the second day, and it leaves.
    t.advance(DAY_MS);
    await sit('soroban', '4-kyu', 'em1', (_s, _i, answer) => answer);
    expect(await mistakes()).toEqual([]);
  });

  it('keeps nothing of a late paper, and a flash round missed as the written list of its numbers', async () => {
    await sit('soroban', '4-kyu', 'em2', (_s, _i, answer) => answer + 1, 40);
    expect(await mistakes()).toEqual([]);

    const paper = await sit('flash', '3-dan', 'ef1', (_s, i, answer) => (i === 0 ? answer + 1 : answer), 3);
    const round = paper.sections[0]!.problems[0]!;
    expect(round.display.kind).toBe('list');
    expect((await mistakes()).map((m) => m.display)).toEqual([round.display]);
    const review = await t.call(startReviewCall, { source: 'mistakes' }, cookie);
    expect(review.problems).toEqual([round.display]);
  });
});
