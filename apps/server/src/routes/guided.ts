import {
  guidedActivityCall,
  guidedActivityDoneCall,
  guidedLaunchpadCall,
  guidedResetCall,
  guidedTestOutFinishCall,
  guidedTestOutStartCall,
  LEARNING_PATH_ID,
} from '@soroban/contracts';
import type { PracticeSpec } from '@soroban/core';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { WEB_BASE_PATH } from '../config.ts';
import { failures } from '../lib/api-failure.ts';
import { checkedAnswer, CREATED, mountLegacyCall, OK } from '../lib/call-route.ts';
import {
  confirmActivity,
  countQuizzes,
  deleteGuidedState,
  enrol,
  findTestOut,
  finishTestOut,
  insertTestOut,
  recordJump,
  testOutQuizzes,
} from '../repositories/guided.ts';
import { deleteTrainingHistory } from '../repositories/practice.ts';
import { loadBundledCurricula } from '../services/curriculum.ts';
import {
  canonicalJson,
  findActivity,
  modulesJson,
  launchpadStanding,
  planTestOut,
  progressFields,
  requireCurriculum,
  standing,
  testOutMarker,
} from '../services/curriculum-program.ts';
import { type GuidedSettings, loadGuidedSettings, welcomeVideos } from '../services/curriculum-settings.ts';
import { guidedPreference } from '../services/session-answer.ts';

const brotli = promisify(zlib.brotliCompress);
const CLOSING_BRACE = Buffer.from('}');
const gzip = promisify(zlib.gzip);

/** The one path the app's guided program runs on (SPEC 9); other lpath values are refused. */
function lpathOf(value: string | number | null | undefined): number {
  if (value === undefined || value === null || value === '') return LEARNING_PATH_ID;
  const lpath = Number(value);
  if (lpath !== LEARNING_PATH_ID) throw failures.badInput(`lpath must be ${LEARNING_PATH_ID}, the guided program's learning path.`);
  return lpath;
}

export interface GuidedOptions {
  settings?: GuidedSettings;
  /** Tests load their own curricula; the server loads content/curriculum at start. */
  loadBundled?: boolean;
}

