import { expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';

test('video help lists topics and plays the in-app lesson of one', async ({ page }) => {
  await register(page.request, newPerson('help'));
  await page.goto(`${APP}/launchpad`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Video Help' }).click();
  await expect(page.getByRole('heading', { name: 'Video help' })).toBeVisible();
  await page.getByRole('button', { name: 'Big friends (pairs that make 10)' }).click();
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/Step 2 of/)).toBeVisible();
});
