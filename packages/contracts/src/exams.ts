import { EXAM_BODIES } from '@soroban/core';
import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';
import { idField, integer, textField } from './fields.ts';
import { givenAnswer, problemDisplay } from './practice.ts';

export const examBody = z.enum(EXAM_BODIES, { error: `body must be one of ${EXAM_BODIES.join(', ')}` });
export type ExamBodyId = z.infer<typeof examBody>;
/** A grade id of the body's ladder ('4-kyu', 'dan', '12-dan'); the server says which exist. */
const examGrade = textField('grade', 16).check(z.minLength(1, 'grade is required'));
/** The same seed gives the same paper, so a class can sit one paper; letters, digits and - _ . only. */
export const examSeed = textField('seed', 40).check(z.trim(), z.regex(/^[\w.-]{1,40}$/, 'seed must be 1–40 letters, digits, dots, dashes or underscores'));
const examId = idField('examId');

export const examSectionKind = z.enum(['lists', 'multiplication', 'division', 'flash']);

/** A section as sat: its items without answers. */
export const examSectionView = z.object({
  kind: examSectionKind,
  pointsEach: z.number(),
  /** A dan subject's own minutes; null inside a kyu paper's shared time. */
  minutes: z.nullable(integer),
  /** Flash rounds: seconds all numbers of a round take on screen. */
  flashSeconds: z.nullable(z.number()),
  problems: z.array(problemDisplay),
});

export const startMockExamCall = defineCall(
  apiPath('start_mock_exam_api'),
  z.extend(clientBody, {
    body: examBody,
    grade: examGrade,
    seed: z.optional(examSeed),
    /** Sits a teacher's assignment: its body, grade and seed must be the ones sent. */
    assignmentId: z.optional(idField('assignmentId')),
  }),
  successEnvelope({
    examId: integer,
    body: examBody,
    grade: z.string(),
    label: z.string(),
    seed: z.string(),
    official: z.boolean(),
    /** What the app chose where the body publishes nothing, to show beside the paper. */
    appChoice: z.nullable(z.string()),
    maxPoints: z.number(),
    passMark: z.number(),
    sections: z.array(examSectionView),
    startedAt: z.string(),
    /** On the server's clock: answers handed in later than this (and a short grace) are not counted. */
    deadline: z.string(),
  }),
);

export const examSectionResult = z.object({
  kind: examSectionKind,
  points: z.number(),
  maxPoints: z.number(),
  correct: integer,
  items: integer,
  /** Dan subjects: the grade the subject's score reaches ('初段'), null below 90 or outside a dan paper. */
  danGrade: z.nullable(z.string()),
});

export const examWrongItem = z.object({
  section: integer,
  index: integer,
  display: problemDisplay,
  given: z.nullable(z.number()),
  answer: z.number(),
});

export const examResult = z.object({
  examId: integer,
  body: examBody,
  grade: z.string(),
  label: z.string(),
  seed: z.string(),
  points: z.number(),
  maxPoints: z.number(),
  passMark: z.number(),
  passed: z.boolean(),
  /** 準合格 (flash, 5–6 of 10). */
  semiPassed: z.boolean(),
  /** The grade the paper awards and how it reads ('4 kyu', '準初段'), or null. */
  awarded: z.nullable(z.string()),
  awardedLabel: z.nullable(z.string()),
  /** Handed in after the deadline and its grace: no answer was counted. */
  late: z.boolean(),
  sections: z.array(examSectionResult),
  startedAt: z.string(),
  handedInAt: z.string(),
});
export type ExamResult = z.infer<typeof examResult>;

export const handInMockExamCall = defineCall(
  apiPath('hand_in_mock_exam_api'),
  z.extend(clientBody, {
    examId,
    /** Per section, per item: the answer so far, or null where the box is empty. */
    answers: z.array(z.array(givenAnswer).check(z.maxLength(200, 'at most 200 answers in a section'))).check(z.maxLength(4, 'at most 4 sections')),
  }),
  successEnvelope({
    result: examResult,
    wrong: z.array(examWrongItem),
    /** Sat for a guided exam unit: its activity, completed when the paper passed; null otherwise. */
    guided: z.nullable(z.object({ activityId: z.string(), completed: z.boolean() })),
  }),
);

