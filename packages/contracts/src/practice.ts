import {
  ADDITION_LIST_BOUNDS,
  ANSWER_DECIMALS,
  AUDIBLE_BOUNDS,
  DIAGNOSIS_KINDS,
  DIVISION_BOUNDS,
  FACTS_BOUNDS,
  FACTS_TYPES,
  FACT_STATES,
  FAMILIES,
  FLASH_BOUNDS,
  FLUENCY_THRESHOLDS_MS,
  type IntBounds,
  MAX_RODS,
  MULTIPLICATION_BOUNDS,
  PAIRS_BOUNDS,
  SOROBAN_SKILL_BOUNDS,
  TOOL_BOUNDS,
  TOOL_TYPES,
} from '@soroban/core';
import { z } from 'zod';
import { clientBody } from './client-body.ts';
import { idField, lpathField, textField } from './fields.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';

const whole = (name: string, bounds: IntBounds) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(bounds.min, `${name} must be at least ${bounds.min}`)
    .max(bounds.max, `${name} must be at most ${bounds.max}`);

const decimal = (name: string, bounds: IntBounds) =>
  z
    .number({ error: `${name} must be a number` })
    .min(bounds.min, `${name} must be at least ${bounds.min}`)
    .max(bounds.max, `${name} must be at most ${bounds.max}`);

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

// The bounds are the generators' own (packages/core), so a quiz the schema accepts can be generated;
// cross-field limits (e.g. digits of both factors together) are checked by the generator and
// answered as a 400 too.
/** "Fluent within": the threshold the quiz is graded at (absent: the default 3 s). */
export const fluencyThreshold = z
  .number({ error: 'thresholdMs must be a number' })
  .refine((value) => (FLUENCY_THRESHOLDS_MS as readonly number[]).includes(value), `thresholdMs must be one of ${FLUENCY_THRESHOLDS_MS.join(', ')}`);
const facts = z.object({
  max: whole('max', FACTS_BOUNDS.max),
  problems: whole('problems', FACTS_BOUNDS.problems),
  thresholdMs: fluencyThreshold.optional(),
});
const pairs = z.object({ problems: whole('problems', PAIRS_BOUNDS.problems), thresholdMs: fluencyThreshold.optional() });
const tool = z.object({ timeLimitSeconds: whole('timeLimitSeconds', TOOL_BOUNDS.timeLimitSeconds) });

const spec = <T extends string, P extends z.ZodType>(type: T, params: P) => z.object({ type: z.literal(type), params });

/** Every quiz type and its parameters (the ids of packages/core's generators). */
export const quizSpec = z.discriminatedUnion(
  'type',
  [
    spec(
      'soroban-skill',
      z.object({
        family: z.enum(FAMILIES, { error: `family must be one of ${FAMILIES.join(', ')}` }),
        digits: whole('digits', SOROBAN_SKILL_BOUNDS.digits),
        count: whole('count', SOROBAN_SKILL_BOUNDS.count),
        operations: z.enum(['add', 'add-subtract'], { error: "operations must be 'add' or 'add-subtract'" }),
        problems: whole('problems', SOROBAN_SKILL_BOUNDS.problems),
      }),
    ),
    spec(
      'addition-list',
      z.object({
        digits: whole('digits', ADDITION_LIST_BOUNDS.digits),
        count: whole('count', ADDITION_LIST_BOUNDS.count),
        totalDigits: whole('totalDigits', ADDITION_LIST_BOUNDS.totalDigits).optional(),
        allowSubtraction: flag('allowSubtraction'),
        allowNegative: flag('allowNegative'),
        problems: whole('problems', ADDITION_LIST_BOUNDS.problems),
      }),
    ),
    spec(
      'multiplication',
      z.object({
        digitsA: whole('digitsA', MULTIPLICATION_BOUNDS.digitsA),
        digitsB: whole('digitsB', MULTIPLICATION_BOUNDS.digitsB),
        yenAndDecimals: flag('yenAndDecimals').optional(),
        problems: whole('problems', MULTIPLICATION_BOUNDS.problems),
      }),
    ),
    spec(
      'division',
      z.object({
        divisorDigits: whole('divisorDigits', DIVISION_BOUNDS.divisorDigits),
        quotientDigits: whole('quotientDigits', DIVISION_BOUNDS.quotientDigits),
        yenAndDecimals: flag('yenAndDecimals').optional(),
        problems: whole('problems', DIVISION_BOUNDS.problems),
      }),
    ),
    spec(
      'flash',
      z.object({
        digits: whole('digits', FLASH_BOUNDS.digits),
        count: whole('count', FLASH_BOUNDS.count),
        seconds: decimal('seconds', FLASH_BOUNDS.seconds),
        rounds: whole('rounds', FLASH_BOUNDS.rounds),
      }),
    ),
    spec(
      'audible',
      z.object({
        digits: whole('digits', AUDIBLE_BOUNDS.digits),
        count: whole('count', AUDIBLE_BOUNDS.count),
        paceMs: whole('paceMs', AUDIBLE_BOUNDS.paceMs),
        allowSubtraction: flag('allowSubtraction'),
        rounds: whole('rounds', AUDIBLE_BOUNDS.rounds),
      }),
    ),
    spec('facts-addition', facts),
    spec('facts-subtraction', facts),
    spec('facts-multiplication', facts),
    spec('facts-division', facts),
    spec('ten-pairs', pairs),
    spec('five-pairs', pairs),
    ...TOOL_TYPES.map((type) => spec(type, tool)),
  ],
  { error: 'type is not a practice type' },
);
export type QuizSpec = z.infer<typeof quizSpec>;
export type QuizType = QuizSpec['type'];

