import { eventLogCall } from '@soroban/contracts';
import { callApi, sessionBody } from '@/lib/api-client';

/** Logs an event (SPEC 7: login, justRegistered, social share presses); the server stores its data. */
export function logEvent(eventName: string, eventData: Record<string, unknown>, lpath: string | number | null = null) {
  return callApi(eventLogCall, { ...sessionBody(), lpath, event: { eventName, eventData } });
}
