import { classSkillHeatmapCall, skillMapCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { OK, mountCall } from '../lib/call-route.ts';
import { classSkillHeatmap, skillMap } from '../services/skill-map.ts';

/** The skill map: one's own or a student's, and the class heat map of the complement cells. */
export default async function skillMapRoutes(app: FastifyInstance) {
  mountCall(app, skillMapCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await skillMap(ctx, body.studentId)) }));
  mountCall(app, classSkillHeatmapCall, async (body, ctx) => ({ httpResponse: OK, message: 'OK', ...(await classSkillHeatmap(ctx, body.classroomId)) }));
}
