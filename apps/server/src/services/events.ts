import type { CallContext } from '../lib/call-route.ts';
import { insertEvent } from '../repositories/events.ts';
import { updateUser } from '../repositories/users.ts';
import { withinEventQuota } from './quotas.ts';

export interface LoggedEvent {
  eventName: string;
  eventType?: string | undefined;
  eventData: Record<string, unknown>;
}

/** Stores an event with its data (SPEC 7); answers its id. */
export async function logEvent(ctx: CallContext, event: LoggedEvent, lpath: number | null): Promise<number> {
  return withinEventQuota(ctx, async (trx) => {
    const id = await insertEvent(trx, {
      userId: ctx.user.id,
      name: event.eventName,
      type: event.eventType ?? null,
      data: event.eventData,
      lpath,
      at: ctx.now.toISOString(),
    });
    // The welcome dialog's DONE logs justRegistered: the person is no longer new (SPEC 4).
    if (event.eventName === 'justRegistered') await updateUser(trx, ctx.user.id, { just_registered: 0 });
    return id;
  });
}
