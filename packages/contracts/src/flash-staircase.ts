import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField, integer } from './fields.ts';
import { problemDisplay } from './practice.ts';

/** "Find my flash speed" uses 1–3 digits and 3–15 numbers a round: the sizes of the flash grades. */
export const STAIRCASE_DIGITS = { min: 1, max: 3 } as const;
export const STAIRCASE_COUNT = { min: 3, max: 15 } as const;

const staircaseId = idField('staircaseId');
const bounded = (name: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `${name} must be a number` })
    .check(
      z.int(`${name} must be a whole number`),
      z.minimum(bounds.min, `${name} must be at least ${bounds.min}`),
      z.maximum(bounds.max, `${name} must be at most ${bounds.max}`),
    );

/** A speed and the flash grade it equals (null below the easiest grade of those digits). */
const speed = z.object({
  seconds: z.number(),
  grade: z.nullable(z.object({ id: z.string(), label: z.string(), official: z.boolean() })),
});

export const flashStaircaseState = z.object({
  staircaseId: integer,
  digits: integer,
  count: integer,
  /** Rounds in the whole search (20). */
  rounds: integer,
  /** The rounds graded so far, in order: their seconds and whether the answer was right. */
  history: z.array(z.object({ seconds: z.number(), correct: z.boolean() })),
  /** The round to flash now, its speed chosen by the server from the rounds before; null once done. */
  round: z.nullable(
    z.object({
      number: integer,
      quizId: integer,
      seconds: z.number(),
      problems: z.array(problemDisplay),
      startedAt: z.string(),
    }),
  ),
  /** The speed reached so far (the result once every round is graded). */
  reached: speed,
  done: z.boolean(),
});
export type FlashStaircaseState = z.infer<typeof flashStaircaseState>;

/** Starts a search: the server picks the first speed (the middle of the ladder, or just below the last speed found). */
export const startFlashStaircaseCall = defineCall(
  apiPath('start_flash_staircase_api'),
  z.extend(clientBody, { digits: bounded('digits', STAIRCASE_DIGITS), count: bounded('count', STAIRCASE_COUNT) }),
  successEnvelope(flashStaircaseState.shape),
);

/**
 * The next round once the last one was answered with submit_quiz_api (a round left unanswered
 * counts as wrong), or the result after the last round.
 */
export const nextFlashStaircaseRoundCall = defineCall(
  apiPath('next_flash_staircase_round_api'),
  z.extend(clientBody, { staircaseId }),
  successEnvelope(flashStaircaseState.shape),
);