/** How a problem is shown; answers never travel with it. */
export const problemDisplay = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('list'), numbers: z.array(z.number()).readonly() }),
  z.object({ kind: z.literal('binary'), op: z.enum(['+', '-', '×', '÷']), a: z.number(), b: z.number(), unit: z.literal('yen').optional() }),
  z.object({ kind: z.literal('pair'), target: z.union([z.literal(5), z.literal(10)]), n: z.number() }),
]);
export type ProblemDisplayView = z.infer<typeof problemDisplay>;

const quizId = idField('quizId');
/** The type ids of every quiz, for filters. */
export const QUIZ_TYPES = quizSpec.options.map((option) => option.shape.type.value) as [QuizType, ...QuizType[]];
export const quizType = z.enum(QUIZ_TYPES, { error: 'type is not a practice type' });

export const startQuizCall = defineCall(
  apiPath('start_quiz_api'),
  z.intersection(
    clientBody.extend({
      /** Points are credited to it, so anything but a learning path number is refused. */
      lpath: lpathField,
      /** The guided-program route the quiz was started from (SPEC 2.4 START passes it). */
      pathname: textField('pathname', 200).optional(),
      /** The guided activity the quiz counts toward. */
      activityId: textField('activityId', 64).optional(),
    }),
    quizSpec,
  ),
  z.intersection(
    successEnvelope({
      quizId: z.number().int(),
      problems: z.array(problemDisplay),
      total: z.number().int(),
      timeLimitMs: z.number().int().nullable(),
      startedAt: z.string(),
      /** A free facts drill: the facts it asks first because they are due for review or weak (missed or slow). */
      focus: z
        .object({ due: z.array(z.string()), weak: z.array(z.string()) })
        .nullable()
        .optional(),
    }),
    quizSpec,
  ),
);

/** base and perfectBonus are what the right answers were worth by difficulty; total is what was paid. */
export const coinBreakdown = z.object({ base: z.number().int(), perfectBonus: z.number().int(), total: z.number().int() });

const summaryFields = z.object({
  quizId: z.number().int(),
  /** The mode and its settings in words, e.g. 'Addition lists: 2 digits × 5 numbers, 10 problems'. */
  label: z.string(),
  correct: z.number().int(),
  total: z.number().int(),
  accuracy: z.number(),
  totalTimeMs: z.number().int(),
  paceMs: z.number(),
  passed: z.boolean(),
  /** 準合格: a 10-round flash test with 5–6 right (JFAA), a retake within 14 days. */
  semiPassed: z.boolean(),
  passPercent: z.number().int(),
  perfect: z.boolean(),
  /** What the quiz paid: per-correct base plus the perfect-sheet bonus (also its top-100 points). */
  coinsEarned: coinBreakdown,
  /** Why it paid less than its worth: answered faster than a person can, or the daily cap was reached. */
  unpaid: z.enum(['too-fast', 'daily-cap']).nullable(),
  /** The same in plain words for the learner; null when paid in full. */
  unpaidMessage: z.string().nullable(),
  balanceAfter: z.number().int(),
  fluentCount: z.number().int(),
  lpath: z.string().nullable(),
  activityId: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string(),
});
/**
 * A server-built review quiz as the learner sees it (start_review_api): today's practice or the
 * kept mistakes. How each problem is made stays on the server.
 */
