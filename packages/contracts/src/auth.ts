import { z } from 'zod/mini';
import { integer } from './fields.ts';
import { displayName, email, newPassword } from './account-fields.ts';
import { clientBody, environment } from './client-body.ts';
import { apiPath, defineCall, redirectType, successEnvelope } from './envelope.ts';

/** '1' until the new user has finished onboarding (SPEC 3 keeps it a string). */
export const justRegistered = z.enum(['1', '0']);

/** The signed-in person as every session answer describes them. */
export const sessionUser = z.object({
  userId: integer,
  displayName: z.string(),
  email: z.string(),
  isPaidSubscriber: integer,
  guidedPreferred: z.nullable(z.boolean()),
  showShareThisBar: z.boolean(),
  /** Said "I teach" (onboarding or settings): classroom creation is offered. */
  teaches: z.boolean(),
  /** Turned the right/wrong and celebration sounds off (remembered per account). */
  soundMuted: z.boolean(),
  justRegistered,
});
export type SessionUser = z.infer<typeof sessionUser>;

const sessionAnswerShape = {
  justLoggedIn: z.boolean(),
  justRegistered,
  guidedPreferred: z.nullable(z.boolean()),
  isPaidSubscriber: integer,
  redirectURL: z.string(),
  redirectType,
  leftMarginAd: z.string(),
  rightMarginAd: z.string(),
  user: sessionUser,
};

export const loginCall = defineCall(apiPath('login_api'), clientBody, successEnvelope(sessionAnswerShape));
export const checkSessionCall = defineCall(apiPath('check_session'), clientBody, successEnvelope(sessionAnswerShape));
export type SessionAnswer = z.infer<typeof loginCall.answer>;

// SPEC 7: logout sends no body; anything sent is ignored.
export const logoutCall = defineCall(apiPath('logout_api'), z.nullish(z.looseObject({})), successEnvelope({}));

export const registerFields = z.object({
  username: email,
  displayName,
  password: newPassword,
});
export const registerCall = defineCall(apiPath('register_api'), z.extend(registerFields, { env: environment }), successEnvelope(sessionAnswerShape));

export const requestPasswordResetCall = defineCall(apiPath('request_password_reset_api'), z.object({ env: environment, username: email }), successEnvelope({}));

export const resetPasswordFields = z.object({
  token: z.string().check(z.minLength(16, 'This reset link is incomplete. Open the link from the email again.'), z.maxLength(128)),
  password: newPassword,
});
export const resetPasswordCall = defineCall(apiPath('reset_password_api'), z.extend(resetPasswordFields, { env: environment }), successEnvelope({}));
