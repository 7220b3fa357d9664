import { z } from 'zod/mini';
import { integer } from './fields.ts';

// zod/mini leaves the messages of checks without one of their own to a locale it does not load:
// every contract imports this module, so the server's 400s and the client's parse failures read
// "Invalid input: expected string, received undefined" as with the classic API, not "Invalid input".
z.config(z.locales.en());

export const redirectType = z.enum(['internal', 'external', '']);

/** Every answer is `{ httpResponse, message, ...payload }`; the HTTP status mirrors httpResponse. */
export const envelopeBase = z.object({
  httpResponse: integer,
  message: z.string(),
});

/** What a failed call answers: the fields the error dialog of SPEC 4 is built from. */
export const errorEnvelope = z.extend(envelopeBase, {
  redirectURL: z._default(z.string(), ''),
  redirectType: z._default(redirectType, ''),
  leftMarginAd: z.optional(z.string()),
  rightMarginAd: z.optional(z.string()),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Success codes: 200 everywhere, 201 also on the launchpad, settings and event calls (SPEC 8). */
export const okStatus = z.union([z.literal(200), z.literal(201)]);

export const successEnvelope = <S extends z.core.$ZodShape>(shape: S) => z.extend(z.extend(envelopeBase, { httpResponse: okStatus }), shape);

export interface Call<B extends z.ZodMiniType, A extends z.ZodMiniType> {
  path: string;
  body: B;
  answer: A;
}

/** One definition per call: the server validates with `body`, the client parses with `answer`. */
export const defineCall = <B extends z.ZodMiniType, A extends z.ZodMiniType>(path: string, body: B, answer: A): Call<B, A> => ({
  path,
  body,
  answer,
});

export const API_PREFIX = '/rlm/mobile-apis/';
export const apiPath = (name: string) => `${API_PREFIX}${name}.php`;
