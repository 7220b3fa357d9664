import { type guidedLaunchpadCall, LEARNING_PATH_ID, type QuizSpec, type SeenProgress } from '@soroban/contracts';
import { plural, type LearningPath } from '@soroban/core';
import type { z } from 'zod/mini';
import { WEB_BASE_PATH } from '../config.ts';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { SerializedAnswer } from '../lib/serialized-answer.ts';
import {
  confirmActivity,
  countQuizzes,
  deleteGuidedState,
  enrol,
  findTestOut,
  finishTestOut,
  insertTestOut,
  recordJump,
  recordSeen,
  testOutQuizzes,
} from '../repositories/guided.ts';
import { deleteAllSkills } from '../repositories/learner.ts';
import { deleteAllMistakes } from '../repositories/mistakes.ts';
import { deleteTrainingHistory } from '../repositories/practice.ts';
import {
  canonicalJson,
  findActivity,
  launchpadStanding,
  modulesJson,
  planTestOut,
  progressFields,
  requireCurriculum,
  requireOpenActivity,
  standing,
  testOutMarker,
} from './curriculum-program.ts';
import { type GuidedSettings, welcomeVideos } from './curriculum-settings.ts';
import { startMockExam } from './exams.ts';
import { guidedPreference } from './session-answer.ts';

/* The guided training program: launchpad, lesson confirmations, jump quizzes and reset (SPEC 2.4, 3, 4). */

type Learner = Pick<CallContext, 'db' | 'now' | 'user'>;

/** The one path the app's guided program runs on (SPEC 9); other lpath values are refused. */
async function programOf(ctx: Learner, lpath: number | null): Promise<LearningPath> {
  if (lpath !== null && lpath !== LEARNING_PATH_ID) throw failures.badInput(`lpath must be ${LEARNING_PATH_ID}, the guided program's learning path.`);
  return requireCurriculum(ctx.db, LEARNING_PATH_ID);
}

function requireActivity(path: LearningPath, activityId: string) {
  const found = findActivity(path, activityId);
  if (!found) throw failures.notFound(`There is no activity '${activityId}' in ${path.name}.`);
  return found;
}

type LaunchpadHead = Omit<z.input<typeof guidedLaunchpadCall.answer>, 'modules'>;
const CLOSING_BRACE = Buffer.from('}');

/**
 * The launchpad, written as JSON text: the modules come pre-serialized per curriculum (modulesJson),
 * which is most of the work of a launchpad of hundreds of activities. The first visit enrols the
 * learner (201); every later visit is reads alone.
 */
export async function launchpad(ctx: Learner & Pick<CallContext, 'config'>, settings: GuidedSettings): Promise<SerializedAnswer> {
  const { user, config } = ctx;
  const s = await launchpadStanding(ctx.db, user.id, LEARNING_PATH_ID);
  const path = s.path;
  const created = !s.enrolled && (await enrol(ctx.db.kysely, user.id, path.lpath, ctx.now.toISOString()));
  const isPaidSubscriber = user.is_paid ? 1 : 0;
  const progress = progressFields(s);
  const origin = config.publicUrl;
  const head: LaunchpadHead = {
    httpResponse: created ? 201 : 200,
    message: created ? `Welcome to ${path.name}! Start with ${progress.workingUnit}.` : `You are on ${progress.workingUnit}.`,
    redirectURL: '',
    redirectType: '',
    justLoggedIn: false,
    justRegistered: user.just_registered ? '1' : '0',
    guidedPreferred: guidedPreference(user),
    isPaidSubscriber,
    leftMarginAd: isPaidSubscriber ? '' : config.adPaths.left,
    rightMarginAd: isPaidSubscriber ? '' : config.adPaths.right,
    showShareThisBar: user.show_share_bar === 1,
    ...welcomeVideos(settings, config.webDistDir),
    ...progress,
    workingLpath: path.lpath,
    workingGroup: s.progress.workingGroup,
    programComplete: s.progress.complete,
    seen: s.seen,
    shareThis: {
      url: `${origin}${WEB_BASE_PATH}/`,
      image: `${origin}${settings.shareImage}`,
      description: `Learning the soroban and mental math with Soroban Quiz: now on ${progress.workingUnit}.`,
      title: `${path.name} on Soroban Quiz`,
      message: `I'm on ${progress.workingUnit} of ${path.name}. Train with me on Soroban Quiz!`,
      subject: `Join me on Soroban Quiz`,
    },
  };
  const json = Buffer.concat([Buffer.from(`${JSON.stringify(head).slice(0, -1)},"modules":`), modulesJson(s), CLOSING_BRACE]);
  return new SerializedAnswer(head.httpResponse, json);
}

