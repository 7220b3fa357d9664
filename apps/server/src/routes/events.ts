import { eventLogCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { CREATED, mountCall } from '../lib/call-route.ts';
import { logEvent } from '../services/events.ts';

/** Stores every event with its data (SPEC 7: login, justRegistered, social share presses…). */
export default async function eventRoutes(app: FastifyInstance) {
  mountCall(app, eventLogCall, async (body, ctx) => ({
    httpResponse: CREATED,
    message: 'Event logged.',
    eventId: await logEvent(ctx, body.event, body.lpath),
  }));
}
