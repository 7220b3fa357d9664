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

test('a name with a direction override is refused, and one that got in is shown isolated so it cannot reorder the text after it', async ({ page, request }) => {
  const person = newPerson('override');
  await register(request, person);
  // U+202E (right-to-left override) would print everything after the name backwards: '(you)' and the points.
  const NAME = 'Ann \u202eSmith';
  const refused = await request.post('/rlm/mobile-apis/update_profile_api.php', { data: { env: 'production', displayName: NAME } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain('Display name cannot contain invisible or direction-changing characters');

  const db = new SQLite(join(process.env.E2E_DATA_DIR ?? '', 'soroban-quiz.db'));
  db.prepare('UPDATE users SET display_name = ? WHERE email = ?').run(NAME, person.email);
  const { id } = db.prepare('SELECT id FROM users WHERE email = ?').get(person.email) as { id: number };
  // Points put the name on the all-time board without playing quizzes, which this test is not about.
  db.prepare("INSERT INTO points_totals (user_id, lpath, period, points) VALUES (?, '1442', 'all', 7)").run(id);
  db.close();

  await signIn(page, person);
  const isolated = async (where: string, name: ReturnType<typeof page.locator>) => {
    await test.step(where, async () => {
      await expect(name).toHaveText(NAME);
      // Chromium isolates <bdi>: its direction cannot leak into the text around it.
      await expect(name).toHaveCSS('unicode-bidi', 'isolate');
    });
  };
  await isolated('onboarding', page.getByRole('heading', { name: /^Welcome/ }).locator('bdi'));
  await page.goto(`${APP}/launchpad/profile`);
  await isolated('profile', page.getByRole('heading', { level: 1 }).locator('bdi'));
  await page.goto(`${APP}/launchpad/top100`);
  await page.getByRole('button', { name: 'All time' }).click();
  const me = page.locator('tr[data-me]');
  await isolated('top 100', me.locator('bdi'));
  await expect(me).toContainText(`${NAME} (you)`);
});