/** What START opens for one quiz item of a unit the learner has reached. */
export async function activityQuiz(ctx: Learner, lpath: number | null, activityId: string) {
  const path = await programOf(ctx, lpath);
  const { unit, activity } = requireActivity(path, activityId);
  const practice: QuizSpec | undefined = activity.practice;
  if (activity.exam) throw failures.badInput(`'${activity.name}' is a mock exam: start its paper with guided_exam_start_api.`);
  if (!practice) throw failures.badInput(`'${activity.name}' is not a quiz: it opens in the program, and completes with DONE.`);
  const s = await standing(ctx.db, ctx.user.id, path);
  if (unit.number > s.progress.workingUnit) {
    throw failures.conflict(`Unit ${unit.number} is not open yet: finish ${progressFields(s).workingUnit} first, or jump to it.`);
  }
  return {
    message: `'${activity.name}': ${plural(activity.steps, 'passed quiz', 'passed quizzes')} complete it.`,
    activityId: activity.id,
    lpath: path.lpath,
    pathname: activity.pathname,
    problemType: activity.problemType,
    practice,
  };
}

/** DONE on a lesson or kanji item of a unit the learner has reached: its one step completes. */
export async function activityDone(ctx: Learner, lpath: number | null, activityId: string) {
  const path = await programOf(ctx, lpath);
  const { unit, activity } = requireActivity(path, activityId);
  if (activity.practice) throw failures.badInput(`'${activity.name}' completes by passing its quiz, not by DONE.`);
  if (activity.exam) throw failures.badInput(`'${activity.name}' completes by passing its mock exam paper, not by DONE.`);
  requireOpenActivity(await standing(ctx.db, ctx.user.id, path), { unit, activity });
  const now = ctx.now.toISOString();
  await enrol(ctx.db.kysely, ctx.user.id, path.lpath, now);
  await confirmActivity(ctx.db.kysely, ctx.user.id, path.lpath, activity.id, now);
  const after = await standing(ctx.db, ctx.user.id, path);
  return {
    message: `'${activity.name}' done.`,
    activityId: activity.id,
    status: after.progress.statuses.get(activity.id) ?? { stepsComplete: 0, isJumped: false },
    ...progressFields(after),
  };
}

/**
 * START on a mock exam unit the learner has reached: the body's real paper of the unit's grade,
 * timed on the server's clock; handing it in passed completes the activity (services/exams.ts).
 */
export async function startGuidedExam(ctx: CallContext, lpath: number | null, activityId: string) {
  const path = await programOf(ctx, lpath);
  const found = requireActivity(path, activityId);
  const { exam } = found.activity;
  if (!exam) throw failures.badInput(`'${found.activity.name}' is not a mock exam: start it from the guided program as it shows.`);
  requireOpenActivity(await standing(ctx.db, ctx.user.id, path), found);
  await enrol(ctx.db.kysely, ctx.user.id, path.lpath, ctx.now.toISOString());
  const started = await startMockExam(ctx, exam.body, exam.grade, undefined, { lpath: path.lpath, activityId: found.activity.id });
  return { message: `'${found.activity.name}': pass the paper to complete it.`, activityId: found.activity.id, ...started };
}

/** Starts a jump to `unit`: the quizzes to pass, each started with its own activity marker. */
export async function startTestOut(ctx: Learner, lpath: number | null, unit: number) {
  const path = await programOf(ctx, lpath);
  const plan = planTestOut(await standing(ctx.db, ctx.user.id, path), unit);
  const now = ctx.now.toISOString();
  await enrol(ctx.db.kysely, ctx.user.id, path.lpath, now);
  const quizzes: QuizSpec[] = plan.map((q) => q.practice);
  const testOutId = await insertTestOut(ctx.db.kysely, { user_id: ctx.user.id, lpath: path.lpath, unit, quizzes: JSON.stringify(quizzes), started_at: now });
  return {
    message: `Pass ${plan.length === 1 ? 'this quiz' : `all ${plan.length} quizzes`} to jump to unit ${unit}.`,
    testOutId,
    unit,
    quizzes: plan.map((q, index) => {
      const source = findActivity(path, q.fromActivityId)?.activity;
      return {
        index,
        activityId: testOutMarker(testOutId, index),
        lpath: path.lpath,
        pathname: source?.pathname ?? '',
        problemType: source?.problemType ?? '',
        practice: q.practice,
        fromUnit: q.fromUnit,
        fromActivityId: q.fromActivityId,
      };
    }),
  };
}

/**
 * Judges a jump from the server's own grades only: the quizzes started with the attempt's markers,
 * of the type and params it asked for. Recorded once; asking again answers the recorded verdict.
 */
