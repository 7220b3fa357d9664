import { z } from 'zod';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { lpathField, textField } from './fields.ts';

/** Event data stays a small JSON object: the server stores it as given. */
const eventData = z
  .record(z.string().max(64), z.unknown())
  .refine((data) => JSON.stringify(data).length <= 4096, 'eventData is larger than 4096 characters of JSON');

export const eventLogCall = defineCall(
  apiPath('event_log_api'),
  clientBody.extend({
    lpath: lpathField,
    event: z.object({
      eventName: z.string().trim().min(1, 'eventName is empty').max(64),
      eventType: textField('eventType', 64).optional(),
      eventData,
    }),
  }),
  successEnvelope({ eventId: z.number().int() }),
);
