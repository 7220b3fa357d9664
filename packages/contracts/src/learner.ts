import { z } from 'zod/mini';
import { integer } from './fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';

/** A skill of the learner model (cell:7+8, fact:7+8, list:2x10, mul:2x1, div:1x2) as practice sees it. */
const practiceSkill = z.object({
  skill: z.string(),
  /** P(known) discounted by forgetting, 0–1. */
  mastery: z.number(),
  /** When its recall falls to 90 % (ISO time): due for review from then. */
  dueAt: z.string(),
});

export const todaysPracticeCall = defineCall(
  apiPath('todays_practice_api'),
  clientBody,
  successEnvelope({
    /** How many skills are due for review now (all of them, not only those listed). */
    dueCount: integer,
    /** Due skills, most overdue first (at most 10). */
    due: z.array(practiceSkill),
    /** The weakest skills not yet due (at most 10). */
    weakest: z.array(practiceSkill),
    /** Complement cells never practised, easiest family first (at most 5): the next new material. */
    next: z.array(z.object({ skill: z.string(), family: z.string() })),
  }),
);
