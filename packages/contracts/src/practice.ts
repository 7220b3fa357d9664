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
import { z } from 'zod/mini';
import { clientBody } from './client-body.ts';
import { idField, integer, lpathField, textField } from './fields.ts';
import { apiPath, defineCall, successEnvelope } from './envelope.ts';

const whole = (name: string, bounds: IntBounds) =>
  z
    .number({ error: `${name} must be a number` })
    .check(
      z.int(`${name} must be a whole number`),
      z.minimum(bounds.min, `${name} must be at least ${bounds.min}`),
      z.maximum(bounds.max, `${name} must be at most ${bounds.max}`),
    );

const decimal = (name: string, bounds: IntBounds) =>
  z
    .number({ error: `${name} must be a number` })
    .check(z.minimum(bounds.min, `${name} must be at least ${bounds.min}`), z.maximum(bounds.max, `${name} must be at most ${bounds.max}`));

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

// The bounds are the generators' own (packages/core), so a quiz the schema accepts can be generated;
// cross-field limits (e.g. digits of both factors together) are checked by the generator and
// answered as a 400 too.
/** "Fluent within": the threshold the quiz is graded at (absent: the default 3 s). */
export const fluencyThreshold = z
  .number({ error: 'thresholdMs must be a number' })
  .check(z.refine((value) => (FLUENCY_THRESHOLDS_MS as readonly number[]).includes(value), `thresholdMs must be one of ${FLUENCY_THRESHOLDS_MS.join(', ')}`));
const facts = z.object({
  max: whole('max', FACTS_BOUNDS.max),
  problems: whole('problems', FACTS_BOUNDS.problems),
  thresholdMs: z.optional(fluencyThreshold),
});
const pairs = z.object({ problems: whole('problems', PAIRS_BOUNDS.problems), thresholdMs: z.optional(fluencyThreshold) });
const tool = z.object({ timeLimitSeconds: whole('timeLimitSeconds', TOOL_BOUNDS.timeLimitSeconds) });

