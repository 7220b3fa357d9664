import { saveWeeklySummaryCall, weeklySummarySettingsCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { saveWeeklySummarySettings, weeklySummarySettings } from '../services/weekly-summary.ts';

/** The weekly summary email's settings: the teacher's switch, a parent's address and the learner's consent. */
export default async function weeklySummaryRoutes(app: FastifyInstance) {
  mountCall(app, weeklySummarySettingsCall, async (_body, ctx) => ({ httpResponse: OK, message: 'OK', settings: await weeklySummarySettings(ctx) }));

  mountCall(app, saveWeeklySummaryCall, async (body, ctx) => {
    const settings = await saveWeeklySummarySettings(ctx, body);
    const parent = settings.parentConsent ? ` A summary goes to ${settings.parentEmail} each Monday.` : '';
    return { httpResponse: OK, message: `Weekly summary settings saved.${parent}`, settings };
  });
}
