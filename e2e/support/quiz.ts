import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { type PracticeSpec, problemFloorMs } from '@soroban/core';

/** A problem as start_quiz_api.php sends it (display only). */
export interface Display {
  kind: 'list' | 'binary' | 'pair';
  numbers?: number[];
  op?: string;
  a?: number;
  b?: number;
  target?: number;
  n?: number;
}

/** The right answer a person would work out from what is shown. */
export function solve(d: Display): number {
  if (d.kind === 'list') return (d.numbers ?? []).reduce((s, n) => s + n, 0);
  if (d.kind === 'pair') return (d.target ?? 0) - (d.n ?? 0);
  const a = d.a ?? 0;
  const b = d.b ?? 0;
  return d.op === '+' ? a + b : d.op === '-' ? a - b : d.op === '×' ? a * b : a / b;
}

/** Runs `start` (the click that starts a quiz) and returns the problems the app received. */
export async function problemsOf(page: Page, start: () => Promise<void>): Promise<Display[]> {
  const started = page.waitForResponse((response) => response.url().endsWith('/start_quiz_api.php'));
  await start();
  return ((await (await started).json()) as { problems: Display[] }).problems;
}

/** Types an answer and presses Enter. */
export async function answer(page: Page, value: number | string) {
  const field = page.getByRole('textbox', { name: 'Your answer' });
  await field.fill(String(value));
  await field.press('Enter');
}

/** A written list's spec: the floors of lists, facts and × ÷ do not depend on the rest of it. */
const WRITTEN: PracticeSpec = { type: 'addition-list', params: { digits: 1, count: 2, allowSubtraction: false, allowNegative: false, problems: 1 } };

/**
 * The least time the server accepts for these problems as a person's work (core's floors). + and −
 * of two numbers are facts (typing only); × and ÷ are counted as long ones, which only waits longer.
 */
export function floorMs(problems: Display[]): number {
  return problems.reduce((sum, d) => {
    const factKey = d.kind === 'pair' || d.op === '+' || d.op === '-' ? 'fact' : undefined;
    const display =
      d.kind === 'list' ? { kind: 'list' as const, numbers: d.numbers ?? [] } : { kind: 'binary' as const, op: '+' as const, a: d.a ?? 0, b: d.b ?? 0 };
    return sum + problemFloorMs(WRITTEN, { display, answer: solve(d), ...(factKey ? { factKey } : {}) });
  }, 0);
}

/**
 * Call before the last answer (which sends the sheet): waits until the sheet's floor has passed since
 * `startedAt` (taken after the start call answered), so the server pays it and counts it as passed.
 * It waits out the server's rule, not a guess at the UI.
 */
export async function waitOutFloor(page: Page, problems: Display[], startedAt: number) {
  const left = startedAt + floorMs(problems) + 250 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** Answers every problem right at a person's pace as the server judges it. */
export async function answerAtPace(page: Page, problems: Display[], startedAt: number) {
  for (const [i, problem] of problems.entries()) {
    if (i === problems.length - 1) await waitOutFloor(page, problems, startedAt);
    await answer(page, solve(problem));
  }
}

/** Starts a quiz with `start` and answers every problem right, at the pace the server pays. */
export async function answerQuiz(page: Page, start: () => Promise<void>) {
  const problems = await problemsOf(page, start);
  // The server started the sheet before its answer arrived, so its clock has run at least this long.
  await answerAtPace(page, problems, Date.now());
}

/** Chooses a value in one of a start screen's selects. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A sheet as start_quiz_api.php starts it: the free practice the start screens start (no learning path). */
export interface SheetSpec {
  type: string;
  params: Record<string, unknown>;
}

/**
 * A sheet through the API as the person signed in on `request` (for a state the test needs, not for
 * the quiz screens): every answer right unless `answerOf` says otherwise, sent once the sheet's floor
 * has passed on the server's clock, so it counts as a person's work. Returns the summary and the problems.
 */
export async function sheetThroughApi(request: APIRequestContext, spec: SheetSpec, answerOf: (d: Display) => number = solve) {
  const started = await request.post('/rlm/mobile-apis/start_quiz_api.php', { data: { env: 'production', lpath: null, ...spec } });
  expect(started.status(), await started.text()).toBe(200);
  // The server started the sheet before its answer arrived, so its clock has run at least this long.
  const startedAt = Date.now();
  const quiz = (await started.json()) as { quizId: number; problems: Display[] };
  const floor = floorMs(quiz.problems);
  const left = startedAt + floor + 250 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  const answers = quiz.problems.map(answerOf);
  const submitted = await request.post('/rlm/mobile-apis/submit_quiz_api.php', {
    data: { env: 'production', quizId: quiz.quizId, answers, timesMs: answers.map(() => Math.ceil(floor / answers.length)) },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const { summary } = (await submitted.json()) as {
    summary: { correct: number; total: number; unpaid: string | null; coinsEarned: { total: number }; balanceAfter: number };
  };
  expect(summary.unpaid, 'paid in full as a person’s work').toBeNull();
  return { ...summary, problems: quiz.problems };
}

/**
 * Earns coins as a learner does, 45 a sheet, for the person signed in on `page`: `sheets` 30-problem
 * addition facts sheets (Sums within 10, as the start screen sends them) answered right, through the
 * API side by side (30 coins and a 15-coin perfect bonus each). The quiz screens are tested elsewhere.
 */
export async function earnCoins(page: Page, sheets = 1) {
  const spec = { type: 'facts-addition', params: { max: 10, problems: 30, thresholdMs: 3000 } };
  const paid = await Promise.all(Array.from({ length: sheets }, () => sheetThroughApi(page.request, spec)));
  for (const summary of paid) expect(summary.coinsEarned.total).toBe(45);
}

/**
 * Waits until a flash or audible round may be answered. A flash round the busy test machine did
 * not show frame-exact is void by design: it is shown again until one is.
 */
export async function untilAnswerable(page: Page) {
  const total = page.getByText('What is the total?');
  const again = page.getByRole('button', { name: 'Show it again' });
  for (let attempt = 0; attempt < 5; attempt++) {
    await expect(total.or(again)).toBeVisible({ timeout: 20_000 });
    if (await total.isVisible()) return;
    await again.click();
  }
  await expect(total).toBeVisible();
}
