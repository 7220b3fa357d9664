import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { answer, choose, problemsOf, solve } from '../support/quiz.ts';

/** Every number the flash stage showed, in order, recorded as the page wrote them. */
const RECORD_FLASHES = () => {
  const seen: string[] = [];
  Object.assign(window, { flashesSeen: seen });
  new MutationObserver((mutations) => {
    for (const m of mutations) {
      const stage = m.target instanceof HTMLElement ? m.target : m.target.parentElement;
      if (stage?.dataset.testid === 'flash-stage' && stage.textContent) seen.push(stage.textContent);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
};
const flashesSeen = (page: Page) => page.evaluate(() => (window as unknown as { flashesSeen: string[] }).flashesSeen.splice(0));

/** A one-round Beginner quiz (4 numbers in 4 s: each number about 0.8 s on screen), started. */
async function startFlash(page: Page, label: string) {
  await page.addInitScript(RECORD_FLASHES);
  // Signed up through the page's own request context, so the page shares the session cookie.
  await register(page.request, newPerson(label));
  await page.goto(`${APP}/launchpad/mental/flash`);
  await choose(page, 'Rounds', '1');
  const [problem] = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());
  return problem?.numbers ?? [];
}

/**
 * The replay shows the same numbers, is answered, and only that answer is sent to be graded. (On a
 * busy test machine a replay may miss frames too: it is then void again and replayed again.)
 */
async function replayAndAnswer(page: Page, numbers: number[]) {
  const total = page.getByText('What is the total?');
  const again = page.getByRole('button', { name: 'Show it again' });
  for (let attempt = 0; attempt < 5 && !(await total.isVisible()); attempt++) {
    await flashesSeen(page);
    await again.click();
    await expect(total.or(again)).toBeVisible({ timeout: 15_000 });
  }
  expect(await flashesSeen(page)).toEqual(numbers.map((n) => n.toLocaleString('en-US')));
  const sent = page.waitForRequest((request) => request.url().endsWith('/submit_quiz_api.php'));
  await answer(page, solve({ kind: 'list', numbers }));
  expect(((await sent).postDataJSON() as { answers: unknown[] }).answers).toEqual([solve({ kind: 'list', numbers })]);
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
}

test('a long task mid-round voids the flash round, which is shown again with the same numbers', async ({ page }) => {
  const numbers = await startFlash(page, 'flash-long-task');
  await untilShowing(page);
  // Block the main thread for half a second, as a slow phone's long task would.
  await page.evaluate(() => {
    const until = performance.now() + 500;
    while (performance.now() < until);
  });
  const notice = page.getByTestId('flash-void');
  await expect(notice).toContainText('This round does not count');
  await expect(notice).toContainText(/frames instead of \d+: the device was busy and missed frames\. It will be shown again with the same numbers\./);
  // The half second shows in the report: about 30 frames more than planned at 60 Hz.
  const report = JSON.parse((await notice.getAttribute('data-report')) ?? '{}') as { hz: number; void: { shown: number; planned: number } };
  expect(report.void.shown - report.void.planned).toBeGreaterThanOrEqual(Math.floor(report.hz * 0.4));
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveCount(0);
  await replayAndAnswer(page, numbers);
});

test('hiding the tab mid-round voids the flash round', async ({ page }) => {
  const numbers = await startFlash(page, 'flash-hidden');
  await untilShowing(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByTestId('flash-void')).toContainText('The page was hidden during the round');
  await page.evaluate(() => {
    delete (document as { visibilityState?: string }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await replayAndAnswer(page, numbers);
});
