import {
  ACTIVITY_KINDS,
  CURRICULUM_LIMITS,
  EXAM_BODIES,
  examFormat,
  GENERATORS,
  GUIDED_EXAM_PATHNAME,
  isLessonId,
  KANJI_DRAW_PATHNAME,
  LESSON_IDS,
  type LearningPath,
  PRACTICE_ROUTES,
  type PracticeType,
} from '@soroban/core';
import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField, integer, lpathField, textField } from './fields.ts';
import { startMockExamCall } from './exams.ts';
import { quizSpec } from './practice.ts';

// ---------------------------------------------------------------------------------------------
// The curriculum file (content/curriculum/*.json): the one schema the loader and the tests use.
// Messages read after the field's path: "units[4].activities[2].steps must be a whole number …".
// ---------------------------------------------------------------------------------------------

const whole = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));
};
const text = (max: number) =>
  z
    .string({ error: `must be text of 1 to ${max} characters` })
    .check(z.minLength(1, `must be text of 1 to ${max} characters`), z.maxLength(max, `must be text of 1 to ${max} characters`));

/** Ids are stored with each quiz (quizzes.activity_id, at most 64 characters). */
export const activityId = z
  .string({ error: 'must be text' })
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'must be 1 to 48 lower-case letters, digits or dashes, starting with a letter or digit'));

/**
 * The curriculum file's schema (loader, admin command, tests). Built in a pure function so that a
 * bundle that never uses it — the web app — leaves it out, and with it the problem generators its
 * checks call.
 */
