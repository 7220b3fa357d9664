import { z } from 'zod';

export const redirectType = z.enum(['internal', 'external', '']);

/** Every answer is `{ httpResponse, message, ...payload }`; the HTTP status mirrors httpResponse. */
export const envelopeBase = z.object({
  httpResponse: z.number().int(),
  message: z.string(),
});

/** What a failed call answers: the fields the error dialog of SPEC 4 is built from. */
export const errorEnvelope = envelopeBase.extend({
  redirectURL: z.string().default(''),
  redirectType: redirectType.default(''),
  leftMarginAd: z.string().optional(),
  rightMarginAd: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Success codes: 200 everywhere, 201 also on the launchpad, settings and event calls (SPEC 8). */
export const okStatus = z.union([z.literal(200), z.literal(201)]);

export const successEnvelope = <S extends z.ZodRawShape>(shape: S) => envelopeBase.extend({ httpResponse: okStatus }).extend(shape);

export interface Call<B extends z.ZodType, A extends z.ZodType> {
  path: string;
  body: B;
  answer: A;
}

/** One definition per call: the server validates with `body`, the client parses with `answer`. */
export const defineCall = <B extends z.ZodType, A extends z.ZodType>(path: string, body: B, answer: A): Call<B, A> => ({
  path,
  body,
  answer,
});

export const API_PREFIX = '/rlm/mobile-apis/';
export const apiPath = (name: string) => `${API_PREFIX}${name}.php`;
