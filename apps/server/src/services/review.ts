import type { QuizSpec } from '@soroban/contracts';
import { type Problem, type ReviewItem, type ReviewParams, type ReviewSource, generateReview, parseSkillId, problemKey, reviewProblem } from '@soroban/core';
import { failures } from '../lib/api-failure.ts';
import type { CallContext } from '../lib/call-route.ts';
import { insertQuiz } from '../repositories/practice.ts';
import { mistakesOf } from '../repositories/mistakes.ts';
import { todaysPractice } from './learner.ts';
import { newSeed } from './practice.ts';
import { withinQuizStartQuota } from './quotas.ts';

/**
 * Today's practice is a short session: about 7 minutes of estimated work (within the 5–10),
 * at most 16 problems, drawing at most this many from each source, in this order: kept mistakes,
 * due skills (most overdue first), the weakest of the rest, then the next new cells.
 */
const TODAY = { budgetSeconds: 7 * 60, maxProblems: 16, mistakes: 4, due: 6, weakest: 3, next: 3, nextWhenNew: 5 } as const;
/** A redo of kept mistakes: the most missed first. */
const MISTAKES_QUIZ = 12;

const digits = (n: number) => String(Math.trunc(Math.abs(n))).length;

/** A rough time a learner of the level needs for a problem, to keep the session short. */
function estimatedSeconds(problem: Problem): number {
  const { display } = problem;
  if (display.kind === 'list') return 4 + 1.5 * display.numbers.reduce((sum, n) => sum + digits(n), 0);
  if (display.kind === 'binary' && problem.factKey === undefined) {
    const other = display.op === '÷' ? problem.answer : display.a;
    return 6 * digits(other) * digits(display.b);
  }
  return 6;
}

/** The recipe practising a skill of the learner model; null for skills a written quiz cannot practise (flash speed). */
function skillItem(skill: string): ReviewItem | null {
  let parsed;
  try {
    parsed = parseSkillId(skill);
  } catch {
    return null;
  }
  switch (parsed.kind) {
    case 'cell':
      return { kind: 'cell', cell: skill, seed: newSeed() };
    case 'fact':
      return { kind: 'fact', factKey: parsed.factKey };
    case 'list':
      return { kind: 'list', digits: Math.min(parsed.digits, 14), count: Math.min(Math.max(parsed.count, 2), 30), seed: newSeed() };
    case 'mul':
    case 'div':
      return { kind: parsed.kind, digits: parsed.digits, otherDigits: parsed.otherDigits, seed: newSeed() };
    case 'flash':
      return null;
  }
}

interface Draft {
  items: ReviewItem[];
  keys: Set<string>;
  seconds: number;
}

/** Seeds a seeded recipe may try before a problem already in the session is given up. */
const RESEEDS = 8;

/** Adds the recipe when it makes a problem not already in the session and the session has room. */
function add(draft: Draft, first: ReviewItem | null, limits: { budgetSeconds: number; maxProblems: number }): boolean {
  if (!first || draft.items.length >= limits.maxProblems) return false;
  let item = first;
  let problem: Problem;
  let key: string;
  for (let attempt = 0; ; attempt++) {
    try {
      problem = reviewProblem(item);
    } catch (error) {
      // A recipe whose generator refuses the size (a kept row from an older generator) is left out.
      if (error instanceof RangeError) return false;
      throw error;
    }
    key = problemKey(problem.display);
    // A skill's recipe met twice (or the same as a kept mistake) tries another seed.
    if (!draft.keys.has(key)) break;
    // A kept mistake's recipe is that one problem: it is never reseeded.
    if (!('seed' in item) || item.kind === 'redo' || item.kind === 'exam' || attempt >= RESEEDS) return false;
    item = { ...item, seed: newSeed() };
  }
  const seconds = estimatedSeconds(problem);
  if (draft.items.length > 0 && draft.seconds + seconds > limits.budgetSeconds) return false;
  draft.items.push(item);
  draft.keys.add(key);
  draft.seconds += seconds;
  return true;
}

const recipeOf = (row: { recipe: string }) => JSON.parse(row.recipe) as ReviewItem;

/** Today's practice: kept mistakes, due skills, the weakest, then new cells (the first new material when nothing is known). */
async function todayItems(ctx: CallContext): Promise<ReviewItem[]> {
  const [plan, mistakes] = await Promise.all([todaysPractice(ctx), mistakesOf(ctx.db.kysely, ctx.user.id, TODAY.mistakes)]);
  const draft: Draft = { items: [], keys: new Set(), seconds: 0 };
  for (const row of mistakes) add(draft, recipeOf(row), TODAY);
  for (const pick of plan.due.slice(0, TODAY.due)) add(draft, skillItem(pick.skill), TODAY);
  for (const pick of plan.weakest.slice(0, TODAY.weakest)) add(draft, skillItem(pick.skill), TODAY);
  const fresh = draft.items.length === 0;
  for (const cell of plan.next.slice(0, fresh ? TODAY.nextWhenNew : TODAY.next)) {
    add(draft, skillItem(cell.skill), TODAY);
    // A learner with nothing practised yet meets each first cell twice.
    if (fresh) add(draft, skillItem(cell.skill), TODAY);
  }
  return draft.items;
}

async function mistakeItems(ctx: CallContext): Promise<ReviewItem[]> {
  const draft: Draft = { items: [], keys: new Set(), seconds: 0 };
  for (const row of await mistakesOf(ctx.db.kysely, ctx.user.id, MISTAKES_QUIZ))
    add(draft, recipeOf(row), { budgetSeconds: Infinity, maxProblems: MISTAKES_QUIZ });
  return draft.items;
}

/**
 * Starts a quiz the server builds: its recipes are stored as the quiz's params (the seed is not
 * used), so grading makes the same problems again; only the displays leave the server.
 */
export async function startReview(ctx: CallContext, source: ReviewSource) {
  const items = source === 'today' ? await todayItems(ctx) : await mistakeItems(ctx);
  if (items.length === 0) {
    throw source === 'mistakes'
      ? failures.conflict('You have no kept mistakes to redo. Problems you get wrong in any quiz will wait for you here.')
      : failures.conflict("Today's practice has nothing to offer right now; start any quiz from the practice screen.");
  }
  const params: ReviewParams = { source, items };
  const { problems } = generateReview(params);
  const startedAt = ctx.now.toISOString();
  // Stored like every quiz (type and params); QuizSpec does not list 'review', which only the server starts.
  const spec = { type: 'review', params } as unknown as QuizSpec;
  const quizId = await withinQuizStartQuota(ctx, (trx) =>
    insertQuiz(trx, { userId: ctx.user.id, spec, seed: 0, lpath: null, startedAt, total: problems.length }),
  );
  return {
    quizId,
    problems: problems.map((problem) => problem.display),
    total: problems.length,
    timeLimitMs: null,
    startedAt,
    type: 'review' as const,
    params: { source, problems: problems.length },
  };
}