export const learningPathSchema = /* @__PURE__ */ (() => {
  const curriculumActivity = z
    .strictObject({
      id: activityId,
      activity: z.enum(ACTIVITY_KINDS, { error: `must be one of ${ACTIVITY_KINDS.join(', ')}` }),
      name: text(80),
      problemType: text(40),
      pathname: text(300),
      activity_group: whole(1, 99),
      steps: whole(CURRICULUM_LIMITS.steps.min, CURRICULUM_LIMITS.steps.max),
      practice: z.optional(quizSpec),
      video: z.optional(
        z.strictObject({
          location: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
          lessonId: z.optional(z.string().check(z.maxLength(64))),
        }),
      ),
      kanji: z.optional(
        z.strictObject({
          kanjiId: whole(0x3000, 0x2ffff),
          meaning: z.optional(z.string().check(z.maxLength(80))),
        }),
      ),
      exam: z.optional(
        z.strictObject({
          body: z.enum(EXAM_BODIES, { error: `must be one of ${EXAM_BODIES.join(', ')}` }),
          grade: text(16),
        }),
      ),
    })
    .check(
      z.superRefine((a, ctx) => {
        const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
        if (a.activity === 'video') {
          if (!a.video || (!a.video.location && !a.video.lessonId)) return issue(['video'], 'must give a location or a lessonId for a video item');
          if (a.video.lessonId !== undefined && !isLessonId(a.video.lessonId)) {
            return issue(['video', 'lessonId'], `must be one of the app's lessons (${LESSON_IDS.join(', ')})`);
          }
          const expected = a.video.location ?? `lesson:${a.video.lessonId}`;
          if (a.pathname !== expected) issue(['pathname'], `must be '${expected}' (the video's location) for a video item`);
          if (a.practice || a.kanji) issue(['activity'], 'is video, so the item cannot also have practice or kanji');
          return;
        }
        if (a.activity === 'kanji') {
          if (!a.kanji) return issue(['kanji'], 'must give kanjiId for a kanji item');
          if (a.pathname !== KANJI_DRAW_PATHNAME) issue(['pathname'], `must be '${KANJI_DRAW_PATHNAME}' for a kanji item`);
          if (a.practice || a.video) issue(['activity'], 'is kanji, so the item cannot also have practice or video');
          return;
        }
        if (a.exam) {
          if (!examFormat(a.exam.body, a.exam.grade)) return issue(['exam', 'grade'], `is not a ${a.exam.body} mock exam grade`);
          if (a.pathname !== GUIDED_EXAM_PATHNAME) issue(['pathname'], `must be '${GUIDED_EXAM_PATHNAME}' for a mock exam item`);
          if (a.steps !== 1) issue(['steps'], 'must be 1 for a mock exam item: passing the paper once completes it');
          if (a.practice || a.video || a.kanji) issue(['exam'], 'is a mock exam, so the item cannot also have practice, video or kanji');
          return;
        }
        if (!a.practice) return issue(['practice'], `must give the quiz (type and params) of a ${a.activity} item`);
        if (a.video || a.kanji) issue(['activity'], `is ${a.activity}, so the item cannot also have video or kanji`);
        const routes = PRACTICE_ROUTES[a.practice.type as PracticeType];
        const route = routes.find((r) => r.activity === a.activity && r.pathname === a.pathname && r.problemType === a.problemType);
        if (!route) {
          const allowed = routes.map((r) => `${r.activity} / '${r.problemType}' / ${r.pathname}`).join('; ');
          issue(['pathname'], `does not run a ${a.practice.type} quiz: use activity / problemType / pathname ${allowed}`);
        }
        // Cross-field limits (digits of both factors, list length a rule family allows) are the
        // generator's: ask it, on a small set.
        const params: Record<string, unknown> = { ...(a.practice.params as Record<string, unknown>) };
        if (typeof params.problems === 'number') params.problems = Math.min(params.problems, 2);
        if (typeof params.rounds === 'number') params.rounds = Math.min(params.rounds, 2);
        try {
          (GENERATORS[a.practice.type as PracticeType] as (p: unknown, seed: number) => unknown)(params, 1);
        } catch (error) {
          issue(['practice', 'params'], `are not accepted by the ${a.practice.type} generator: ${(error as Error).message}`);
        }
      }),
    );

  const curriculumUnit = z
    .strictObject({
      number: whole(1, CURRICULUM_LIMITS.units.max),
      moduleName: text(80),
      description: text(400),
      activities: z
        .array(curriculumActivity, { error: 'must be a list of activities' })
        .check(
          z.minLength(
            CURRICULUM_LIMITS.activitiesPerUnit.min,
            `must have ${CURRICULUM_LIMITS.activitiesPerUnit.min} to ${CURRICULUM_LIMITS.activitiesPerUnit.max} activities`,
          ),
          z.maxLength(
            CURRICULUM_LIMITS.activitiesPerUnit.max,
            `must have ${CURRICULUM_LIMITS.activitiesPerUnit.min} to ${CURRICULUM_LIMITS.activitiesPerUnit.max} activities`,
          ),
        ),
    })
    .check(
      z.superRefine((unit, ctx) => {
        // Groups are shown together, so their members sit next to each other, in rising order.
        const sizes = new Map<number, number>();
        unit.activities.forEach((a, i) => {
          const previous = unit.activities[i - 1];
          if (previous && a.activity_group < previous.activity_group) {
            ctx.addIssue({
              code: 'custom',
              path: ['activities', i, 'activity_group'],
              message: `must not be lower than the previous activity's group (${previous.activity_group})`,
            });
          }
          const size = (sizes.get(a.activity_group) ?? 0) + 1;
          sizes.set(a.activity_group, size);
          if (size > CURRICULUM_LIMITS.activitiesPerGroup.max) {
            ctx.addIssue({
              code: 'custom',
              path: ['activities', i, 'activity_group'],
              message: `puts more than ${CURRICULUM_LIMITS.activitiesPerGroup.max} activities in group ${a.activity_group}`,
            });
          }
        });
      }),
    );

  return z
    .strictObject({
      lpath: whole(1, 999_999),
      name: text(80),
      units: z
        .array(curriculumUnit, { error: 'must be a list of units' })
        .check(
          z.minLength(CURRICULUM_LIMITS.units.min, 'must have at least one unit'),
          z.maxLength(CURRICULUM_LIMITS.units.max, `must have at most ${CURRICULUM_LIMITS.units.max} units`),
        ),
    })
    .check(
      z.superRefine((path, ctx) => {
        const seen = new Map<string, string>();
        path.units.forEach((unit, u) => {
          if (unit.number !== u + 1)
            ctx.addIssue({ code: 'custom', path: ['units', u, 'number'], message: `must be ${u + 1}: units are numbered 1, 2, 3… in order` });
          unit.activities.forEach((a, i) => {
            const where = `units[${u}].activities[${i}]`;
            const first = seen.get(a.id);
            if (first) ctx.addIssue({ code: 'custom', path: ['units', u, 'activities', i, 'id'], message: `repeats the id of ${first}` });
            else seen.set(a.id, where);
          });
        });
      }),
    );
})();

