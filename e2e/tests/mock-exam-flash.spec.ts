import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { flashesSeen, installFlashClock, pauseFlashClock, recordFlashes, runFlashUntil } from '../support/flash-clock.ts';
import { type Display, solve } from '../support/quiz.ts';

const shownAs = (numbers: number[]) => numbers.map((n) => n.toLocaleString('en-US'));

/** A started flash 10 kyu paper (10 rounds of 4 one-digit numbers in 4 s) on a paused fake clock; returns its rounds. */
async function startFlashTenKyu(page: Page, label: string): Promise<number[][]> {
  await recordFlashes(page);
  await installFlashClock(page);
  await register(page.request, newPerson(label));
  await page.goto(`${APP}/launchpad/mockexams`);
  await page.getByRole('button', { name: 'Flash anzan' }).click();
  await expect(page.getByText('Pass: 7 of 10 right (5–6 is 準合格)')).toBeVisible();
  const started = page.waitForResponse((response) => response.url().endsWith('/start_mock_exam_api.php'));
  await page.getByRole('button', { name: 'START', exact: true }).click();
  const paper = (await (await started).json()) as { sections: { kind: string; problems: Display[] }[] };
  await expect(page.getByRole('heading', { name: 'Mock exam: 10 kyu (app)' })).toBeVisible();
  await pauseFlashClock(page);
  return paper.sections[0]!.problems.map((p) => p.numbers ?? []);
}

const showButton = (page: Page) => page.getByRole('button', { name: /^Show the 4 numbers/ }).first();
const shownRounds = (page: Page) => page.getByRole('button', { name: 'Shown' });

/** Plays the next round to its end on the fake clock, checks it showed `numbers` and answers it. */
async function showAndAnswer(page: Page, round: number, numbers: number[], value: number) {
  await flashesSeen(page);
  await showButton(page).click();
  await runFlashUntil(page, async () => (await shownRounds(page).count()) === round, 250, 20_000);
  expect(await flashesSeen(page)).toEqual(shownAs(numbers));
  await page.getByLabel(`Answer ${round}`, { exact: true }).fill(String(value));
}

/** Starts the next round and waits until its second number is on screen. */
async function midRound(page: Page) {
  await showButton(page).click();
  await runFlashUntil(page, async () => (await page.locator('[data-testid="flash-stage"][data-showing="1"]').count()) > 0);
}

/** A void round: its answer box stays shut, and the replay shows the very same numbers before it opens. */
async function replayAfterVoid(page: Page, round: number, numbers: number[], reason: RegExp) {
  const notice = page.getByTestId('flash-void');
  await runFlashUntil(page, async () => (await notice.count()) > 0);
  await expect(notice).toContainText(reason);
  await expect(notice).toContainText('It will be shown again with the same numbers.');
  await expect(page.getByLabel(`Answer ${round}`, { exact: true })).toBeDisabled();
  await flashesSeen(page);
  await page.getByRole('button', { name: 'Show it again' }).click();
  await runFlashUntil(page, async () => (await shownRounds(page).count()) === round, 250, 20_000);
  expect(await flashesSeen(page)).toEqual(shownAs(numbers));
  await page.getByLabel(`Answer ${round}`, { exact: true }).fill(String(solve({ kind: 'list', numbers })));
}

async function handIn(page: Page) {
  await page.clock.resume();
  await page.getByRole('button', { name: 'Hand in' }).click();
}

test('a flash mock exam: a long task and a hidden tab void their rounds, which replay the same numbers; 7 of 10 right passes', async ({ page }) => {
  test.setTimeout(180_000);
  const rounds = await startFlashTenKyu(page, 'mock-flash-pass');
  await expect(page.getByLabel('Answer 1', { exact: true })).toBeDisabled();

  // Round 1: the page is busy for a second while number 2 is on screen.
  await midRound(page);
  await page.clock.fastForward(1000);
  await replayAfterVoid(page, 1, rounds[0]!, /Number 2 was on screen \d+ frames instead of \d+: the device was busy and missed frames\./);

  // Round 2: the tab is hidden mid-round.
  await midRound(page);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: string }).visibilityState;
  });
  await replayAfterVoid(page, 2, rounds[1]!, /The page was hidden during the round/);

  // Rounds 3–10: 5 more right, 3 wrong (one too high) — 7 right in all.
  for (let r = 3; r <= 10; r++) {
    const numbers = rounds[r - 1]!;
    await showAndAnswer(page, r, numbers, solve({ kind: 'list', numbers }) + (r > 7 ? 1 : 0));
  }
  await handIn(page);
  await expect(page.getByTestId('exam-verdict')).toHaveText('Passed 10 kyu (app) — 7 / 10 right');
});

test('a flash mock exam with 5 of 10 right is 準合格, not a pass', async ({ page }) => {
  test.setTimeout(120_000);
  const rounds = await startFlashTenKyu(page, 'mock-flash-semi');
  // Five rounds shown and answered right; the other five never shown, so never answered.
  for (let r = 1; r <= 5; r++) {
    const numbers = rounds[r - 1]!;
    await showAndAnswer(page, r, numbers, solve({ kind: 'list', numbers }));
  }
  await expect(page.getByLabel('Answer 6', { exact: true })).toBeDisabled();
  await handIn(page);
  await expect(page.getByTestId('exam-verdict')).toHaveText('準合格 10 kyu (app) — 5 / 10 right');
});
