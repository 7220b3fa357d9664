import { type QuizSpec, startQuizCall, submitQuizCall } from '@soroban/contracts';
import { GENERATORS, type PracticeType } from '@soroban/core';
import type { TestApp } from './test-app.ts';

export const START = '/rlm/mobile-apis/start_quiz_api.php';
export const SUBMIT = '/rlm/mobile-apis/submit_quiz_api.php';
export const RESULTS = '/rlm/mobile-apis/quiz_results_api.php';
export const HISTORY = '/rlm/mobile-apis/quiz_history_api.php';
export const FLUENCY = '/rlm/mobile-apis/fact_fluency_api.php';

/** Small valid settings for every practice type. */
export const SMALL_PARAMS: Record<PracticeType, object> = {
  'soroban-skill': { family: 'five-complement', digits: 1, count: 3, operations: 'add', problems: 3 },
  'addition-list': { digits: 2, count: 5, allowSubtraction: true, allowNegative: false, problems: 5 },
  multiplication: { digitsA: 2, digitsB: 1, problems: 4 },
  division: { divisorDigits: 1, quotientDigits: 2, problems: 4 },
  flash: { digits: 1, count: 4, seconds: 4, rounds: 3 },
  audible: { digits: 1, count: 5, paceMs: 1800, allowSubtraction: false, rounds: 3 },
  'facts-addition': { max: 10, problems: 6 },
  'facts-subtraction': { max: 10, problems: 6 },
  'facts-multiplication': { max: 9, problems: 6 },
  'facts-division': { max: 9, problems: 6 },
  'ten-pairs': { problems: 6 },
  'five-pairs': { problems: 6 },
  '5P100': { timeLimitSeconds: 300 },
  '10P100': { timeLimitSeconds: 300 },
  A100: { timeLimitSeconds: 300 },
  S100: { timeLimitSeconds: 300 },
  M100: { timeLimitSeconds: 300 },
  D100: { timeLimitSeconds: 300 },
};

export const times = (n: number, ms = 1500) => Array.from({ length: n }, () => ms);

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  }
  return into;
}

export type PracticeClient = ReturnType<typeof practiceClient>;

export function practiceClient(t: TestApp) {
  // Tests pass settings as plain objects (some deliberately odd); the server checks them with the contract.
  const start = (type: string, params: object, who: string, extra: object = {}) => t.call(startQuizCall, { type, params, ...extra } as QuizSpec, who);

  /** The right answers, computed the way a cheater cannot: from the seed the server stored. */
  async function rightAnswers(quizId: number): Promise<number[]> {
    const quiz = await t.db.kysely.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirstOrThrow();
    const generate = GENERATORS[quiz.type as PracticeType] as unknown as (params: unknown, seed: number) => { problems: readonly { answer: number }[] };
    return generate(JSON.parse(quiz.params), Number(quiz.seed)).problems.map((problem) => problem.answer);
  }

  /** Starts a quiz, waits, answers `right` of its problems right (the rest wrong) and returns the summary. */
  async function play(type: string, params: object, who: string, options: { right?: number; extra?: object; timeMs?: number } = {}) {
    const quiz = await start(type, params, who, options.extra);
    const timeMs = options.timeMs ?? 1000;
    t.advance(quiz.total * timeMs + 1000);
    const right = await rightAnswers(quiz.quizId);
    const answers = right.map((answer, i) => (i < (options.right ?? right.length) ? answer : answer + 1));
    return (await t.call(submitQuizCall, { quizId: quiz.quizId, answers, timesMs: times(quiz.total, timeMs) }, who)).summary;
  }

  return { start, rightAnswers, play };
}