const spec = <T extends string, P extends z.ZodMiniType>(type: T, params: P) => z.object({ type: z.literal(type), params });

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
        totalDigits: z.optional(whole('totalDigits', ADDITION_LIST_BOUNDS.totalDigits)),
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
        yenAndDecimals: z.optional(flag('yenAndDecimals')),
        problems: whole('problems', MULTIPLICATION_BOUNDS.problems),
      }),
    ),
    spec(
      'division',
      z.object({
        divisorDigits: whole('divisorDigits', DIVISION_BOUNDS.divisorDigits),
        quotientDigits: whole('quotientDigits', DIVISION_BOUNDS.quotientDigits),
        yenAndDecimals: z.optional(flag('yenAndDecimals')),
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
  z.object({ kind: z.literal('list'), numbers: z.readonly(z.array(z.number())) }),
  z.object({ kind: z.literal('binary'), op: z.enum(['+', '-', '×', '÷']), a: z.number(), b: z.number(), unit: z.optional(z.literal('yen')) }),
  z.object({ kind: z.literal('pair'), target: z.union([z.literal(5), z.literal(10)]), n: z.number() }),
]);
export type ProblemDisplayView = z.infer<typeof problemDisplay>;

const quizId = idField('quizId');
/** The type ids of every quiz, for filters. */
export const QUIZ_TYPES = quizSpec._zod.def.options.map((option) => option.shape.type._zod.def.values[0]) as [QuizType, ...QuizType[]];
export const quizType = z.enum(QUIZ_TYPES, { error: 'type is not a practice type' });

export const startQuizCall = defineCall(
  apiPath('start_quiz_api'),
  z.intersection(
    z.extend(clientBody, {
      /** Points are credited to it, so anything but a learning path number is refused. */
      lpath: lpathField,
      /** The guided-program route the quiz was started from (SPEC 2.4 START passes it). */
      pathname: z.optional(textField('pathname', 200)),
      /** The guided activity the quiz counts toward. */
      activityId: z.optional(textField('activityId', 64)),
    }),
    quizSpec,
  ),
  z.intersection(
    successEnvelope({
      quizId: integer,
      problems: z.array(problemDisplay),
      total: integer,
      timeLimitMs: z.nullable(integer),
      startedAt: z.string(),
      /** A free facts drill: the facts it asks first because they are due for review or weak (missed or slow). */
      focus: z.optional(z.nullable(z.object({ due: z.array(z.string()), weak: z.array(z.string()) }))),
    }),
    quizSpec,
  ),
);

/** base and perfectBonus are what the right answers were worth by difficulty; total is what was paid. */
export const coinBreakdown = z.object({ base: integer, perfectBonus: integer, total: integer });

const summaryFields = z.object({
  quizId: integer,
  /** The mode and its settings in words, e.g. 'Addition lists: 2 digits × 5 numbers, 10 problems'. */
  label: z.string(),
  correct: integer,
  total: integer,
  accuracy: z.number(),
  totalTimeMs: integer,
  paceMs: z.number(),
  passed: z.boolean(),
  /** 準合格: a 10-round flash test with 5–6 right (JFAA), a retake within 14 days. */
  semiPassed: z.boolean(),
  passPercent: integer,
  perfect: z.boolean(),
  /** What the quiz paid: per-correct base plus the perfect-sheet bonus (also its top-100 points). */
  coinsEarned: coinBreakdown,
  /** Why it paid less than its worth: answered faster than a person can, or the daily cap was reached. */
  unpaid: z.nullable(z.enum(['too-fast', 'daily-cap'])),
  /** The same in plain words for the learner; null when paid in full. */
  unpaidMessage: z.nullable(z.string()),
  balanceAfter: integer,
  fluentCount: integer,
  lpath: z.nullable(z.string()),
  activityId: z.nullable(z.string()),
  startedAt: z.string(),
  finishedAt: z.string(),
});
/**
 * A server-built review quiz as the learner sees it (start_review_api): today's practice or the
 * kept mistakes. How each problem is made stays on the server.
 */
export const reviewSpec = z.object({
  type: z.literal('review'),
  params: z.object({ source: z.enum(['today', 'mistakes']), problems: integer }),
});
export type ReviewSpecView = z.infer<typeof reviewSpec>;

/** The settings of any quiz a learner can have finished: a started one, or a review the server built. */
export const anyQuizSpec = z.discriminatedUnion('type', [...quizSpec._zod.def.options, reviewSpec]);
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
    z.number().check(
      z.minimum(-1e15, 'answers must be at least -1e15'),
      z.maximum(1e15, 'answers must be at most 1e15'),
      z.refine((n) => Number.isInteger(n) || Number(n.toFixed(ANSWER_DECIMALS)) === n, `answers have at most ${ANSWER_DECIMALS} decimals`),
    ),
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
      .check(
        z.int('beadMoves: rod must be a whole number'),
        z.minimum(0, 'beadMoves: rod must be at least 0'),
        z.maximum(MAX_RODS - 1, `beadMoves: rod must be at most ${MAX_RODS - 1}`),
      ),
    beads: z
      .number({ error: 'beadMoves: beads must be the digit the rod shows' })
      .check(z.int('beadMoves: beads must be a whole digit'), z.minimum(0, 'beadMoves: beads must be 0–9'), z.maximum(9, 'beadMoves: beads must be 0–9')),
    ms: z
      .number({ error: 'beadMoves: ms must be a number' })
      .check(
        z.int('beadMoves: ms must be whole milliseconds'),
        z.minimum(0, 'beadMoves: ms cannot be negative'),
        z.maximum(BEAD_MOVE_LIMITS.ms, 'beadMoves: ms must be within an hour of the problem appearing'),
      ),
  },
  { error: 'beadMoves: each move is { rod, beads, ms }' },
);
export type BeadMove = z.infer<typeof beadMove>;

