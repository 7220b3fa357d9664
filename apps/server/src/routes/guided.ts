import {
  guidedActivityCall,
  guidedActivityDoneCall,
  guidedExamStartCall,
  guidedLaunchpadCall,
  guidedResetCall,
  guidedSeenCall,
  guidedTestOutFinishCall,
  guidedTestOutStartCall,
} from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { loadBundledCurricula } from '../services/curriculum.ts';
import { type GuidedSettings, loadGuidedSettings } from '../services/curriculum-settings.ts';
import { activityDone, activityQuiz, finishJump, launchpad, recordProgramSeen, resetProgram, startGuidedExam, startTestOut } from '../services/guided.ts';

export interface GuidedOptions {
  settings?: GuidedSettings;
  /** Tests load their own curricula; the server loads content/curriculum at start. */
  loadBundled?: boolean;
}

/** The guided training program: launchpad, what it last showed, lesson confirmations, jump quizzes and reset (services/guided.ts). */
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

  mountCall(app, guidedLaunchpadCall, async (_body, ctx) => launchpad(ctx, settings));

  mountCall(app, guidedSeenCall, async (body, ctx) => ({ httpResponse: OK, ...(await recordProgramSeen(ctx, body.lpath, body.seen)) }));

  mountCall(app, guidedActivityCall, async (body, ctx) => ({ httpResponse: OK, ...(await activityQuiz(ctx, body.lpath, body.activityId)) }));

  mountCall(app, guidedActivityDoneCall, async (body, ctx) => ({ httpResponse: OK, ...(await activityDone(ctx, body.lpath, body.activityId)) }));

  mountCall(app, guidedExamStartCall, async (body, ctx) => ({ httpResponse: OK, ...(await startGuidedExam(ctx, body.lpath, body.activityId)) }));

  mountCall(app, guidedTestOutStartCall, async (body, ctx) => ({ httpResponse: OK, ...(await startTestOut(ctx, body.lpath, body.unit)) }));

  mountCall(app, guidedTestOutFinishCall, async (body, ctx) => ({ httpResponse: OK, ...(await finishJump(ctx, body.lpath, body.testOutId)) }));

  mountCall(app, guidedResetCall, async (body, ctx) => ({ httpResponse: OK, ...(await resetProgram(ctx, body.lpath)) }));
}
