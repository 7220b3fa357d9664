import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';

function resetLinkFor(email: string): string | undefined {
  const folder = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  for (const file of readdirSync(folder)) {
    const text = readFileSync(join(folder, file), 'utf8');
    if (text.includes(`To: ${email}`)) return /(http\S+reset-password\?token=\S+)/.exec(text)?.[1];
  }
  return undefined;
}

test('forgot password: the emailed link sets a new password that signs in', async ({ page, request }) => {
  const person = newPerson('forgot');
  await register(request, person);
  await page.goto(`${APP}/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  let link: string | undefined;
  await expect.poll(() => (link = resetLinkFor(person.email))).toBeTruthy();
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByLabel('New password', { exact: true }).fill('my new abacus password');
  await page.getByLabel('Repeat new password').fill('my new abacus password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Your new password is set/)).toBeVisible();

  await signIn(page, { ...person, password: 'my new abacus password' });
  await expect(page).toHaveURL(/onboarding$/);
});