export const submitQuizCall = defineCall(
  apiPath('submit_quiz_api'),
  z.extend(clientBody, {
    quizId,
    answers: z.array(givenAnswer).check(z.maxLength(200, 'at most 200 answers')),
    timesMs: z
      .array(z.number().check(z.int('timesMs must be whole milliseconds'), z.minimum(0, 'timesMs cannot be negative')))
      .check(z.maxLength(200, 'at most 200 times')),
    /** Sent when the quiz showed the digital soroban: per problem, its bead moves in order. */
    beadMoves: z.optional(
      z
        .array(z.array(beadMove).check(z.maxLength(BEAD_MOVE_LIMITS.perProblem, `beadMoves: at most ${BEAD_MOVE_LIMITS.perProblem} moves for one problem`)), {
          error: 'beadMoves must be a list of moves for each problem',
        })
        .check(
          z.maxLength(200, 'beadMoves: at most 200 problems'),
          z.refine(
            (all) => all.reduce((sum, moves) => sum + moves.length, 0) <= BEAD_MOVE_LIMITS.perQuiz,
            `beadMoves: at most ${BEAD_MOVE_LIMITS.perQuiz} moves in one quiz`,
          ),
        ),
    ),
  }),
  successEnvelope({ summary: quizSummary }),
);

/** One step of the bead model: what the soroban read before it, and the digit added or taken away on a rod (0 = ones). */
export const diagnosisStep = z.object({
  before: z.number().check(z.int(), z.minimum(0)),
  rod: z.number().check(z.int(), z.minimum(0)),
  op: z.enum(['+', '-']),
  digit: z.number().check(z.int(), z.minimum(1), z.maximum(9)),
  rodValue: z.number().check(z.int(), z.minimum(0), z.maximum(9)),
  family: z.enum(FAMILIES),
});
export type DiagnosisStep = z.infer<typeof diagnosisStep>;

export const resultItem = z.object({
  index: integer,
  display: problemDisplay,
  given: z.nullable(z.number()),
  answer: z.number(),
  correct: z.boolean(),
  timeMs: integer,
  factKey: z.nullable(z.string()),
  fluent: z.nullable(z.boolean()),
  /** For a wrong list answer: the misapplied rule, from the bead moves when they were sent, else from the answer. */
  diagnosis: z.nullable(
    z.object({
      kind: z.enum([...DIAGNOSIS_KINDS, 'unknown']),
      message: z.string(),
      /** The bead model's step the rule names (absent when no one step explains it): the reading before it, and the digit moved on the rod. */
      step: z.optional(diagnosisStep),
    }),
  ),
});
export type ResultItem = z.infer<typeof resultItem>;

export const quizResultsCall = defineCall(
  apiPath('quiz_results_api'),
  /** studentId: a teacher reads a quiz of a student in one of their classrooms (else the caller's own). */
  z.extend(clientBody, { quizId, studentId: z.optional(idField('studentId')) }),
  successEnvelope({ summary: quizSummary, items: z.array(resultItem) }),
);

export const quizHistoryCall = defineCall(
  apiPath('quiz_history_api'),
  z.extend(clientBody, {
    type: z.optional(quizType),
    limit: z._default(z.number().check(z.int(), z.minimum(1, 'limit must be at least 1'), z.maximum(100, 'limit must be at most 100')), 20),
    beforeQuizId: z.optional(quizId),
    /** A teacher lists the quizzes of a student in one of their classrooms (else the caller's own). */
    studentId: z.optional(idField('studentId')),
  }),
  successEnvelope({ quizzes: z.array(quizSummary), hasMore: z.boolean() }),
);

export const factFluencyCall = defineCall(
  apiPath('fact_fluency_api'),
  z.extend(clientBody, {
    type: z.enum([...FACTS_TYPES, ...TOOL_TYPES], { error: 'type must be a facts or tools type' }),
    thresholdMs: z.optional(fluencyThreshold),
  }),
  successEnvelope({
    /** The chosen threshold; facts are judged at it plus allowanceMs. */
    thresholdMs: z.number(),
    /** The learner's keypad time measured on trivial facts (null until measured)... */
    keypadMs: z.nullable(integer),
    /** ...and the time it adds to the threshold. */
    allowanceMs: integer,
    facts: z.array(
      z.object({
        factKey: z.string(),
        attempts: integer,
        correct: integer,
        lastTimeMs: integer,
        bestTimeMs: z.nullable(integer),
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
    dailyCap: integer,
    earnedToday: integer,
    /** The UTC day the cap counts ('YYYY-MM-DD'); it starts again at 00:00 UTC. */
    day: z.string(),
  }),
);
