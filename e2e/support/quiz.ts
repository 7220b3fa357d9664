import { type Page, expect } from '@playwright/test';
import { APP } from './accounts.ts';

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

/** Starts a quiz with `start` and answers every problem right. */
export async function answerQuiz(page: Page, start: () => Promise<void>) {
  for (const problem of await problemsOf(page, start)) await answer(page, solve(problem));
}

/** Chooses a value in one of a start screen's selects. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Earns coins the way a learner does: a 30-problem addition facts quiz answered right (30 coins and a 15-coin perfect bonus). */
export async function earnCoins(page: Page) {
  await page.goto(`${APP}/launchpad/facts/addition`);
  await choose(page, 'Problems', '30');
  await page.getByLabel('Show right or wrong after each answer').uncheck();
  const problems = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());
  for (const problem of problems) await answer(page, solve(problem));
  await expect(page).toHaveURL(/\/resultspage\/summary$/);
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
