import { type APIRequestContext, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { answerQuiz, choose } from '../support/quiz.ts';

async function follow(request: APIRequestContext, displayName: string) {
  await test.step(`follow ${displayName}`, async () => {
    const search = await request.post('/rlm/mobile-apis/user_search_api.php', { data: { env: 'production', query: displayName } });
    const { users } = (await search.json()) as { users: Array<{ userId: number; displayName: string }> };
    const user = users.find((u) => u.displayName === displayName);
    expect(user).toBeTruthy();
    expect((await request.post('/rlm/mobile-apis/follow_api.php', { data: { env: 'production', userId: user?.userId } })).status()).toBe(200);
  });
}

test('two people follow each other and see each other as friends; search finds a name by part of it', async ({ page, browser }) => {
  const stamp = Date.now().toString(36);
  const aiko = { ...newPerson('aiko'), displayName: `Aiko ${stamp}` };
  const kenji = { ...newPerson('kenji'), displayName: `Kenji ${stamp}` };
  const other = await browser.newContext();
  // Signing up through the page's own request context leaves the page signed in.
  await register(page.request, aiko);
  await register(other.request, kenji);

  // Aiko finds Kenji by part of his name and follows him from the search screen.
  await page.goto(`${APP}/launchpad/friendlist/usersearch`);
  await page.getByRole('textbox', { name: 'Display name' }).fill(`enji ${stamp}`);
  await page.getByRole('button', { name: `Follow Kenji ${stamp}` }).click();
  await expect(page.getByRole('button', { name: `Unfollow Kenji ${stamp}` })).toBeVisible();
  await expect(page.getByText('@')).toHaveCount(0);

  // Not friends until Kenji follows back.
  await page.goto(`${APP}/launchpad/friendlist`);
  await expect(page.getByText(/No friends yet/)).toBeVisible();
  await follow(other.request, aiko.displayName);
  await page.reload();
  await expect(page.getByRole('list', { name: 'People' }).getByText(kenji.displayName)).toBeVisible();
  await expect(page.getByText('Friend', { exact: true })).toBeVisible();
  await page.goto(`${APP}/launchpad/profile/following`);
  await expect(page.getByText(kenji.displayName)).toBeVisible();
  await other.close();
});

test('the top 100 ranks people by points from server-graded practice', async ({ page }) => {
  const person = newPerson('ranked');
  await register(page.request, person);
  await page.goto(`${APP}/launchpad/top100`);
  await expect(page.getByText(/Practise to get on the board/)).toBeVisible();

  await page.goto(`${APP}/launchpad/facts/10pairs`);
  await choose(page, 'Problems', '10');
  await page.getByLabel('Show right or wrong after each answer').uncheck();
  await answerQuiz(page, () => page.getByRole('button', { name: 'Start' }).click());
  await expect(page.getByLabel('Score 100 %')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Top 100' }).click();
  // 10 right facts at 1 coin each, plus half again for a perfect sheet: 15 points this week.
  await expect(page.getByText(/You are number \d+ with 15 points\./)).toBeVisible();
  const me = page.locator('tr[data-me]');
  await expect(me).toContainText(`${person.displayName} (you)`);
  await expect(me).toContainText('15');
  await page.getByRole('button', { name: 'All time' }).click();
  await expect(page.getByText(/You are number \d+ with 15 points\./)).toBeVisible();
});

test('a profile shows level, streak, coins and the practice chart', async ({ page }) => {
  const person = newPerson('profile');
  await register(page.request, person);
  await page.goto(`${APP}/launchpad`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: person.displayName })).toBeVisible();
  await expect(page.getByText('Level')).toBeVisible();
  await expect(page.getByRole('img', { name: /Quizzes per day/ })).toBeVisible();
});
