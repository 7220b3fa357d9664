import type { FlashStaircaseState, QuizSpec } from '@soroban/contracts';
import { STAIRCASE_ROUNDS, flashGradeAt, flashLadder, runStaircase, staircaseEstimate, staircaseStart } from '@soroban/core';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { finishStaircase, insertRound, insertStaircase, lastResultLevel, roundsOf, staircaseOf } from '../repositories/flash-staircase.ts';
import { insertQuiz } from '../repositories/practice.ts';
import { generateProblems, newSeed } from './practice.ts';
import { withinQuizStartQuota } from './quotas.ts';

/*
 * "Find my flash speed" (issue 16): 20 single flash rounds at fixed digits × count. Each round is a
 * flash quiz of one round that the server starts at the speed the staircase (packages/core) reaches
 * from the server's own grades of the rounds before it; the learner answers it with submit_quiz_api,
 * so it is paid, kept and fed to the learner model like any flash round.
 */

type Round = Awaited<ReturnType<typeof roundsOf>>[number];

/** Right only when answered, right, and not faster than a person can (a too-fast sheet proves nothing). */
const rightRound = (round: Round) => round.finished_at !== null && round.correct === round.total && round.unpaid !== 'too-fast';

const flashSpec = (digits: number, count: number, seconds: number): QuizSpec => ({ type: 'flash', params: { digits, count, seconds, rounds: 1 } });

const speedAt = (digits: number, count: number, seconds: number) => {
  const grade = flashGradeAt(digits, count, seconds);
  return { seconds, grade: grade && { id: grade.id, label: grade.label, official: grade.official } };
};

export async function startFlashStaircase(ctx: CallContext, digits: number, count: number): Promise<FlashStaircaseState> {
  const ladder = flashLadder(count);
  const startLevel = staircaseStart(ladder.length, await lastResultLevel(ctx.db.kysely, ctx.user.id, digits, count));
  const id = await insertStaircase(ctx.db.kysely, { userId: ctx.user.id, digits, count, startLevel, startedAt: ctx.now.toISOString() });
  return nextFlashStaircaseRound(ctx, id);
}

/**
 * The state of a search and the round to flash now: the round not yet answered again (a reload or a
 * retried call must not cost a round), else a new one at the speed the answers so far lead to; after
 * the last round, the result, recorded once.
 */
export async function nextFlashStaircaseRound(ctx: CallContext, staircaseId: number): Promise<FlashStaircaseState> {
  const s = await staircaseOf(ctx.db.kysely, ctx.user.id, staircaseId);
  if (!s) throw failures.notFound('There is no such flash speed search of yours. Start a new one from Flash anzan.');
  const ladder = flashLadder(s.count);
  const rounds = await roundsOf(ctx.db.kysely, s.id);
  const answered = rounds.filter((round) => round.finished_at !== null);
  const state = runStaircase(
    answered.map((round) => rightRound(round)),
    s.start_level,
    ladder.length,
  );
  const reachedLevel = staircaseEstimate(state);
  const base = {
    staircaseId: s.id,
    digits: s.digits,
    count: s.count,
    rounds: STAIRCASE_ROUNDS,
    history: answered.map((round) => ({ seconds: ladder[round.level]!, correct: rightRound(round) })),
    reached: speedAt(s.digits, s.count, ladder[reachedLevel]!),
  };
  if (answered.length >= STAIRCASE_ROUNDS) {
    await finishStaircase(ctx.db.kysely, s.id, ctx.now.toISOString(), reachedLevel);
    return { ...base, round: null, done: true };
  }
  const pending = rounds.find((round) => round.finished_at === null);
  if (pending) {
    const seconds = ladder[pending.level]!;
    const { problems } = generateProblems(flashSpec(s.digits, s.count, seconds), Number(pending.seed));
    return {
      ...base,
      round: { number: pending.idx + 1, quizId: pending.quiz_id, seconds, problems: problems.map((p) => p.display), startedAt: pending.started_at },
      done: false,
    };
  }
  const seconds = ladder[state.level]!;
  const spec = flashSpec(s.digits, s.count, seconds);
  const seed = newSeed();
  const { problems } = generateProblems(spec, seed);
  const startedAt = ctx.now.toISOString();
  const idx = rounds.length;
  let quizId: number;
  try {
    quizId = await withinQuizStartQuota(ctx, async (trx) => {
      const id = await insertQuiz(trx, { userId: ctx.user.id, spec, seed, lpath: null, startedAt, total: problems.length });
      await insertRound(trx, { staircase_id: s.id, idx, quiz_id: id, level: state.level });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw failures.conflict('This round was just started from another tab or device; carry on there, or start a new search.');
    throw error;
  }
  return { ...base, round: { number: idx + 1, quizId, seconds, problems: problems.map((p) => p.display), startedAt }, done: false };
}
