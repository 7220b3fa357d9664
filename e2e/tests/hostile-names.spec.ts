import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';

const HOSTILE = '<img src=x onerror="window.__hacked=1">';

test('a display name full of markup is refused at the door, and shown as plain text if one ever got in', async ({ page, request }) => {
  const refused = await request.post('/rlm/mobile-apis/register_api.php', {
    data: { env: 'production', username: `hostile-${Date.now()}@example.com`, displayName: HOSTILE, password: 'a fine password' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain('Display name cannot contain < > or control characters.');

  // One that got in another way (an old import, a database edit) must still be inert everywhere.
  const person = newPerson('hostile');
  await register(request, person);
  const db = new SQLite(join(process.env.E2E_DATA_DIR ?? '', 'soroban-quiz.db'));
  db.prepare('UPDATE users SET display_name = ? WHERE email = ?').run(HOSTILE, person.email);
  db.close();
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${HOSTILE}!` })).toBeVisible();
  await page.goto('/manage/my-settings.php');
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(HOSTILE);
  for (const route of ['/launchpad/profile', '/launchpad/top100', `${APP}/launchpad-guided`]) {
    await page.goto(route.startsWith(APP) ? route : `${APP}${route}`);
    await page.waitForLoadState('networkidle');
  }
  expect(await page.evaluate('window.__hacked')).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
