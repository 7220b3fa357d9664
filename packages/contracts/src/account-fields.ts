import { z } from 'zod/mini';

/**
 * Names other people see refuse Unicode format characters (\p{Cf}): zero-width spaces and joiners,
 * direction overrides and isolates, the BOM, soft hyphens. They are invisible, so two names could
 * look alike, and an override can flip the rank or points printed after a name.
 */
export const NO_FORMAT_CHARACTERS = /^\P{Cf}*$/u;
export const FORMAT_CHARACTERS = 'invisible or direction-changing characters (zero-width spaces, direction marks, BOM)';

/** Field rules shared by the sign-up and settings forms and by the server that checks them again. */
export const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'Email is longer than 254 characters.')),
  z.email({ error: 'Enter an email address like name@example.com.' }),
);

export const displayName = z
  .string()
  .check(
    z.trim(),
    z.minLength(2, 'Display name needs at least 2 characters.'),
    z.maxLength(40, 'Display name can have at most 40 characters.'),
    z.regex(/^[^\p{Cc}<>]+$/u, 'Display name cannot contain < > or control characters.'),
    z.regex(NO_FORMAT_CHARACTERS, `Display name cannot contain ${FORMAT_CHARACTERS}.`),
  );

export const PASSWORD_MIN = 8;
export const newPassword = z
  .string()
  .check(z.minLength(PASSWORD_MIN, `Password needs at least ${PASSWORD_MIN} characters.`), z.maxLength(256, 'Password can have at most 256 characters.'));
