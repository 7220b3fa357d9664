import { z } from 'zod';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { flatDataField, lpathField, textField } from './fields.ts';

/** Event data stays a small, flat JSON object: the server stores it as given. */
const eventData = flatDataField('eventData', 4096);
export type EventData = z.input<typeof eventData>;

export const eventLogCall = defineCall(
  apiPath('event_log_api'),
  clientBody.extend({
    lpath: lpathField,
    event: z.object({
      eventName: textField('eventName', 64).trim().min(1, 'eventName is empty'),
      eventType: textField('eventType', 64).optional(),
      eventData,
    }),
  }),
  successEnvelope({ eventId: z.number().int() }),
);
