import { eventLogCall } from '@soroban/contracts';
import type { FastifyInstance } from 'fastify';
import { CREATED, mountLegacyCall } from '../lib/call-route.ts';
import { updateUser } from '../repositories/users.ts';

/** Stores every event with its data (SPEC 7: login, justRegistered, social share presses…). */
export default async function eventRoutes(app: FastifyInstance) {
  mountLegacyCall(app, eventLogCall, async (request) => {
    const user = await request.requireUser();
    const { event, lpath } = request.body;
    const row = await app.db.kysely
      .insertInto('events')
      .values({
        user_id: user.id,
        event_name: event.eventName,
        event_type: event.eventType ?? null,
        event_data: JSON.stringify(event.eventData),
        lpath: lpath === undefined || lpath === null ? null : String(lpath),
        created_at: app.clock().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The welcome dialog's DONE logs justRegistered: the person is no longer new (SPEC 4).
    if (event.eventName === 'justRegistered') await updateUser(app.db, user.id, { just_registered: 0 });
    return { httpResponse: CREATED, message: 'Event logged.', eventId: row.id };
  });
}
