import { createRng } from '../random/index.ts';
import { EXAM_BODIES, type ExamBody } from '../exams/formats.ts';
import { type ExamPaper, generateExamPaper } from '../exams/paper.ts';
import { generateAdditionList } from '../problems/addition-list.ts';
import { generateDivision } from '../problems/division.ts';
import { additionFact, divisionFact, multiplicationFact, pairFact, subtractionFact } from '../problems/fact.ts';
import { generateMultiplication } from '../problems/multiplication.ts';
import { GENERATORS, type PracticeType, isPracticeType } from '../problems/practice-types.ts';
import type { Problem, ProblemDisplay, ProblemSet } from '../problems/problem.ts';
import { parseSkillId } from './skills.ts';

/**
 * One problem of a review quiz, as a recipe the server stores with the quiz so the same problem
 * comes back when the quiz is graded (the problems are never stored, only how to make them):
 * - `redo`: problem `index` of a quiz of `type` made from `params` and `seed` (a kept mistake);
 * - `fact`: the fact with this factKey ("7+8", "15-8", "7×8", "56÷8", "3+?=10");
 * - `cell`: a two-number list aimed at a complement cell ("cell:7+8": the units rod shows 7, then 8
 *   is added), its tens picked by `seed`;
 * - `list`, `mul`, `div`: one problem of that size from the usual generators and `seed`;
 * - `exam`: item `index` of section `section` of the mock exam paper of `body`, `grade` and `seed`
 *   (a paper's items come from per-section seeds no practice quiz can be given, so the paper is the recipe).
 */
export type ReviewItem =
  | { readonly kind: 'redo'; readonly type: PracticeType | 'review'; readonly params: unknown; readonly seed: number; readonly index: number }
  | { readonly kind: 'fact'; readonly factKey: string }
  | { readonly kind: 'cell'; readonly cell: string; readonly seed: number }
  | { readonly kind: 'list'; readonly digits: number; readonly count: number; readonly seed: number }
  | { readonly kind: 'mul' | 'div'; readonly digits: number; readonly otherDigits: number; readonly seed: number }
  | { readonly kind: 'exam'; readonly body: ExamBody; readonly grade: string; readonly seed: string; readonly section: number; readonly index: number };

export const REVIEW_SOURCES = ['today', 'mistakes'] as const;
export type ReviewSource = (typeof REVIEW_SOURCES)[number];

/** A server-built quiz: today's practice or the learner's kept mistakes, one recipe per problem. */
export interface ReviewParams {
  readonly source: ReviewSource;
  readonly items: readonly ReviewItem[];
}

/** Mixed problems are graded like lists, × and ÷ (the 4–6 kyu paper's 70 %). */
export const REVIEW_PASS_PERCENT = 70;

const FACT_KEYS: readonly [RegExp, (a: number, b: number) => Problem][] = [
  [/^(\d{1,3})\+\?=(5|10)$/, (n, target) => pairFact(target as 5 | 10, n)],
  [/^(\d{1,3})\+(\d{1,3})$/, (a, b) => additionFact(a, b)],
  [/^(\d{1,3})-(\d{1,3})$/, (minuend, subtrahend) => subtractionFact(subtrahend, minuend - subtrahend)],
  [/^(\d{1,3})×(\d{1,3})$/, (a, b) => multiplicationFact(a, b)],
  [/^(\d{1,4})÷(\d{1,3})$/, (dividend, divisor) => divisionFact(divisor, dividend / divisor)],
];

/** The fact a factKey names, built by the same builders the facts quizzes and tools use. */
export function factProblem(factKey: string): Problem {
  for (const [pattern, build] of FACT_KEYS) {
    const match = pattern.exec(factKey);
    if (!match) continue;
    const problem = build(Number(match[1]), Number(match[2]));
    if (problem.factKey === factKey && Number.isInteger(problem.answer) && problem.answer >= 0) return problem;
  }
  throw new RangeError(`"${factKey}" is not a fact key (7+8, 15-8, 7×8, 56÷8 or 3+?=10)`);
}

/** A list whose units rod shows the cell's value just before its digit is added or taken away. */
export function cellProblem(cell: string, seed: number): Problem {
  const skill = parseSkillId(cell);
  if (skill.kind !== 'cell') throw new RangeError(`"${cell}" is not a complement cell`);
  const rng = createRng(seed);
  // Tens 1–9 when the units alone would start the list at 0 or could not give the digit away.
  const needsTens = skill.rodValue === 0 || (skill.op === '-' && skill.rodValue < skill.digit);
  const first = (needsTens ? rng.int(1, 9) : rng.int(0, 9)) * 10 + skill.rodValue;
  const second = skill.op === '+' ? skill.digit : -skill.digit;
  return { display: { kind: 'list', numbers: [first, second] }, answer: first + second };
}

