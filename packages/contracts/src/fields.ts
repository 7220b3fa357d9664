import { z } from 'zod/mini';

/**
 * Fields many calls share, defined once. Ids are 32-bit integers in the database (PostgreSQL
 * `integer`), so a larger one is refused here as a 400 rather than failing in SQL.
 */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number in an answer (counts, ids, scores). One instance that every contract shares: a
 * schema never changes once built, and the page builds the contracts of its first screen as it loads.
 */
export const integer = z.number().check(z.int());

/** A positive whole-number id of a row (quizId, classroomId, userId…). */
export const idField = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .check(z.int(`${name} must be a whole number`), z.positive(`${name} must be positive`), z.maximum(MAX_ID, `${name} is too large to be a ${name}`));

/**
 * Free text a client sends (search words, event fields, join codes…): bounded, and without NUL,
 * which PostgreSQL cannot store and no person means.
 */
export const textField = (name: string, max: number, tooLong = `${name} can have at most ${max} characters`) =>
  z.string({ error: `${name} must be text` }).check(
    z.maxLength(max, tooLong),
    z.refine((value) => !value.includes('\u0000'), `${name} cannot contain a NUL character`),
  );

/** A value of free-form data: one short piece of text, a number, true, false or null, never nested. */
const flatValue = (name: string, maxText: number) =>
  z.union([textField(name, maxText), z.number(), z.boolean(), z.null()], {
    error: `${name} values must be text, a number, true, false or null (nothing nested)`,
  });

/**
 * Free-form data a client may attach (event details): a flat object of short keys and scalar
 * values, at most `maxJson` characters of JSON. Flat so that nothing walks it recursively, and
 * so that a query or report can read every value as it is.
 */
export const flatDataField = (name: string, maxJson: number) =>
  z
    .record(textField(`${name} keys`, 64), flatValue(name, 1024), {
      error: (issue) =>
        issue.code === 'invalid_key' ? `${name} keys must be text of at most 64 characters, without NUL` : `${name} must be an object of names and values`,
    })
    .check(z.refine((data) => JSON.stringify(data).length <= maxJson, `${name} is larger than ${maxJson} characters of JSON`));

/**
 * The learning path as clients send it: its number, its digits as text, or nothing ('' or null
 * from the SPEC's `lpath (null)`). Answers the number, or null when none was given.
 */
const LPATH_MESSAGE = 'lpath must be a learning path number like 1442';
export const lpathField = z.pipe(
  z.optional(
    z.union(
      [
        z.literal(''),
        z.string().check(z.regex(/^[1-9][0-9]{0,8}$/, LPATH_MESSAGE)),
        z.number(LPATH_MESSAGE).check(z.int(LPATH_MESSAGE), z.minimum(1, LPATH_MESSAGE), z.maximum(999_999_999, LPATH_MESSAGE)),
        z.null(),
      ],
      { error: LPATH_MESSAGE },
    ),
  ),
  z.transform((value) => (value === undefined || value === null || value === '' ? null : Number(value))),
);
