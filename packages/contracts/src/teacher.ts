import { z } from 'zod/mini';
import { email } from './account-fields.ts';
import { ownedClassroom } from './classroom.ts';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField, integer } from './fields.ts';

/** Weeks of accuracy the dashboard shows per student, oldest first, this week last. */
export const TREND_WEEKS = 4;

/** One student's row of the teacher's dashboard. */
export const dashboardStudent = z.object({
  userId: integer,
  displayName: z.string(),
  /** The guided unit being worked on ('Unit 3: Small friends'), its number; null before the first guided visit. */
  guidedUnit: z.nullable(z.string()),
  guidedUnitNumber: z.nullable(integer),
  /** The best grade awarded on a mock exam paper, per body ('Soroban 8 kyu'); the highest first. */
  grades: z.array(z.object({ body: z.string(), grade: z.string(), label: z.string() })),
  /** Whole minutes of quizzes finished this ISO week (each capped, too-fast sheets left out). */
  minutesThisWeek: integer,
  quizzesThisWeek: integer,
  /** Accuracy (0–1) of each of the last TREND_WEEKS weeks, oldest first; null for a week without a quiz. */
  accuracyTrend: z.array(z.nullable(z.number())),
  lastActive: z.nullable(z.string()),
});
export type DashboardStudent = z.infer<typeof dashboardStudent>;

/** A rule the class got wrong this week: from the diagnoses of wrong list answers. */
export const classMistake = z.object({
  rule: z.string(),
  /** Wrong answers it explains this week, and how many students made it. */
  count: integer,
  students: integer,
});
export type ClassMistake = z.infer<typeof classMistake>;

export const classroomDashboardCall = defineCall(
  apiPath('classroom_dashboard_api'),
  z.extend(clientBody, { classroomId: idField('classroomId') }),
  successEnvelope({
    classroom: ownedClassroom,
    /** Monday 00:00 UTC of this ISO week: "this week" of every column. */
    weekStart: z.string(),
    students: z.array(dashboardStudent),
    summary: z.object({
      /** Students with no finished quiz this week. */
      notPractised: z.array(z.object({ userId: integer, displayName: z.string() })),
      /** The rules the class got wrong most this week, most first (at most 5). */
      mistakes: z.array(classMistake),
    }),
  }),
);

/**
 * The weekly summary email. A teacher gets one per week with every class (on unless turned off); a
 * learner may have one sent to a parent, only with the learner's consent and the parent's address.
 */
export const weeklySummarySettings = z.object({
  teacherSummary: z.boolean(),
  parentEmail: z.nullable(z.string()),
  parentConsent: z.boolean(),
});
export type WeeklySummarySettings = z.infer<typeof weeklySummarySettings>;

export const weeklySummarySettingsCall = defineCall(apiPath('weekly_summary_settings_api'), clientBody, successEnvelope({ settings: weeklySummarySettings }));

/** A parent's address: empty means none; anything else must be an email address. */
export const parentEmailField = z.pipe(
  z.string({ error: 'The parent’s email must be text.' }).check(z.trim(), z.maxLength(254, 'Email is longer than 254 characters.')),
  z.union([z.literal(''), email]),
);

export const saveWeeklySummaryCall = defineCall(
  apiPath('weekly_summary_save_api'),
  z
    .extend(clientBody, {
      teacherSummary: z.boolean({ error: 'teacherSummary must be true or false' }),
      parentEmail: parentEmailField,
      parentConsent: z.boolean({ error: 'parentConsent must be true or false' }),
    })
    .check(
      z.refine((body) => !body.parentConsent || body.parentEmail !== '', {
        error: 'Enter the parent’s email to send them the weekly summary.',
        path: ['parentEmail'],
      }),
    ),
  successEnvelope({ settings: weeklySummarySettings }),
);