/** The guided training program: launchpad, lesson confirmations, jump quizzes and reset (SPEC 2.4, 3, 4). */
export default async function guidedRoutes(app: FastifyInstance, options: GuidedOptions = {}) {
  const settings = options.settings ?? loadGuidedSettings();

  if (options.loadBundled !== false) {
    app.addHook('onReady', async () => {
      for (const result of await loadBundledCurricula(app.db, app.clock())) {
        if (result.status !== 'unchanged')
          app.log.info(`Curriculum ${result.lpath} '${result.name}' ${result.status}: ${result.units} units, ${result.activities} activities.`);
      }
    });
  }

  // The answer is written as JSON text: the modules come pre-serialized per curriculum (modulesJson),
  // which is most of the work of a launchpad of hundreds of activities.
  app.withTypeProvider<ZodTypeProvider>().post(guidedLaunchpadCall.path, { schema: { body: guidedLaunchpadCall.body } }, async (request, reply) => {
    const user = await request.requireUser();
    const s = await launchpadStanding(app.db, user.id, LEARNING_PATH_ID);
    const path = s.path;
    // A write only on the first visit: every later visit is reads alone.
    const created = !s.enrolled && (await enrol(app.db.kysely, user.id, path.lpath, app.clock().toISOString()));
    const isPaidSubscriber = user.is_paid ? 1 : 0;
    const progress = progressFields(s);
    const origin = app.config.publicUrl;
    const answer: Omit<z.input<typeof guidedLaunchpadCall.answer>, 'modules'> = {
      httpResponse: created ? CREATED : OK,
      message: created ? `Welcome to ${path.name}! Start with ${progress.workingUnit}.` : `You are on ${progress.workingUnit}.`,
      redirectURL: '',
      redirectType: '' as const,
      justLoggedIn: false,
      justRegistered: user.just_registered ? ('1' as const) : ('0' as const),
      guidedPreferred: guidedPreference(user),
      isPaidSubscriber,
      leftMarginAd: isPaidSubscriber ? '' : app.config.adPaths.left,
      rightMarginAd: isPaidSubscriber ? '' : app.config.adPaths.right,
      showShareThisBar: user.show_share_bar === 1,
      ...welcomeVideos(settings, app.config.webDistDir),
      ...progress,
      workingLpath: path.lpath,
      workingGroup: s.progress.workingGroup,
      programComplete: s.progress.complete,
      shareThis: {
        url: `${origin}${WEB_BASE_PATH}/`,
        image: `${origin}${settings.shareImage}`,
        description: `Learning the soroban and mental math with Soroban Quiz: now on ${progress.workingUnit}.`,
        title: `${path.name} on Soroban Quiz`,
        message: `I'm on ${progress.workingUnit} of ${path.name}. Train with me on Soroban Quiz!`,
        subject: `Join me on Soroban Quiz`,
      },
    };
    const json = Buffer.concat([Buffer.from(`${JSON.stringify(answer).slice(0, -1)},"modules":`), modulesJson(s), CLOSING_BRACE]);
    if (app.config.checkAnswers) checkedAnswer(app.config, guidedLaunchpadCall, JSON.parse(json.toString('utf8')));
    reply.code(answer.httpResponse).type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    // Tens of kilobytes of repetitive JSON for a learner deep in the program, ~6 KB compressed: on a
    // phone's connection that is most of the screen's wait (compressed off the event loop).
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) {
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length };
      return reply.header('content-encoding', 'br').send(await brotli(json, { params }));
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzip(json, { level: 4 }));
    return reply.send(json);
  });

  mountLegacyCall(app, guidedActivityCall, async (request) => {
    const user = await request.requireUser();
    const path = await requireCurriculum(app.db, lpathOf(request.body.lpath));
    const found = findActivity(path, request.body.activityId);
    if (!found) throw failures.notFound(`There is no activity '${request.body.activityId}' in ${path.name}.`);
    const practice = found.activity.practice;
    if (!practice) throw failures.badInput(`'${found.activity.name}' is not a quiz: it opens in the program, and completes with DONE.`);
    const s = await standing(app.db, user.id, path);
    if (found.unit.number > s.progress.workingUnit) {
      throw failures.conflict(`Unit ${found.unit.number} is not open yet: finish ${progressFields(s).workingUnit} first, or jump to it.`);
    }
    return {
      httpResponse: OK,
      message: `'${found.activity.name}': ${found.activity.steps} passed quiz${found.activity.steps === 1 ? '' : 'zes'} complete it.`,
      activityId: found.activity.id,
      lpath: path.lpath,
      pathname: found.activity.pathname,
      problemType: found.activity.problemType,
      practice: practice as never,
    };
  });

  mountLegacyCall(app, guidedActivityDoneCall, async (request) => {
    const user = await request.requireUser();
    const path = await requireCurriculum(app.db, lpathOf(request.body.lpath));
    const found = findActivity(path, request.body.activityId);
    if (!found) throw failures.notFound(`There is no activity '${request.body.activityId}' in ${path.name}.`);
    if (found.activity.practice) throw failures.badInput(`'${found.activity.name}' completes by passing its quiz, not by DONE.`);
    const before = await standing(app.db, user.id, path);
    if (found.unit.number > before.progress.workingUnit) {
      throw failures.conflict(`Unit ${found.unit.number} is not open yet: finish ${progressFields(before).workingUnit} first, or jump to it.`);
    }
    await enrol(app.db.kysely, user.id, path.lpath, app.clock().toISOString());
    await confirmActivity(app.db.kysely, user.id, path.lpath, found.activity.id, app.clock().toISOString());
    const after = await standing(app.db, user.id, path);
    return {
      httpResponse: OK,
      message: `'${found.activity.name}' done.`,
      activityId: found.activity.id,
      status: after.progress.statuses.get(found.activity.id) ?? { stepsComplete: 0, isJumped: false },
      ...progressFields(after),
    };
  });

  mountLegacyCall(app, guidedTestOutStartCall, async (request) => {
    const user = await request.requireUser();
    const path = await requireCurriculum(app.db, lpathOf(request.body.lpath));
    const s = await standing(app.db, user.id, path);
    const plan = planTestOut(s, request.body.unit);
    const now = app.clock().toISOString();
    await enrol(app.db.kysely, user.id, path.lpath, now);
    const testOutId = await insertTestOut(app.db.kysely, {
      user_id: user.id,
      lpath: path.lpath,
      unit: request.body.unit,
      quizzes: JSON.stringify(plan.map((q) => q.practice)),
      started_at: now,
    });
    return {
      httpResponse: OK,
      message: `Pass ${plan.length === 1 ? 'this quiz' : `all ${plan.length} quizzes`} to jump to unit ${request.body.unit}.`,
      testOutId,
      unit: request.body.unit,
      quizzes: plan.map((q, index) => {
        const source = findActivity(path, q.fromActivityId)?.activity;
        return {
          index,
          activityId: testOutMarker(testOutId, index),
          lpath: path.lpath,
          pathname: source?.pathname ?? '',
          problemType: source?.problemType ?? '',
          practice: q.practice as never,
          fromUnit: q.fromUnit,
          fromActivityId: q.fromActivityId,
        };
      }),
    };
  });

  mountLegacyCall(app, guidedTestOutFinishCall, async (request) => {
    const user = await request.requireUser();
    const path = await requireCurriculum(app.db, lpathOf(request.body.lpath));
    const testOut = await findTestOut(app.db.kysely, request.body.testOutId);
    if (!testOut || testOut.user_id !== user.id || testOut.lpath !== path.lpath) throw failures.notFound('There is no such jump attempt of yours.');
    const specs = JSON.parse(testOut.quizzes) as PracticeSpec[];
    const markers = specs.map((_, index) => testOutMarker(testOut.id, index));
    // Only the server's own grades count: quizzes started with the marker, of the type and params asked for.
    const rows = await testOutQuizzes(app.db.kysely, user.id, markers);
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
      await app.db.kysely.transaction().execute(async (trx) => {
        if (await finishTestOut(trx, testOut.id, allPassed, app.clock().toISOString())) {
          if (allPassed) await recordJump(trx, user.id, path.lpath, testOut.unit - 1);
        }
      });
    }
    const recorded = testOut.finished_at === null ? allPassed : testOut.passed === 1;
    const after = await standing(app.db, user.id, path);
    return {
      httpResponse: OK,
      message: recorded
        ? `Jumped to unit ${testOut.unit}: units before it are marked as jumped.`
        : `Not this time: nothing changed. Keep practising ${progressFields(after).workingUnit}.`,
      testOutId: testOut.id,
      unit: testOut.unit,
      passed: recorded,
      quizzes: results.map(({ index, quizId, passed }) => ({ index, quizId, passed })),
      ...progressFields(after),
    };
  });

  mountLegacyCall(app, guidedResetCall, async (request) => {
    const user = await request.requireUser();
    const path = await requireCurriculum(app.db, lpathOf(request.body.lpath));
    const lpath = String(path.lpath);
    const deletedQuizzes = await app.db.kysely.transaction().execute(async (trx) => {
      const before = await countQuizzes(trx, user.id);
      await deleteTrainingHistory(trx, user.id, lpath);
      const count = before - (await countQuizzes(trx, user.id));
      await deleteGuidedState(trx, user.id, path.lpath, app.clock().toISOString());
      return count;
    });
    const after = await standing(app.db, user.id, path);
    return {
      httpResponse: OK,
      message: `The program is back at unit 1 and its training history (${deletedQuizzes} quiz${deletedQuizzes === 1 ? '' : 'zes'}) is deleted. Coins you earned stay in your wallet.`,
      deletedQuizzes,
      ...progressFields(after),
    };
  });
}
