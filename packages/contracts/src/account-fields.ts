import { z } from 'zod';

/** Field rules shared by the sign-up and settings forms and by the server that checks them again. */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is longer than 254 characters.')
  .pipe(z.email({ error: 'Enter an email address like name@example.com.' }));

export const displayName = z
  .string()
  .trim()
  .min(2, 'Display name needs at least 2 characters.')
  .max(40, 'Display name can have at most 40 characters.')
  .regex(/^[^\p{Cc}<>]+$/u, 'Display name cannot contain < > or control characters.');

export const PASSWORD_MIN = 8;
export const newPassword = z
  .string()
  .min(PASSWORD_MIN, `Password needs at least ${PASSWORD_MIN} characters.`)
  .max(256, 'Password can have at most 256 characters.');
