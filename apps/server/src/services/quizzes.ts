import { createHash, randomInt } from 'node:crypto';
import { LEARNING_PATH_ID, type QuizSpec, type QuizSummary } from '@soroban/contracts';
import { GENERATORS, type PracticeType, type ProblemSet, coinAward, grade } from '@soroban/core';
import type { FastifyInstance } from 'fastify';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import { isoWeek } from '../lib/iso-week.ts';
import { balanceOf, moveCoins } from '../repositories/ledger.ts';
import { type QuizRow, addPoints, findQuiz, finishQuiz, insertAnswers, setBalanceAfter } from '../repositories/practice.ts';
import { modeName, quizSummary } from './quiz-summary.ts';

/** The longest a single problem may take; beyond it a time is not a measurement. */
const MAX_PROBLEM_MS = 3_600_000;
/** Clocks and networks differ: the sum of times may exceed the server's elapsed time by this much. */
const ELAPSED_SLACK_MS = 5_000;

/** Problems from the stored seed; a generator's own limits (e.g. digits of both factors) become a 400. */
export function generateProblems(spec: Pick<QuizSpec, 'type' | 'params'>, seed: number): ProblemSet {
  const generate = GENERATORS[spec.type as PracticeType] as (params: unknown, seed: number) => ProblemSet;
  try {
    return generate(spec.params, seed);
  } catch (error) {
    if (error instanceof RangeError) throw failures.badInput(`These settings cannot make a quiz: ${error.message}.`);
    throw error;
  }
}

export const newSeed = () => randomInt(0, 2 ** 32 - 1);

const timeLimitMs = (params: Record<string, unknown>) => (typeof params.timeLimitSeconds === 'number' ? params.timeLimitSeconds * 1000 : undefined);

export const quizTimeLimitMs = (spec: Pick<QuizSpec, 'params'>) => timeLimitMs(spec.params as Record<string, unknown>) ?? null;

function checkSubmission(quiz: QuizRow, answers: readonly (number | null)[], timesMs: readonly number[], now: Date) {
  if (answers.length !== quiz.total)
    throw failures.badInput(`This quiz has ${quiz.total} problems: send exactly ${quiz.total} answers (null for a skipped one).`);
  if (timesMs.length !== quiz.total) throw failures.badInput(`This quiz has ${quiz.total} problems: send exactly ${quiz.total} times.`);
  if (timesMs.some((time) => time > MAX_PROBLEM_MS)) throw failures.badInput('A time is longer than an hour for one problem; times are in milliseconds.');
  const elapsed = now.getTime() - new Date(quiz.started_at).getTime();
  const spent = timesMs.reduce((sum, time) => sum + time, 0);
  if (spent > elapsed + ELAPSED_SLACK_MS) {
    throw failures.badInput(`The times add up to ${Math.round(spent / 1000)} s, but the quiz started only ${Math.round(elapsed / 1000)} s ago.`);
  }
}

const submissionHash = (answers: readonly (number | null)[], timesMs: readonly number[]) =>
  createHash('sha256').update(JSON.stringify({ answers, timesMs })).digest('hex');

/** A finished quiz answered again: the same submission gets the same summary, a different one a 409. */
function replay(quiz: QuizRow, hash: string): QuizSummary {
  if (quiz.submission_hash === hash) return quizSummary(quiz);
  throw new ApiFailure(409, 'This quiz was already submitted with other answers; its result stands. Start a new quiz to try again.');
}

/**
 * Grades a submission against problems regenerated from the stored seed and records it in one
 * transaction: the quiz row, every answer, the coins (once, by idempotency key) and the points.
 */
export async function submitQuiz(app: FastifyInstance, userId: number, quizId: number, answers: (number | null)[], timesMs: number[]): Promise<QuizSummary> {
  const quiz = await findQuiz(app.db.kysely, quizId);
  // Someone else's quiz is answered like a missing one: its existence is not theirs to learn.
  if (!quiz || quiz.user_id !== userId) throw failures.notFound('There is no such quiz. Start a new one from the practice screen.');
  const hash = submissionHash(answers, timesMs);
  if (quiz.finished_at) return replay(quiz, hash);
  const now = app.clock();
  checkSubmission(quiz, answers, timesMs, now);

  const type = quiz.type as PracticeType;
  const params = JSON.parse(quiz.params) as Record<string, unknown>;
  const { problems } = generateProblems({ type, params } as QuizSpec, Number(quiz.seed));
  const graded = grade(problems, answers, timesMs, { type, timeLimitMs: timeLimitMs(params) });
  const award = coinAward(type, graded);
  const lpath = quiz.lpath ?? String(LEARNING_PATH_ID);
  const finishedAt = now.toISOString();

  const finished = await app.db.kysely.transaction().execute(async (trx) => {
    const won = await finishQuiz(trx, quiz.id, {
      finishedAt,
      submissionHash: hash,
      correct: graded.correct,
      passed: graded.passed,
      totalTimeMs: Math.round(graded.totalTimeMs),
      coins: award.total,
      points: award.total,
      fluentCount: graded.fluentCount,
    });
    if (!won) return false;
    await insertAnswers(
      trx,
      graded.items.map((item) => ({
        quiz_id: quiz.id,
        idx: item.index,
        given: item.given,
        answer: item.answer,
        correct: item.correct ? 1 : 0,
        time_ms: Math.round(item.timeMs),
        fact_key: item.factKey ?? null,
      })),
    );
    let balance = await balanceOf(trx, userId);
    if (award.total > 0) {
      const moved = await moveCoins(trx, {
        userId,
        amount: award.total,
        reason: 'practice',
        description: `${modeName(type)}: ${graded.correct}/${graded.total} right`,
        idempotencyKey: `quiz:${quiz.id}`,
        at: finishedAt,
      });
      if (!moved.ok) throw new Error('crediting coins cannot fail');
      balance = moved.entry.balance_after;
    }
    await setBalanceAfter(trx, quiz.id, balance);
    // Points are the coin award: the same work ranks the same, and short quizzes cannot farm more.
    if (award.total > 0) await addPoints(trx, userId, lpath, ['all', isoWeek(now)], award.total);
    return true;
  });

  const stored = await findQuiz(app.db.kysely, quiz.id);
  if (!stored) throw new Error('quiz vanished');
  return finished ? quizSummary(stored) : replay(stored, hash);
}