function only(set: ProblemSet, index = 0): Problem {
  const problem = set.problems[index];
  if (!problem) throw new RangeError(`the recipe has no problem ${index}`);
  return problem;
}

/** The last few papers exam recipes asked for: a redo of a paper's misses makes that paper once, not once per item. */
const papers = new Map<string, ExamPaper>();
const PAPERS_KEPT = 4;

function examPaper(body: ExamBody, grade: string, seed: string): ExamPaper {
  if (!EXAM_BODIES.includes(body)) throw new RangeError(`"${String(body)}" is not an exam body`);
  const key = `${body}|${grade}|${seed}`;
  let paper = papers.get(key);
  if (!paper) {
    paper = generateExamPaper(body, grade, seed);
    if (papers.size >= PAPERS_KEPT) papers.delete(papers.keys().next().value as string);
    papers.set(key, paper);
  }
  return paper;
}

/** The one problem a recipe makes; a recipe that cannot make one throws a RangeError. */
export function reviewProblem(item: ReviewItem): Problem {
  switch (item.kind) {
    case 'redo': {
      if (item.type === 'review') return only(generateReview(item.params as ReviewParams), item.index);
      if (!isPracticeType(item.type)) throw new RangeError(`"${String(item.type)}" is not a practice type`);
      const generate = GENERATORS[item.type] as (params: unknown, seed: number) => ProblemSet;
      return only(generate(item.params, item.seed), item.index);
    }
    case 'fact':
      return factProblem(item.factKey);
    case 'cell':
      return cellProblem(item.cell, item.seed);
    case 'list':
      return only(generateAdditionList({ digits: item.digits, count: item.count, allowSubtraction: false, allowNegative: false, problems: 1 }, item.seed));
    case 'mul':
      return only(generateMultiplication({ digitsA: item.digits, digitsB: item.otherDigits, problems: 1 }, item.seed));
    case 'div':
      return only(generateDivision({ divisorDigits: item.digits, quotientDigits: item.otherDigits, problems: 1 }, item.seed));
    case 'exam': {
      const section = examPaper(item.body, item.grade, item.seed).sections[item.section];
      if (!section) throw new RangeError(`the paper has no section ${item.section}`);
      return only({ problems: section.problems }, item.index);
    }
  }
}

/** The problems of a review quiz: one per recipe, in order (the quiz's own seed is not used). */
export function generateReview(params: ReviewParams): ProblemSet {
  return { problems: params.items.map(reviewProblem) };
}

/**
 * How a problem is told apart from every other, whatever quiz it came in: a kept mistake is keyed by
 * it, so 7 + 8 missed in a list quiz and again in today's practice is one mistake.
 */
export function problemKey(display: ProblemDisplay): string {
  switch (display.kind) {
    case 'list':
      return `list:${display.numbers.join(',')}`;
    case 'binary':
      return `${display.a}${display.op}${display.b}${display.unit ? `:${display.unit}` : ''}`;
    case 'pair':
      return `pair:${display.n}+?=${display.target}`;
  }
}

/**
 * The recipe that brings problem `index` of a quiz back exactly. A problem of a review quiz keeps
 * its own recipe (a redo points at the original quiz or paper, never at the review that repeated it).
 */
export function redoRecipe(spec: { type: PracticeType | 'review'; params: unknown }, seed: number, index: number): ReviewItem {
  if (spec.type !== 'review') return { kind: 'redo', type: spec.type, params: spec.params, seed, index };
  const review = spec.params as ReviewParams;
  const item = review.items[index];
  if (!item) throw new RangeError(`the review quiz has no problem ${index}`);
  return item.kind === 'redo' || item.kind === 'exam'
    ? item
    : { kind: 'redo', type: 'review', params: { source: review.source, items: [item] }, seed: 0, index: 0 };
}

/** The recipe that brings item `index` of section `section` of a mock exam paper back exactly. */
export function examRecipe(paper: { format: { body: ExamBody; grade: string }; seed: string | number }, section: number, index: number): ReviewItem {
  return { kind: 'exam', body: paper.format.body, grade: paper.format.grade, seed: String(paper.seed), section, index };
}

/** A review quiz as stored: its type and its recipes. */
export interface ReviewSpec {
  readonly type: 'review';
  readonly params: ReviewParams;
}
