import { expect, test } from '@playwright/test';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';

test('bead taps on the digital soroban that set 1, 2, 3 read back as 123', async ({ page, request }) => {
  const person = newPerson('soroban');
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
  await page.goto(`${APP}/launchpad/soroban/digitalsoroban`);
  const soroban = page.getByRole('group', { name: 'Soroban with 13 rods' });
  await expect(soroban).toBeVisible();
  await soroban.locator('[data-rod="2"][data-bead="0"]').click();
  await soroban.locator('[data-rod="1"][data-bead="1"]').click();
  await soroban.locator('[data-rod="0"][data-bead="2"]').click();
  await page.getByLabel('Show value').check();
  await expect(page.getByText('Value: 123')).toBeVisible();
  await expect(soroban).toHaveAttribute('data-value', '123');
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('Value: 0')).toBeVisible();
});

test('the level routes open the digital soroban full screen', async ({ page, request }) => {
  const person = newPerson('fullscreen');
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
  await page.goto(`${APP}/launchpad/soroban/level/multiplication/digitalsoroban`);
  await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
});
