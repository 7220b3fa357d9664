import { DIAGNOSIS_KINDS } from '@soroban/core';
import { z } from 'zod/mini';
import { integer } from './fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { problemDisplay, reviewSpec } from './practice.ts';

/**
 * Starts a quiz the server builds for the learner: 'today' is today's practice (due skills, the
 * weakest, kept mistakes and the next new cells, about 5–10 minutes), 'mistakes' redoes the kept
 * mistakes. It answers like start_quiz_api and is submitted with submit_quiz_api.
 */
export const startReviewCall = defineCall(
  apiPath('start_review_api'),
  z.extend(clientBody, {
    source: z.enum(['today', 'mistakes'], { error: "source must be 'today' or 'mistakes'" }),
  }),
  z.intersection(
    successEnvelope({
      quizId: integer,
      problems: z.array(problemDisplay),
      total: integer,
      timeLimitMs: z.null(),
      startedAt: z.string(),
    }),
    reviewSpec,
  ),
);

/** How many different UTC days a kept mistake must be answered right on to leave the list. */
export const MISTAKE_RIGHT_DAYS = 2;

export const keptMistake = z.object({
  /** The problem's identity ('list:7,8', '7+8', 'pair:3+?=10'): the same problem met in any quiz. */
  key: z.string(),
  display: problemDisplay,
  timesMissed: integer,
  lastMissedAt: z.string(),
  /** The misapplied rule of the latest miss that had one (lists only). */
  diagnosis: z.nullable(z.object({ kind: z.enum([...DIAGNOSIS_KINDS, 'unknown']), message: z.string() })),
  /** Different UTC days it was answered right since it was last missed, and how many more it needs. */
  rightDays: integer,
  toGo: integer,
});
export type KeptMistake = z.infer<typeof keptMistake>;

/** The learner's kept mistakes, most missed first (at most 100). */
export const myMistakesCall = defineCall(
  apiPath('my_mistakes_api'),
  clientBody,
  successEnvelope({
    mistakes: z.array(keptMistake),
    /** All kept mistakes, also beyond the 100 listed. */
    count: integer,
  }),
);
