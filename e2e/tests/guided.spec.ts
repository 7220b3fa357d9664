import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';
import { answer, answerQuiz, problemsOf, solve } from '../support/quiz.ts';

const icon = (page: Page, id: string) => page.locator(`[data-activity-id="${id}"]`);

test('a new user signs up, goes through onboarding into the program, completes the first activity and the marker moves', async ({ page }) => {
  const person = newPerson('guided');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Display name' }).fill(person.displayName);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Guided program' }).click();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/launchpad-guided$/);
  await expect(page).toHaveTitle('Soroban & Mental Math');
  await expect(page.getByText('Working on Unit 1')).toBeVisible();

  // The kanji item's glyph is drawn in the app's own kanji subset (headless Chromium has no Japanese
  // font): a button's own font would show an empty box.
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          let loaded = false;
          document.fonts.forEach((face) => (loaded ||= face.family === 'Soroban Kanji' && face.status === 'loaded'));
          return loaded;
        }),
      { timeout: 10_000 },
    )
    .toBe(true);
  const first = icon(page, 'u01-lesson');
  await expect(first).toHaveAttribute('data-state', 'current');
  await expect(icon(page, 'u01-skill')).toHaveAttribute('data-state', 'locked');
  await expect(page.locator('#working-activity [data-activity-id="u01-lesson"]')).toBeVisible();
  await first.click();
  await expect(page.getByRole('dialog').getByText('0/1')).toBeVisible();
  await page.getByRole('button', { name: 'START', exact: true }).click();
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  // A lesson is done from its last step only.
  const done = page.getByRole('button', { name: 'DONE', exact: true });
  await expect(done).toBeDisabled();
  const next = page.getByRole('button', { name: 'Next' });
  while (await next.isEnabled()) await next.click();
  await done.click();
  await expect(first).toHaveAttribute('data-state', 'done');
  await expect(page.locator('#working-activity [data-activity-id="u01-lesson"]')).toHaveCount(0);
  await expect(page.locator('#working-activity [data-activity-id="u01-lesson-2"]')).toBeVisible();
});

test('jumping to unit 3 by passing its jump quizzes, then resetting back to unit 1', async ({ page, request }) => {
  // Up to three jump quizzes, each answered at the server's pace: past the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const person = newPerson('jumper');
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
  await request.post('/rlm/mobile-apis/set_setting_api.php', {
    data: { env: 'production', lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } },
  });
  await page.goto(`${APP}/launchpad-guided`);
  // A just-registered person sees the welcome first.
  await page.getByRole('button', { name: 'DONE', exact: true }).click();
  await page.getByRole('button', { name: 'Jump to unit 3', exact: true }).click();
  await expect(page.getByText('Jump to Unit 3?')).toBeVisible();
  await expect(page.getByText('You will need to pass 1 or more jump quizzes.')).toBeVisible();
  await page.getByRole('button', { name: 'JUMP', exact: true }).click();
  await expect(page).toHaveURL(/\/launchpad-guided\/testout$/);
  for (let i = 1; i <= 3; i++) {
    const startButton = page.getByRole('button', { name: `Start jump quiz ${i}` });
    if (!(await startButton.isVisible().catch(() => false)) && i > 1) break;
    // The last answer's Enter sends the quiz; what shows next depends on its answer, so wait for it.
    const submitted = page.waitForResponse((response) => response.url().endsWith('/submit_quiz_api.php'));
    await answerQuiz(page, () => startButton.click());
    await submitted;
    await expect(page.getByText('Welcome to unit 3!').or(page.getByRole('button', { name: `Start jump quiz ${i + 1}` }))).toBeVisible();
    if (await page.getByText('Welcome to unit 3!').isVisible()) break;
  }
  await expect(page.getByText('Welcome to unit 3!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the program' }).click();
  await expect(page.getByText('Working on Unit 3')).toBeVisible();
  // Only the working unit starts open; open unit 1 to see its jumped activities.
  await page.getByRole('button', { name: /^First bead moves/ }).click();
  await expect(icon(page, 'u01-skill')).toHaveAttribute('data-state', 'done');

  await page.getByRole('button', { name: 'Reset program' }).click();
  await expect(page.getByText('Reset Program?')).toBeVisible();
  await page.getByRole('button', { name: 'RESET', exact: true }).click();
  await expect(page.getByText('Working on Unit 1')).toBeVisible();
  await expect(icon(page, 'u01-skill')).toHaveAttribute('data-state', 'locked');
});

for (const [device, userAgent, hint] of [
  ['iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 'on your iPhone'],
  ['Android', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 'on your phone'],
] as const) {
  test(`the welcome dialog on ${device} gives the install hint, and the guide while no install video is installed`, async ({ browser }) => {
    const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/videos/')) videoRequests.push(request.url());
    });
    const person = newPerson(device.toLowerCase());
    await register(context.request, person);
    // A first visit's page names the welcome's code (the build's 'welcome' chunk) and carries the program.
    const firstPage = await (await context.request.get(`${APP}/launchpad-guided`)).text();
    expect(firstPage).toMatch(/<link rel="modulepreload" crossorigin href="[^"]+\/assets\/welcome-[\w-]+\.js">/);
    expect(firstPage).toContain('/rlm/mobile-apis/guided_launchpad.php');
    await page.goto(`${APP}/launchpad-guided`);
    const dialog = page.getByRole('dialog', { name: 'Welcome to Soroban Quiz!' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`To install Soroban Quiz ${hint}`)).toBeVisible();
    // The operator has not dropped the install videos into the build: the server sends no location,
    // so the phone gets the in-app guide under the install hint, and the browser fetches no 404.
    await expect(dialog.getByTestId('lesson-player')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(videoRequests).toEqual([]);
    await context.close();
  });
}

test('the welcome dialog on other devices plays the in-app guide, and DONE ends it for good', async ({ page, request }) => {
  const person = newPerson('desktop');
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
  await page.goto(`${APP}/launchpad-guided`);
  const dialog = page.getByRole('dialog', { name: 'Welcome to Soroban Quiz!' });
  await expect(dialog.getByTestId('lesson-player')).toBeVisible();
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await page.reload();
  await expect(page.getByText(/Working on Unit 1/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to Soroban Quiz!' })).toHaveCount(0);
});

test('placement goes family by family and suggests a jump to the first family below 80 %', async ({ page, request }) => {
  // Two placement quizzes, each sent after its sheet's floor on the server's clock has passed.
  test.setTimeout(90_000);
  const person = newPerson('placed');
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Guided program' }).click();
  // Direct moves: all right.
  await answerQuiz(page, () => page.getByRole('button', { name: 'Start the check' }).click());
  await expect(page.getByText('Direct moves: 5 of 5 right. Next: Small friends.')).toBeVisible();
  // Small friends: every answer one off.
  for (const problem of await problemsOf(page, () => page.getByRole('button', { name: 'Next quiz' }).click())) await answer(page, solve(problem) + 1);
  await expect(page.getByText('Start with small friends.')).toBeVisible();
  await expect(page.getByText('You can jump ahead to unit 3 by passing its jump quizzes.')).toBeVisible();
  await page.getByRole('button', { name: 'Try the jump' }).click();
  await expect(page).toHaveURL(/\/launchpad-guided\/testout$/);
});
