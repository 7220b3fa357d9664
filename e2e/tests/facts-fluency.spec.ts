import { type Page, expect, test } from '@playwright/test';
import { isKeypadItem } from '@soroban/core';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';
import { type Display, answer, choose, floorMs, problemsOf, solve } from '../support/quiz.ts';

/**
 * A right answer this long after its fact is shown is slow at the 2 s chosen but in time at the
 * 3 s default, so the test sees which threshold graded it. 2 s rather than 1.5 s leaves a busy
 * machine some 1.7 s for the in-time answers (a quarter of a second of pause, then typing).
 */
const SLOW_MS = 2600;
/** Quizzes answered in time until some fact has come right in time twice after its slow try. */
const MOST_FAST_QUIZZES = 4;

const factKey = (d: Display) => `${d.a}+${d.b}`;
const grid = (page: Page) => page.getByRole('list', { name: 'Facts grid' });

/** The addition facts screen at sums within 5 (21 facts, so they come back soon), fluent within 2 s. */
async function factsScreen(page: Page, problems: string) {
  await page.goto(`${APP}/launchpad/facts/addition`);
  await choose(page, 'Sums within', '5');
  await choose(page, 'Problems', problems);
  await choose(page, 'Fluent within', '2 s');
}

/** Starts the quiz, answers every fact right (waiting `pauseMs(fact)` first) and waits for the summary. */
async function playQuiz(page: Page, pauseMs: (d: Display, sheetFloorMs: number, count: number) => number): Promise<Display[]> {
  await page.getByLabel('Show right or wrong after each answer').uncheck();
  const problems = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());
  const floor = floorMs(problems);
  for (const [i, problem] of problems.entries()) {
    // The fact's clock starts when it is shown; the pause is spent looking at it.
    await expect(page.getByText(`Problem ${i + 1} of ${problems.length}`)).toBeVisible();
    const pause = pauseMs(problem, floor, problems.length);
    if (pause > 0) await page.waitForTimeout(pause);
    await answer(page, solve(problem));
  }
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/);
  return problems;
}

test('a fact right but slower than the chosen 2 s shows slow, and right in time in 2 of 3 tries shows mastered', async ({ page, request }) => {
  // Several quizzes, one of them at a deliberately slow pace.
  test.setTimeout(240_000);
  const person = newPerson('fluency');
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);

  // Slow on every fact but the keypad items (7 + 0): those measure the keypad, and typing them
  // fast keeps the keypad allowance at 0, so 2 s is the threshold the server grades at.
  await factsScreen(page, '10');
  const first = await playQuiz(page, (d) => (isKeypadItem(factKey(d), solve(d)) ? 0 : SLOW_MS));
  const slow = new Set(first.filter((d) => !isKeypadItem(factKey(d), solve(d))).map(factKey));
  expect(slow.size, 'the first quiz dealt only facts with a 0; run the test again').toBeGreaterThan(0);
  // The server graded at 2 s, not its 3 s default: only the keypad items were fluent.
  const fluent = first.length - first.filter((d) => slow.has(factKey(d))).length;
  const fluentFigure = page.getByText('Fluent facts', { exact: true }).locator('xpath=..');
  if (fluent > 0) await expect(fluentFigure).toHaveText(`Fluent facts${fluent}`);
  else await expect(fluentFigure).toHaveCount(0);

  await factsScreen(page, '30');
  for (const key of slow) await expect(grid(page).getByRole('listitem', { name: `${key}: right but slow` })).toBeVisible();

  // Then every fact in time (just above the sheet's floor per fact, far below 2 s), quiz after
  // quiz, until a slow fact has come right in time twice: slow, in time, in time is mastered.
  const fastTries = new Map<string, number>();
  for (let quiz = 1; ; quiz++) {
    const problems = await playQuiz(page, (_d, sheetFloorMs, count) => Math.ceil(sheetFloorMs / count) + 100);
    for (const d of problems) if (slow.has(factKey(d))) fastTries.set(factKey(d), (fastTries.get(factKey(d)) ?? 0) + 1);
    await factsScreen(page, '30');
    for (const [key, tries] of fastTries) {
      const state = tries >= 2 ? 'mastered' : 'right in time once';
      await expect(grid(page).getByRole('listitem', { name: `${key}: ${state}` })).toBeVisible();
    }
    for (const key of slow) {
      if (!fastTries.has(key)) await expect(grid(page).getByRole('listitem', { name: `${key}: right but slow` })).toBeVisible();
    }
    if ([...fastTries.values()].some((tries) => tries >= 2)) break;
    expect(quiz, `no slow fact came twice in ${MOST_FAST_QUIZZES} quizzes of 30`).toBeLessThan(MOST_FAST_QUIZZES);
  }
  // A busy machine can type the keypad items slowly enough to earn an allowance: said after the threshold.
  await expect(page.getByText(/^[1-9]\d* of \d+ facts mastered within 2 s( \(\+[\d.]+ s for your keypad\))?$/)).toBeVisible();
});
