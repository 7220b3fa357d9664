import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';
import { installFlashClock, pauseFlashClock, runFlashUntil } from '../support/flash-clock.ts';
import { type Display, answer, choose, problemsOf, solve } from '../support/quiz.ts';

async function signedIn(page: Page, request: Parameters<typeof register>[0], label: string) {
  const person = newPerson(label);
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
}

/** Starts the quiz from its start screen and returns its problems, read from the start call. */
const startQuiz = (page: Page) => problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());

test('a facts quiz answered right end to end shows 100 % on the summary', async ({ page, request }) => {
  await signedIn(page, request, 'facts');
  await page.goto(`${APP}/launchpad`);
  await page.getByRole('link', { name: /Addition Sums to 20/ }).click();
  await expect(page).toHaveURL(/\/launchpad\/facts\/addition$/);
  await choose(page, 'Problems', '10');
  await page.getByLabel('Show right or wrong after each answer').uncheck();
  const problems = await startQuiz(page);
  expect(problems).toHaveLength(10);
  for (const [i, problem] of problems.entries()) {
    await expect(page.getByText(`Problem ${i + 1} of 10`)).toBeVisible();
    await answer(page, solve(problem));
  }
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/);
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
  await expect(page.getByText('10 / 10')).toBeVisible();
});

test('a wrong answer is shown in the detail with the right one', async ({ page, request }) => {
  await signedIn(page, request, 'detail');
  await page.goto(`${APP}/launchpad/facts/10pairs`);
  await choose(page, 'Problems', '10');
  const problems = await startQuiz(page);
  for (const [i, problem] of problems.entries()) {
    await answer(page, i === 0 ? solve(problem) + 1 : solve(problem));
    // Instant feedback is on: the first answer is marked wrong with the right answer.
    if (i === 0) await expect(page.getByText(`Not quite: the answer is ${solve(problem)}.`)).toBeVisible();
  }
  await expect(page.getByLabel('Score 90 %')).toBeVisible();
  await page.getByRole('link', { name: 'See every problem' }).click();
  const first = page.getByRole('row').nth(1);
  await expect(first).toHaveAttribute('data-correct', 'false');
  await expect(first).toContainText(`${solve(problems[0] as Display) + 1} ✗`);
  await expect(first.getByRole('cell').nth(3)).toHaveText(String(solve(problems[0] as Display)));
});

test('a flash anzan round is shown frame-timed and answered', async ({ page }) => {
  await installFlashClock(page);
  await register(page.request, newPerson('flash'));
  await page.goto(`${APP}/launchpad/mental/flash`);
  await choose(page, 'Level', '20 dan (3 digits × 15 in 1.50 s)');
  await choose(page, 'Rounds', '1');
  await pauseFlashClock(page);
  const problems = await startQuiz(page);
  await runFlashUntil(page, () => page.getByText('What is the total?').isVisible());
  await expect(page.getByTestId('round-note')).toHaveText(
    /15 numbers in 1\.50 s, blanks included: .* at \d+ Hz; every number was shown for its planned frames/,
  );
  await page.clock.resume();
  await answer(page, solve(problems[0] as Display));
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
});

test('an audible round plays with no speech voices at all', async ({ page, request }) => {
  await page.addInitScript(() => {
    // As in headless Chromium and many devices: no speech synthesis to lean on.
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  });
  await signedIn(page, request, 'audible');
  await page.goto(`${APP}/launchpad/mental/audible`);
  await choose(page, 'Rounds', '1');
  await choose(page, 'Numbers', '3');
  const problems = await startQuiz(page);
  await expect(page.getByTestId('audible-round')).toBeVisible();
  await expect(page.getByText('What is the total?')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('round-note')).toHaveText(/^Numbers read 1\.80 s apart \(pace asked: 1\.80 s\)/);
  await answer(page, solve(problems[0] as Display));
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
});

test('answers survive a dropped connection and are sent when it returns', async ({ page, request, context }) => {
  await signedIn(page, request, 'offline');
  await page.goto(`${APP}/launchpad/facts/5pairs`);
  await choose(page, 'Problems', '10');
  await page.getByLabel('Show right or wrong after each answer').uncheck();
  const problems = await startQuiz(page);
  for (const [i, problem] of problems.entries()) {
    if (i === problems.length - 1) await context.setOffline(true);
    await answer(page, solve(problem));
  }
  await expect(page.getByText(/The connection is gone; they are kept on this device/)).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
});
