import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';
import { sheetThroughApi } from '../support/quiz.ts';

const SHOTS = '/tmp/shots-goal';
const SPEC = { type: 'facts-addition', params: { max: 10, problems: 3 } } as const;

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

test("a learner picks a one-activity goal by tapping the ring, finishes a sheet and sees the ring fill, the streak and the goal's celebration once", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const person = newPerson('goal');
  await register(request, person);
  await signIn(page, person);
  await page.goto(`${APP}/launchpad`);

  await expect(page.getByRole('progressbar', { name: 'Today: 0 of 10 minutes' })).toBeVisible();
  await expect(page.getByText('0-day streak')).toBeVisible();
  await page.getByRole('button', { name: 'Change the daily goal' }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/set_daily_goal_api.php'));
  await page.getByRole('radio', { name: '1 activity a day', exact: true }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('radio', { name: '1 activity a day', exact: true })).toBeChecked();
  await shoot(page, 'goal-chooser');
  await page.getByRole('button', { name: 'Done' }).click();
  const ring = page.getByRole('progressbar', { name: 'Today: 0 of 1 activity' });
  await expect(ring).toHaveAttribute('aria-valuenow', '0');
  await shoot(page, 'launchpad-empty');

  // A 3-problem facts sheet through the API at the server's pace (the quiz screens are not what this test is about).
  await sheetThroughApi(page.request, SPEC);
  await page.reload();
  const full = page.getByRole('progressbar', { name: 'Today: 1 of 1 activity' });
  await expect(full).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('1-day streak')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Daily goal reached' })).toBeVisible();
  await shoot(page, 'launchpad');

  // Once a day: the next visit shows the full ring without celebrating again.
  const chose = await page.request.post('/rlm/mobile-apis/set_setting_api.php', {
    data: { env: 'production', lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } },
  });
  expect(chose.status()).toBe(201);
  await page.goto(`${APP}/launchpad-guided`);
  // A just-registered person sees the guided program's welcome first.
  await page.getByRole('button', { name: 'DONE', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Today: 1 of 1 activity' })).toBeVisible();
  await expect(page.getByText('1-day streak')).toBeVisible();
  await expect(page.getByText('Daily goal reached')).toHaveCount(0);
  await shoot(page, 'guided');

  // Settings offers the same choice: back to minutes, where one short sheet is not yet 5.
  await page.goto('/manage/my-settings.php');
  const again = page.waitForResponse((response) => response.url().endsWith('/set_daily_goal_api.php'));
  await page.getByRole('radio', { name: '5 minutes a day', exact: true }).click();
  expect((await again).status()).toBe(201);
  await page.goto(`${APP}/launchpad`);
  await expect(page.getByRole('progressbar', { name: /^Today: [0-4] of 5 minutes$/ })).toBeVisible();
});
