import { createHash, randomInt } from 'node:crypto';
import { type BeadMove, LEARNING_PATH_ID, type QuizSpec, type QuizSummary, type QuizType, type ResultItem } from '@soroban/contracts';
import { GENERATORS, type ProblemSet, generateReview, grade, redoRecipe } from '@soroban/core';
import { ApiFailure, failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { isoWeek } from '../lib/iso-week.ts';
import { isTeacherOf } from '../repositories/classroom.ts';
import { balanceOf, lockWallet, moveCoins } from '../repositories/ledger.ts';
import {
  type QuizRow,
  addPoints,
  answersOf,
  findQuiz,
  finishQuiz,
  finishedQuizzes,
  insertAnswers,
  insertQuiz,
  setBalanceAfter,
  type StoredSpec,
  specOf,
} from '../repositories/practice.ts';
import { checkActivityQuiz } from './activity-quiz.ts';
import { gradingThresholdMs, measureKeypadSpeed } from './fact-fluency.ts';
import { diagnosisOf, updateLearnerSkills } from './learner.ts';
import { withFactFocus } from './practice-focus.ts';
import { recordMistakes } from './mistakes.ts';
import { payFor, sheetWorth } from './quiz-pay.ts';
import { modeName, quizSummary } from './quiz-summary.ts';
import { withinQuizStartQuota } from './quotas.ts';

/** The longest a single problem may take; beyond it a time is not a measurement. */
const MAX_PROBLEM_MS = 3_600_000;
/** Clocks and networks differ: the sum of times may exceed the server's elapsed time by this much. */
const ELAPSED_SLACK_MS = 5_000;

/** Problems from the stored seed; a generator's own limits (e.g. digits of both factors) become a 400. */
export function generateProblems(spec: StoredSpec, seed: number): ProblemSet {
  // A review quiz is made from the recipes the server stored in its params.
  if (spec.type === 'review') return generateReview(spec.params);
  // Each generator takes its own type's params; the spec's discriminant pairs them.
  const generate = GENERATORS[spec.type] as (params: QuizSpec['params'], seed: number) => ProblemSet;
  try {
    return generate(spec.params, seed);
  } catch (error) {
    if (error instanceof RangeError) throw failures.badInput(`These settings cannot make a quiz: ${error.message}.`);
    throw error;
  }
}

export const newSeed = () => randomInt(0, 2 ** 32 - 1);

/** The timed tools have a time limit; every other quiz is untimed. */
const timeLimitMs = (spec: StoredSpec) => ('timeLimitSeconds' in spec.params ? spec.params.timeLimitSeconds * 1000 : undefined);

export interface QuizStart {
  lpath: number | null;
  pathname?: string | undefined;
  activityId?: string | undefined;
}

/** Starts a quiz: the server picks and keeps the seed; only the problems' displays leave it. */
export async function startQuiz(ctx: CallContext, asked: QuizSpec, start: QuizStart) {
  if (start.activityId !== undefined) await checkActivityQuiz(ctx.db, ctx.user.id, start.lpath, start.activityId, asked);
  // A free facts drill asks the learner's due, weak and unseen facts first (the focus is stored with it).
  const { spec, focus } = start.activityId === undefined ? await withFactFocus(ctx.db.kysely, ctx.user.id, asked, ctx.now) : { spec: asked, focus: null };
  const seed = newSeed();
  const { problems } = generateProblems(spec, seed);
  const startedAt = ctx.now.toISOString();
  const quizId = await withinQuizStartQuota(ctx, (trx) => insertQuiz(trx, { userId: ctx.user.id, spec, seed, ...start, startedAt, total: problems.length }));
  return { quizId, problems: problems.map((problem) => problem.display), total: problems.length, timeLimitMs: timeLimitMs(spec) ?? null, startedAt, focus };
}

/**
 * Whose results a call reads: the caller's own, or with `studentId` a student in one of the caller's
 * classrooms. Anyone else's is a 404 that does not tell whether such a person exists.
 */
export async function resultsOwner(ctx: CallContext, studentId: number | undefined): Promise<number> {
  if (studentId === undefined || studentId === ctx.user.id) return ctx.user.id;
  if (!(await isTeacherOf(ctx.db.kysely, ctx.user.id, studentId))) throw failures.notFound('There is no student with that studentId in your classrooms.');
  return studentId;
}

/** A finished quiz of the person's own (or their student's), or a 404 that does not tell whether someone else's exists. */
async function ownFinishedQuiz(ctx: CallContext, quizId: number, ownerId: number): Promise<QuizRow> {
  const quiz = await findQuiz(ctx.db.kysely, quizId);
  if (!quiz || quiz.user_id !== ownerId) throw failures.notFound('There is no such quiz among your results.');
  if (!quiz.finished_at) throw failures.conflict('This quiz is not finished yet: submit its answers first.');
  return quiz;
}

/** A finished quiz problem by problem: what was shown, given and expected. */
export async function quizResults(ctx: CallContext, quizId: number, studentId?: number): Promise<{ summary: QuizSummary; items: ResultItem[] }> {
  const ownerId = await resultsOwner(ctx, studentId);
  const quiz = await ownFinishedQuiz(ctx, quizId, ownerId);
  const { problems } = generateProblems(specOf(quiz), Number(quiz.seed));
  const answers = await answersOf(ctx.db.kysely, quiz.id);
  const thresholdMs = await gradingThresholdMs(ctx.db.kysely, ownerId, specOf(quiz) as QuizSpec);
  return {
    summary: quizSummary(quiz),
    items: answers.map((answer) => ({
      index: answer.idx,
      display: problems[answer.idx]?.display ?? { kind: 'list' as const, numbers: [] },
      given: answer.given === null ? null : Number(answer.given),
      answer: Number(answer.answer),
      correct: answer.correct === 1,
      timeMs: answer.time_ms,
      factKey: answer.fact_key,
      fluent: answer.fact_key ? answer.correct === 1 && answer.time_ms <= thresholdMs : null,
      diagnosis:
        answer.correct === 1 ? null : diagnosisOf(problems[answer.idx]?.display, answer.given === null ? null : Number(answer.given), answer.bead_moves),
    })),
  };
}

/** Finished quizzes, newest first, a page at a time. */
export async function quizHistory(
  ctx: CallContext,
  query: { type?: QuizType | undefined; limit: number; beforeQuizId?: number | undefined; studentId?: number | undefined },
) {
  const rows = await finishedQuizzes(ctx.db.kysely, await resultsOwner(ctx, query.studentId), {
    type: query.type,
    beforeId: query.beforeQuizId,
    limit: query.limit + 1,
  });
  return { quizzes: rows.slice(0, query.limit).map(quizSummary), hasMore: rows.length > query.limit };
}

function checkSubmission(
  quiz: QuizRow,
  answers: readonly (number | null)[],
  timesMs: readonly number[],
  beadMoves: readonly BeadMove[][] | undefined,
  now: Date,
) {
  if (answers.length !== quiz.total)
    throw failures.badInput(`This quiz has ${quiz.total} problems: send exactly ${quiz.total} answers (null for a skipped one).`);
  if (timesMs.length !== quiz.total) throw failures.badInput(`This quiz has ${quiz.total} problems: send exactly ${quiz.total} times.`);
  if (beadMoves && beadMoves.length !== quiz.total)
    throw failures.badInput(`This quiz has ${quiz.total} problems: send bead moves for exactly ${quiz.total} (an empty list where the beads were not moved).`);
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
export async function submitQuiz(
  ctx: CallContext,
  quizId: number,
  answers: (number | null)[],
  timesMs: number[],
  beadMoves?: BeadMove[][],
): Promise<QuizSummary> {
  const userId = ctx.user.id;
  const quiz = await findQuiz(ctx.db.kysely, quizId);
  // Someone else's quiz is answered like a missing one: its existence is not theirs to learn.
  if (!quiz || quiz.user_id !== userId) throw failures.notFound('There is no such quiz. Start a new one from the practice screen.');
  const hash = submissionHash(answers, timesMs);
  if (quiz.finished_at) return replay(quiz, hash);
  const now = ctx.now;
  checkSubmission(quiz, answers, timesMs, beadMoves, now);

  const spec = specOf(quiz);
  const type = spec.type;
  const { problems } = generateProblems(spec, Number(quiz.seed));
  // A review quiz has no "fluent within" of its own: its facts are graded at the default.
  const fluencyThresholdMs = await gradingThresholdMs(ctx.db.kysely, userId, spec as QuizSpec);
  const graded = grade(problems, answers, timesMs, { type, timeLimitMs: timeLimitMs(spec), fluencyThresholdMs });
  const worth = sheetWorth(spec, problems, answers, graded, { startedAt: quiz.started_at, now });
  const lpath = quiz.lpath ?? String(LEARNING_PATH_ID);
  const finishedAt = now.toISOString();

  const finished = await ctx.db.kysely.transaction().execute(async (trx) => {
    await lockWallet(trx, userId);
    const pay = await payFor(trx, { userId, now, dailyCap: ctx.config.dailyCoinCap }, worth);
    const won = await finishQuiz(trx, quiz.id, {
      finishedAt,
      submissionHash: hash,
      correct: graded.correct,
      // Too fast to be a person's work: recorded, but it marks no mastery and proves no fact.
      passed: graded.passed && !worth.tooFast,
      totalTimeMs: Math.round(graded.totalTimeMs),
      coins: pay.coins,
      points: pay.coins,
      coinBase: worth.award.base,
      coinBonus: worth.award.perfectBonus,
      unpaid: pay.unpaid,
      fluentCount: worth.tooFast ? 0 : graded.fluentCount,
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
        bead_moves: beadMoves ? JSON.stringify(beadMoves[item.index]) : null,
      })),
    );
    if (graded.items.some((item) => item.factKey !== undefined)) await measureKeypadSpeed(trx, userId, finishedAt);
    // A sheet too fast to be a person's work says nothing about what they can do.
    if (!worth.tooFast) {
      const shownAs = { flashSeconds: spec.type === 'flash' ? spec.params.seconds : undefined };
      await updateLearnerSkills(trx, userId, problems, graded.items, now, fluencyThresholdMs, shownAs);
      const moves = graded.items.map((item) => (beadMoves ? JSON.stringify(beadMoves[item.index]) : null));
      await recordMistakes(trx, userId, {
        recipe: (index) => redoRecipe(spec, Number(quiz.seed), index),
        problems,
        items: graded.items,
        beadMoves: moves,
        timed: timeLimitMs(spec) !== undefined,
        now,
      });
    }
    let balance = await balanceOf(trx, userId);
    if (pay.coins > 0) {
      const moved = await moveCoins(trx, {
        userId,
        amount: pay.coins,
        reason: 'practice',
        description: `${modeName(type, spec.type === 'review' ? spec.params.source : undefined)}: ${graded.correct}/${graded.total} right`,
        idempotencyKey: `quiz:${quiz.id}`,
        at: finishedAt,
      });
      if (!moved.ok) throw new Error('crediting coins cannot fail');
      balance = moved.entry.balance_after;
    }
    await setBalanceAfter(trx, quiz.id, balance);
    // Points are the coins paid: the same work ranks the same, and short quizzes cannot farm more.
    if (pay.coins > 0) await addPoints(trx, userId, lpath, ['all', isoWeek(now)], pay.coins);
    return true;
  });

  const stored = await findQuiz(ctx.db.kysely, quiz.id);
  if (!stored) throw new Error('quiz vanished');
  return finished ? quizSummary(stored) : replay(stored, hash);
}
