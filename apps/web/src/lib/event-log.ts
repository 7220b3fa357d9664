import { type EventData, eventLogCall } from '@soroban/contracts';
import { callApi, sessionBody } from '@/lib/api-client';

/**
 * Logs an event (SPEC 7: login, justRegistered, social share presses); the server stores its data.
 * In lib/ rather than a feature because sign-in, onboarding, the guided program and the share bar
 * each log their own events, and a feature never imports another.
 */
export function logEvent(eventName: string, eventData: EventData, lpath: string | number | null = null) {
  return callApi(eventLogCall, { ...sessionBody(), lpath, event: { eventName, eventData } });
}