export const reviewSpec = z.object({
  type: z.literal('review'),
  params: z.object({ source: z.enum(['today', 'mistakes']), problems: z.number().int() }),
});
export type ReviewSpecView = z.infer<typeof reviewSpec>;

/** The settings of any quiz a learner can have finished: a started one, or a review the server built. */
export const anyQuizSpec = z.discriminatedUnion('type', [...quizSpec.options, reviewSpec]);
export type AnyQuizSpec = z.infer<typeof anyQuizSpec>;

/** A finished quiz: its type and settings (a quizSpec, or a review quiz's) and its grade. */
export const quizSummary = z.intersection(summaryFields, anyQuizSpec);
export type QuizSummary = z.infer<typeof quizSummary>;

/**
 * An answer is a number with at most 3 decimals (the official rounding of 3 kyu and up; negative
 * allowed: 1–2 kyu lists can end below zero) or null when skipped.
 */
export const givenAnswer = z.union(
  [
    z
      .number()
      .min(-1e15, 'answers must be at least -1e15')
      .max(1e15, 'answers must be at most 1e15')
      .refine((n) => Number.isInteger(n) || Number(n.toFixed(ANSWER_DECIMALS)) === n, `answers have at most ${ANSWER_DECIMALS} decimals`),
    z.null(),
  ],
  { error: 'answers must be numbers or null' },
);

/** Bounds on the bead moves a submission carries: a problem worked bead by bead takes a few
 * dozen, and a whole quiz of them stays well inside the server's 64 KB request limit. */
export const BEAD_MOVE_LIMITS = { perProblem: 200, perQuiz: 1500, ms: 3_600_000 } as const;

/**
 * One move on the in-quiz soroban: the rod (0 = the rightmost), the digit its beads show after the
 * move, and the milliseconds since the problem appeared. The learner model reads the sequence to
 * tell which rule was misapplied.
 */
export const beadMove = z.object(
  {
    rod: z
      .number({ error: 'beadMoves: rod must be a number' })
      .int('beadMoves: rod must be a whole number')
      .min(0, 'beadMoves: rod must be at least 0')
      .max(MAX_RODS - 1, `beadMoves: rod must be at most ${MAX_RODS - 1}`),
    beads: z
      .number({ error: 'beadMoves: beads must be the digit the rod shows' })
      .int('beadMoves: beads must be a whole digit')
      .min(0, 'beadMoves: beads must be 0–9')
      .max(9, 'beadMoves: beads must be 0–9'),
    ms: z
      .number({ error: 'beadMoves: ms must be a number' })
      .int('beadMoves: ms must be whole milliseconds')
      .min(0, 'beadMoves: ms cannot be negative')
      .max(BEAD_MOVE_LIMITS.ms, 'beadMoves: ms must be within an hour of the problem appearing'),
  },
  { error: 'beadMoves: each move is { rod, beads, ms }' },
);
export type BeadMove = z.infer<typeof beadMove>;

export const submitQuizCall = defineCall(
  apiPath('submit_quiz_api'),
  clientBody.extend({
    quizId,
    answers: z.array(givenAnswer).max(200, 'at most 200 answers'),
    timesMs: z.array(z.number().int('timesMs must be whole milliseconds').min(0, 'timesMs cannot be negative')).max(200, 'at most 200 times'),
    /** Sent when the quiz showed the digital soroban: per problem, its bead moves in order. */
    beadMoves: z
      .array(z.array(beadMove).max(BEAD_MOVE_LIMITS.perProblem, `beadMoves: at most ${BEAD_MOVE_LIMITS.perProblem} moves for one problem`), {
        error: 'beadMoves must be a list of moves for each problem',
      })
      .max(200, 'beadMoves: at most 200 problems')
      .refine(
        (all) => all.reduce((sum, moves) => sum + moves.length, 0) <= BEAD_MOVE_LIMITS.perQuiz,
        `beadMoves: at most ${BEAD_MOVE_LIMITS.perQuiz} moves in one quiz`,
      )
      .optional(),
  }),
  successEnvelope({ summary: quizSummary }),
);