// The schema's output must be the core model (one definition of the shape, checked here).
type SchemaIsModel = z.output<typeof learningPathSchema> extends LearningPath ? true : never;
export const schemaIsModel: SchemaIsModel = true;

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export const activityStatusSchema = z.object({ stepsComplete: integer, isJumped: z.boolean() });

/**
 * One activity as the guided launchpad shows it (SPEC 3 Activity, plus its icon state). The quiz a
 * quiz item's START opens is not here: guided_activity_api answers it for the one activity tapped,
 * so the launchpad of a learner deep in the program stays small (bench:guided).
 */
export const launchpadActivity = z.object({
  id: z.string(),
  activity: z.enum(ACTIVITY_KINDS),
  name: z.string(),
  problemType: z.string(),
  /** For video items, the location of the video (or 'lesson:<id>' for an in-app lesson). */
  pathname: z.string(),
  lpath: integer,
  activity_group: integer,
  activity_unit: integer,
  steps: integer,
  status: activityStatusSchema,
  /** SPEC 4 icon colour: done = blue, current = green, locked = white and faded. */
  state: z.enum(['done', 'current', 'locked']),
  kanjiId: z.optional(integer),
  kanjiMov: z.optional(z.string()),
  /** The string 'null' when no meaning is known (SPEC 3). */
  kanjiMeaning: z.optional(z.string()),
  /** A mock exam item: the paper START opens (guided_exam_start_api), of this body and grade. */
  exam: z.optional(z.object({ body: z.enum(EXAM_BODIES), grade: z.string() })),
});
export type LaunchpadActivity = z.infer<typeof launchpadActivity>;

export const launchpadModule = z.object({
  moduleName: z.string(),
  description: z.string(),
  unitNumber: integer,
  /** SPEC 2.4: units after the working unit, up to unit 10, show a jump-forward icon. */
  canJump: z.boolean(),
  activities: z.array(launchpadActivity),
});

export const shareThis = z.object({
  url: z.string(),
  image: z.string(),
  description: z.string(),
  title: z.string(),
  message: z.string(),
  subject: z.string(),
});

/**
 * What the learner was last shown of the program, on any device: where the sumo stood and which
 * units were finished (by work). The launchpad compares it with now to walk the sumo on and to
 * celebrate a unit finished in between, once per account.
 */
export const seenProgress = z.object({
  activityId: z.nullable(activityId),
  finishedUnits: z
    .array(z.number({ error: 'finishedUnits must hold unit numbers' }).check(z.int(), z.minimum(1)), { error: 'finishedUnits must be a list of unit numbers' })
    .check(z.maxLength(500, 'finishedUnits lists at most 500 units')),
});
export type SeenProgress = z.infer<typeof seenProgress>;

export const guidedLaunchpadCall = defineCall(
  apiPath('guided_launchpad'),
  z.extend(clientBody, { requestedLevel: z.optional(z.union([textField('requestedLevel', 32), integer, z.null()])) }),
  successEnvelope({
    redirectURL: z.string(),
    redirectType: z.enum(['internal', 'external', '']),
    justLoggedIn: z.boolean(),
    justRegistered: z.enum(['0', '1']),
    guidedPreferred: z.nullable(z.boolean()),
    isPaidSubscriber: integer,
    leftMarginAd: z.string(),
    rightMarginAd: z.string(),
    showShareThisBar: z.boolean(),
    existingUserGuideVideoLocation: z.string(),
    iphoneInstallVideoLocation: z.string(),
    androidInstallVideoLocation: z.string(),
    generalInstallVideoLocation: z.string(),
    workingUnit: z.string(),
    workingUnitNumber: integer,
    workingLpath: integer,
    workingGroup: z.nullable(integer),
    /** Where the sumo marker goes; null once the whole program is done. */
    workingActivityId: z.nullable(z.string()),
    programComplete: z.boolean(),
    shareThis,
    /** Null until the program has been shown to the learner (guided_seen_api). */
    seen: z.nullable(seenProgress),
    modules: z.array(launchpadModule),
  }),
);