export async function finishJump(ctx: Learner, lpath: number | null, testOutId: number) {
  const userId = ctx.user.id;
  const path = await programOf(ctx, lpath);
  const testOut = await findTestOut(ctx.db.kysely, testOutId);
  if (!testOut || testOut.user_id !== userId || testOut.lpath !== path.lpath) throw failures.notFound('There is no such jump attempt of yours.');
  const specs = JSON.parse(testOut.quizzes) as QuizSpec[];
  const markers = specs.map((_, index) => testOutMarker(testOut.id, index));
  const rows = await testOutQuizzes(ctx.db.kysely, userId, markers);
  const results = specs.map((spec, index) => {
    const taken = rows.filter(
      (row) => row.activity_id === markers[index] && row.type === spec.type && canonicalJson(JSON.parse(row.params)) === canonicalJson(spec.params),
    );
    const passed = taken.find((row) => row.passed === 1);
    return { index, quizId: (passed ?? taken[taken.length - 1])?.id ?? null, passed: passed !== undefined, taken: taken.length > 0 };
  });
  const allPassed = results.every((r) => r.passed);
  const anyFailed = results.some((r) => r.taken && !r.passed);
  if (testOut.finished_at === null) {
    if (!allPassed && !anyFailed) {
      const missing = results.filter((r) => !r.taken).map((r) => r.index + 1);
      throw failures.conflict(`Finish jump quiz ${missing.join(', ')} of ${specs.length} first, then record the jump.`);
    }
    await ctx.db.kysely.transaction().execute(async (trx) => {
      if ((await finishTestOut(trx, testOut.id, allPassed, ctx.now.toISOString())) && allPassed) await recordJump(trx, userId, path.lpath, testOut.unit - 1);
    });
  }
  const recorded = testOut.finished_at === null ? allPassed : testOut.passed === 1;
  const after = await standing(ctx.db, userId, path);
  return {
    message: recorded
      ? `Jumped to unit ${testOut.unit}: units before it are marked as jumped.`
      : `Not this time: nothing changed. Keep practising ${progressFields(after).workingUnit}.`,
    testOutId: testOut.id,
    unit: testOut.unit,
    passed: recorded,
    quizzes: results.map(({ index, quizId, passed }) => ({ index, quizId, passed })),
    ...progressFields(after),
  };
}

/**
 * An operator places a learner at the start of `unit` (a teacher's placement, a learner moving from
 * paper lessons): the units before it count as jumped, as after a passed jump. Never moves back.
 */
export async function placeLearner(ctx: Learner, unit: number) {
  const path = await programOf(ctx, null);
  if (!path.units.some((u) => u.number === unit)) throw failures.badInput(`unit must be one of 1 to ${path.units.length} of ${path.name}.`);
  await enrol(ctx.db.kysely, ctx.user.id, path.lpath, ctx.now.toISOString());
  await recordJump(ctx.db.kysely, ctx.user.id, path.lpath, unit - 1);
  return progressFields(await standing(ctx.db, ctx.user.id, path));
}

/**
 * Keeps what the launchpad just showed the learner: its activity must be one of the program's and its
 * units the program's. Refused before the first launchpad visit (which enrols).
 */
export async function recordProgramSeen(ctx: Learner, lpath: number | null, seen: SeenProgress) {
  const path = await programOf(ctx, lpath);
  if (seen.activityId !== null) requireActivity(path, seen.activityId);
  const unknown = seen.finishedUnits.find((unit) => !path.units.some((u) => u.number === unit));
  if (unknown !== undefined) throw failures.badInput(`finishedUnits holds ${unknown}, which is not a unit of ${path.name} (1 to ${path.units.length}).`);
  const kept = { activityId: seen.activityId, finishedUnits: [...new Set(seen.finishedUnits)].sort((a, b) => a - b) };
  if (!(await recordSeen(ctx.db.kysely, ctx.user.id, path.lpath, JSON.stringify(kept)))) {
    throw failures.conflict(`Open ${path.name} first: there is nothing shown of it to keep yet.`);
  }
  return { message: 'Kept: later visits compare with this.', seen: kept };
}

/**
 * Back to unit 1 with the program's training history deleted, in one transaction; coins stay. What
 * was learnt from that history goes with it: the kept mistakes and the learner model behind today's
 * practice and the skill map (neither records which path a quiz counted for, and the app has one).
 */
export async function resetProgram(ctx: Learner, lpath: number | null) {
  const userId = ctx.user.id;
  const path = await programOf(ctx, lpath);
  const deletedQuizzes = await ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await countQuizzes(trx, userId);
    await deleteTrainingHistory(trx, userId, String(path.lpath));
    await deleteAllMistakes(trx, userId);
    await deleteAllSkills(trx, userId);
    const count = before - (await countQuizzes(trx, userId));
    await deleteGuidedState(trx, userId, path.lpath, ctx.now.toISOString());
    return count;
  });
  const after = await standing(ctx.db, userId, path);
  return {
    message: `The program is back at unit 1 and its training history (${plural(deletedQuizzes, 'quiz', 'quizzes')}) is deleted, with your kept mistakes and your skill map. Coins you earned stay in your wallet.`,
    deletedQuizzes,
    ...progressFields(after),
  };
}