/** One step of the bead model: what the soroban read before it, and the digit added or taken away on a rod (0 = ones). */
export const diagnosisStep = z.object({
  before: z.number().int().min(0),
  rod: z.number().int().min(0),
  op: z.enum(['+', '-']),
  digit: z.number().int().min(1).max(9),
  rodValue: z.number().int().min(0).max(9),
  family: z.enum(FAMILIES),
});
export type DiagnosisStep = z.infer<typeof diagnosisStep>;

export const resultItem = z.object({
  index: z.number().int(),
  display: problemDisplay,
  given: z.number().nullable(),
  answer: z.number(),
  correct: z.boolean(),
  timeMs: z.number().int(),
  factKey: z.string().nullable(),
  fluent: z.boolean().nullable(),
  /** For a wrong list answer: the misapplied rule, from the bead moves when they were sent, else from the answer. */
  diagnosis: z
    .object({
      kind: z.enum([...DIAGNOSIS_KINDS, 'unknown']),
      message: z.string(),
      /** The bead model's step the rule names (absent when no one step explains it): the reading before it, and the digit moved on the rod. */
      step: diagnosisStep.optional(),
    })
    .nullable(),
});
export type ResultItem = z.infer<typeof resultItem>;

export const quizResultsCall = defineCall(
  apiPath('quiz_results_api'),
  /** studentId: a teacher reads a quiz of a student in one of their classrooms (else the caller's own). */
  clientBody.extend({ quizId, studentId: idField('studentId').optional() }),
  successEnvelope({ summary: quizSummary, items: z.array(resultItem) }),
);

export const quizHistoryCall = defineCall(
  apiPath('quiz_history_api'),
  clientBody.extend({
    type: quizType.optional(),
    limit: z.number().int().min(1, 'limit must be at least 1').max(100, 'limit must be at most 100').default(20),
    beforeQuizId: quizId.optional(),
    /** A teacher lists the quizzes of a student in one of their classrooms (else the caller's own). */
    studentId: idField('studentId').optional(),
  }),
  successEnvelope({ quizzes: z.array(quizSummary), hasMore: z.boolean() }),
);

export const factFluencyCall = defineCall(
  apiPath('fact_fluency_api'),
  clientBody.extend({
    type: z.enum([...FACTS_TYPES, ...TOOL_TYPES], { error: 'type must be a facts or tools type' }),
    thresholdMs: fluencyThreshold.optional(),
  }),
  successEnvelope({
    /** The chosen threshold; facts are judged at it plus allowanceMs. */
    thresholdMs: z.number(),
    /** The learner's keypad time measured on trivial facts (null until measured)... */
    keypadMs: z.number().int().nullable(),
    /** ...and the time it adds to the threshold. */
    allowanceMs: z.number().int(),
    facts: z.array(
      z.object({
        factKey: z.string(),
        attempts: z.number().int(),
        correct: z.number().int(),
        lastTimeMs: z.number().int(),
        bestTimeMs: z.number().int().nullable(),
        /** mastered: right in time in 2 of the last 3 tries; otherwise the latest try: fast, slow (right) or wrong. */
        state: z.enum(FACT_STATES),
      }),
    ),
  }),
);

/** What practice pays: the price list, the daily cap, and what the person earned today (the server's UTC day). */
export const practiceEarningsCall = defineCall(
  apiPath('practice_earnings_api'),
  clientBody,
  successEnvelope({
    prices: z.array(z.object({ work: z.string(), earns: z.string() })),
    dailyCap: z.number().int(),
    earnedToday: z.number().int(),
    /** The UTC day the cap counts ('YYYY-MM-DD'); it starts again at 00:00 UTC. */
    day: z.string(),
  }),
);
