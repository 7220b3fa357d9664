import { z } from 'zod/mini';
import { textField } from './fields.ts';

/** The app version of SPEC 9; the server answers 418 to clients older than its minimum. */
export const APP_VERSION = '5.7.0';

export const environment = z.enum(['production', 'staging'], {
  error: "env must be 'production' or 'staging'",
});

/**
 * Fields every call's body carries (SPEC 7). The web client sends empty credentials and relies on
 * the session cookie; older clients may still send username and password, which the server verifies.
 */
export const clientBody = z.object({
  env: environment,
  username: z._default(textField('username', 254), ''),
  password: z._default(textField('password', 1024), ''),
  version: z.optional(textField('version', 32)),
});
export type ClientBody = z.input<typeof clientBody>;

/** The learning path of the guided program and the top 100 (SPEC 9). */
export const LEARNING_PATH_ID = 1442;