/** The best grade passed per body (the profile shows it); null where none yet. */
export const bestExamGrade = z.object({ body: examBody, grade: z.string(), label: z.string() });

export const mockExamHistoryCall = defineCall(
  apiPath('mock_exam_history_api'),
  z.extend(clientBody, { body: z.optional(examBody), grade: z.optional(examGrade) }),
  successEnvelope({
    exams: z.array(examResult),
    best: z.array(bestExamGrade),
    /** After the latest passed paper of the body asked for: the grade to try next. */
    nextGrade: z.nullable(z.string()),
  }),
);

export type StartedExam = z.infer<typeof startMockExamCall.answer>;
export type ExamWrongItem = z.infer<typeof examWrongItem>;

/** The printable paper or its key (GET, a PDF, not a JSON call): the same seed as online gives the same items. */
export const MOCK_EXAM_PDF_PATH = apiPath('mock_exam_pdf');
export const mockExamPdfQuery = z.object({
  body: examBody,
  grade: examGrade,
  seed: examSeed,
  size: z._default(z.enum(['A4', 'B4'], { error: 'size must be A4 or B4' }), 'A4'),
  /** 'key' for the answer key, 'paper' (default) for the paper to sit. */
  part: z._default(z.enum(['paper', 'key'], { error: "part must be 'paper' or 'key'" }), 'paper'),
});

/** A day as YYYY-MM-DD: an assignment is on time when handed in by the end of it (UTC). */
const dueOn = textField('dueOn', 10).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'dueOn must be a date as YYYY-MM-DD'));

/** A mock exam paper a teacher gave a classroom. */
export const examAssignment = z.object({
  assignmentId: integer,
  classroomId: integer,
  body: examBody,
  grade: z.string(),
  /** How the grade reads ('4 kyu'). */
  label: z.string(),
  seed: z.string(),
  dueOn: z.string(),
  createdAt: z.string(),
});
export type ExamAssignment = z.infer<typeof examAssignment>;

/** A teacher gives a mock exam to their classroom; a blank seed is drawn by the server. */
export const assignMockExamCall = defineCall(
  apiPath('classroom_assign_exam_api'),
  z.extend(clientBody, { classroomId: idField('classroomId'), body: examBody, grade: examGrade, seed: z.optional(examSeed), dueOn }),
  successEnvelope({ assignment: examAssignment }),
);

/** One student's sitting of an assignment: the best handed-in one, or null while not yet taken. */
export const assignmentResult = z.object({
  userId: integer,
  displayName: z.string(),
  result: z.nullable(
    z.object({
      examId: integer,
      points: z.number(),
      maxPoints: z.number(),
      passed: z.boolean(),
      awardedLabel: z.nullable(z.string()),
      /** Handed in after the due date (or after the paper's own time). */
      late: z.boolean(),
      handedInAt: z.string(),
    }),
  ),
});
export type AssignmentResult = z.infer<typeof assignmentResult>;

/** Every assignment of a classroom (newest first) with each student's result, for its teacher. */
export const classroomExamResultsCall = defineCall(
  apiPath('classroom_exam_results_api'),
  z.extend(clientBody, { classroomId: idField('classroomId') }),
  successEnvelope({ assignments: z.array(z.extend(examAssignment, { students: z.array(assignmentResult) })) }),
);

/** The mock exams a student's teachers set (newest first), with the student's own result. */
export const myExamAssignmentsCall = defineCall(
  apiPath('my_exam_assignments_api'),
  clientBody,
  successEnvelope({
    assignments: z.array(
      z.extend(examAssignment, {
        classroomName: z.string(),
        teacherName: z.string(),
        result: assignmentResult.shape.result,
      }),
    ),
  }),
);
