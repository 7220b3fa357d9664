import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { flatDataField, integer, lpathField, textField } from './fields.ts';

/** Event data stays a small, flat JSON object: the server stores it as given. */
const eventData = flatDataField('eventData', 4096);
export type EventData = z.input<typeof eventData>;

export const eventLogCall = defineCall(
  apiPath('event_log_api'),
  z.extend(clientBody, {
    lpath: lpathField,
    event: z.object({
      eventName: textField('eventName', 64).check(z.trim(), z.minLength(1, 'eventName is empty')),
      eventType: z.optional(textField('eventType', 64)),
      eventData,
    }),
  }),
  successEnvelope({ eventId: integer }),
);
