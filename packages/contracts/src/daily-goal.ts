import { z } from 'zod/mini';
import { integer } from './fields.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';

/** The minutes a day a learner can aim for. */
export const GOAL_MINUTES = [5, 10, 15, 20] as const;
/** The finished activities (guided activities or quizzes) a day a learner can aim for. */
export const GOAL_ACTIVITIES = [1, 2, 3, 5, 10] as const;

/**
 * The daily goal chosen by the learner (or a parent at their device): minutes of quiz time or
 * finished activities a day. Ten minutes until they choose.
 */
export const dailyGoal = z
  .object({
    kind: z.enum(['minutes', 'activities'], { error: "The goal is counted in 'minutes' or 'activities'." }),
    amount: z.number({ error: 'The goal needs a number.' }).check(z.int()),
  })
  .check(
    z.refine((goal) => (goal.kind === 'minutes' ? (GOAL_MINUTES as readonly number[]) : (GOAL_ACTIVITIES as readonly number[])).includes(goal.amount), {
      error: `Choose ${GOAL_MINUTES.join(', ')} minutes or ${GOAL_ACTIVITIES.join(', ')} activities a day.`,
      path: ['amount'],
    }),
  );
export type DailyGoal = z.infer<typeof dailyGoal>;

export const setDailyGoalCall = defineCall(apiPath('set_daily_goal_api'), z.extend(clientBody, { goal: dailyGoal }), successEnvelope({ goal: dailyGoal }));

/**
 * Today's progress toward the goal, from the server's own records in the learner's day (the UTC day
 * the streak counts): minutes of finished quizzes (each capped) or finished activities.
 */
export const dailyProgressCall = defineCall(
  apiPath('daily_progress_api'),
  clientBody,
  successEnvelope({
    goal: dailyGoal,
    /** Done today in the goal's unit: whole minutes of finished quizzes, or quizzes finished plus lessons and kanji items confirmed. */
    done: integer,
    /** Consecutive days with a finished quiz, ending today (or yesterday when today has none yet). */
    streak: integer,
    /** The day counted, YYYY-MM-DD. */
    day: z.string(),
  }),
);