/** The launchpad as it was just shown: later visits, on this device or another, compare with it. */
export const guidedSeenCall = defineCall(
  apiPath('guided_seen_api'),
  z.extend(clientBody, { lpath: lpathField, seen: seenProgress }),
  successEnvelope({ seen: seenProgress }),
);

/**
 * What START opens for one quiz item (SPEC 2.4: the activity's pathname with lpath and problemType):
 * start_quiz_api with { ...practice, lpath, pathname, activityId } exactly as given.
 */
export const guidedActivityCall = defineCall(
  apiPath('guided_activity_api'),
  z.extend(clientBody, { lpath: lpathField, activityId }),
  successEnvelope({
    activityId: z.string(),
    lpath: integer,
    pathname: z.string(),
    problemType: z.string(),
    practice: quizSpec,
  }),
);

/**
 * START on a mock exam unit: the body's real paper of the unit's grade, started as a mock exam of
 * this activity (hand it in with hand_in_mock_exam_api; a passed paper completes the activity).
 */
export const guidedExamStartCall = defineCall(
  apiPath('guided_exam_start_api'),
  z.extend(clientBody, { lpath: lpathField, activityId }),
  z.extend(startMockExamCall.answer, { activityId: z.string() }),
);

const progressFields = {
  workingUnit: z.string(),
  workingUnitNumber: integer,
  workingActivityId: z.nullable(z.string()),
};

/** DONE on a lesson or kanji item: its one step completes (quiz items complete by passing quizzes). */
export const guidedActivityDoneCall = defineCall(
  apiPath('guided_activity_done_api'),
  z.extend(clientBody, { lpath: lpathField, activityId }),
  successEnvelope({ activityId: z.string(), status: activityStatusSchema, ...progressFields }),
);

const unitNumber = z
  .number({ error: 'unit must be a whole number' })
  .check(
    z.int('unit must be a whole number'),
    z.minimum(1, 'unit must be at least 1'),
    z.maximum(CURRICULUM_LIMITS.units.max, `unit must be at most ${CURRICULUM_LIMITS.units.max}`),
  );

export const testOutQuizSchema = z.object({
  index: integer,
  /** Start it with start_quiz_api: { ...practice, lpath, pathname, activityId } exactly as given. */
  activityId: z.string(),
  lpath: integer,
  pathname: z.string(),
  problemType: z.string(),
  practice: quizSpec,
  fromUnit: integer,
  fromActivityId: z.string(),
});

export const guidedTestOutStartCall = defineCall(
  apiPath('guided_testout_start_api'),
  z.extend(clientBody, { lpath: lpathField, unit: unitNumber }),
  successEnvelope({ testOutId: integer, unit: integer, quizzes: z.array(testOutQuizSchema) }),
);

export const guidedTestOutFinishCall = defineCall(
  apiPath('guided_testout_finish_api'),
  z.extend(clientBody, { lpath: lpathField, testOutId: idField('testOutId') }),
  successEnvelope({
    testOutId: integer,
    unit: integer,
    passed: z.boolean(),
    quizzes: z.array(z.object({ index: integer, quizId: z.nullable(integer), passed: z.boolean() })),
    ...progressFields,
  }),
);

export const RESET_CONFIRMATION = 'RESET';

export const guidedResetCall = defineCall(
  apiPath('guided_reset_api'),
  z.extend(clientBody, {
    lpath: lpathField,
    confirm: z.literal(RESET_CONFIRMATION, { error: `confirm must be '${RESET_CONFIRMATION}': a reset deletes all training history and cannot be undone` }),
  }),
  successEnvelope({ deletedQuizzes: integer, ...progressFields }),
);
