import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { flashesSeen, installFlashClock, pauseFlashClock, recordFlashes, runFlashUntil } from '../support/flash-clock.ts';
import { answer, choose, problemsOf, solve } from '../support/quiz.ts';

/** A one-round Beginner quiz (4 numbers in 4 s), started on a paused fake clock; returns the round's numbers. */
async function startFlash(page: Page, label: string) {
  await recordFlashes(page);
  await installFlashClock(page);
  // Signed up through the page's own request context, so the page shares the session cookie.
  await register(page.request, newPerson(label));
  await page.goto(`${APP}/launchpad/mental/flash`);
  await choose(page, 'Rounds', '1');
  await pauseFlashClock(page);
  const [problem] = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());
  await runFlashUntil(page, async () => (await page.locator('[data-testid="flash-stage"][data-showing="1"]').count()) > 0);
  return problem?.numbers ?? [];
}

/** The replay shows the same numbers, is answered, and only that answer is sent to be graded. */
async function replayAndAnswer(page: Page, numbers: number[]) {
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
  await flashesSeen(page);
  await page.getByRole('button', { name: 'Show it again' }).click();
  const total = page.getByText('What is the total?');
  await runFlashUntil(page, () => total.isVisible());
  expect(await flashesSeen(page)).toEqual(numbers.map((n) => n.toLocaleString('en-US')));
  await page.clock.resume();
  const sent = page.waitForRequest((request) => request.url().endsWith('/submit_quiz_api.php'));
  await answer(page, solve({ kind: 'list', numbers }));
  expect(((await sent).postDataJSON() as { answers: unknown[] }).answers).toEqual([solve({ kind: 'list', numbers })]);
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
}

test('a long task mid-round voids the flash round, which is shown again with the same numbers', async ({ page }) => {
  const numbers = await startFlash(page, 'flash-long-task');
  // Number 2 is on screen: the page is busy for a second (longer than a number and its blank, 60
  // frames), so the frame that should take it off comes late.
  await page.clock.fastForward(1000);
  const notice = page.getByTestId('flash-void');
  await runFlashUntil(page, async () => (await notice.count()) > 0);
  await expect(notice).toContainText('This round does not count');
  await expect(notice).toContainText(
    /Number 2 was on screen \d+ frames instead of \d+: the device was busy and missed frames\. It will be shown again with the same numbers\./,
  );
  await replayAndAnswer(page, numbers);
});

test('hiding the tab mid-round voids the flash round', async ({ page }) => {
  const numbers = await startFlash(page, 'flash-hidden');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: string }).visibilityState;
  });
  await expect(page.getByTestId('flash-void')).toContainText('The page was hidden during the round');
  await replayAndAnswer(page, numbers);
});
