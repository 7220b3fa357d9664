import { expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { type Display, answer, choose, problemsOf, solve, waitOutFloor } from '../support/quiz.ts';

const SHOTS = '/tmp/shots-i17j';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, leaving a quiz asks first and keeps it; Back resumes it; its result has a URL that survives a reload and is listed in My results', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const person = { ...newPerson('journey'), displayName: `Journey ${Date.now().toString(36)}` };
  await register(page.request, person);
  await page.goto(`${APP}/launchpad/facts/addition`);
  await choose(page, 'Problems', '10');
  await page.getByLabel('Show right or wrong after each answer').uncheck();
  const problems = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).tap());
  const startedAt = Date.now();
  for (const problem of problems.slice(0, 3)) await answer(page, solve(problem));
  await expect(page.getByText('Problem 4 of 10')).toBeVisible();

  // During a quiz the bottom bar gives way; Back and the header's menu still lead out, and ask first.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave this quiz?' });
  await expect(leave).toContainText('Your 3 answers so far are kept');
  await page.screenshot({ path: `${SHOTS}/leave-quiz-390.png` });
  await leave.getByRole('button', { name: 'Stay in the quiz' }).tap();
  await expect(page.getByText('Problem 4 of 10')).toBeVisible();
  await expect(page).toHaveURL(/\/launchpad\/facts\/addition\/quiz$/);

  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('menuitem', { name: 'Classroom' }).tap();
  await leave.getByRole('button', { name: 'Leave' }).tap();
  await expect(page).toHaveURL(/\/launchpad\/studentclassroomadmin$/);
  // Back once the classroom screen has settled (it loads lazily; a Back during that load was lost once).
  await expect(page.getByRole('heading', { name: 'Classrooms', level: 1 })).toBeVisible();
  // Back returns to the same quiz, carried on from the next problem (no new quiz is started).
  let restarted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/start_quiz_api.php')) restarted = true;
  });
  await page.goBack();
  await expect(page.getByText('Problem 4 of 10')).toBeVisible({ timeout: 15_000 });
  // A reload carries on too.
  await page.reload();
  await expect(page.getByText('Problem 4 of 10')).toBeVisible();
  expect(restarted).toBe(false);
  for (const [i, problem] of problems.entries()) {
    if (i < 3) continue;
    if (i === problems.length - 1) await waitOutFloor(page, problems, startedAt);
    await answer(page, solve(problem));
  }
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
  const summaryUrl = page.url();

  await page.reload();
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
  await expect(page.getByText('10 / 10')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/summary-reloaded-390.png`, fullPage: true });
  await page.getByRole('link', { name: 'See every problem' }).tap();
  await expect(page).toHaveURL(/\/resultspage\/detail\?quiz=\d+$/);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Problems and answers' }).getByRole('row')).toHaveCount(11);

  await page.goto(`${APP}/resultspage/history`);
  await expect(page).toHaveTitle('My results · Soroban Quiz');
  const listed = page.getByRole('list', { name: 'Past quizzes' }).getByRole('link', { name: /10 \/ 10/ });
  await expect(listed).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/my-results-390.png`, fullPage: true });
  await expectAccessible(page);
  await listed.tap();
  await expect(page).toHaveURL(summaryUrl);
  await expect(page.getByLabel('Score 100 %')).toBeVisible();

  // The quiz put this person on the board; their row opens their profile.
  await page.goto(`${APP}/launchpad/top100`);
  await page.getByRole('button', { name: 'All time' }).tap();
  await page.getByRole('table', { name: 'Top 100' }).getByRole('link', { name: person.displayName }).tap();
  await expect(page).toHaveURL(/\/launchpad\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.displayName);
});

test('today’s practice left halfway is kept like any quiz: leaving asks first, the card offers to carry on, and it carries on from the next problem', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await register(page.request, newPerson('today-kept'));
  await page.goto(`${APP}/launchpad`);
  const started = page.waitForResponse((response) => response.url().endsWith('/start_review_api.php'));
  await page.getByRole('link', { name: "Start today's practice" }).tap();
  const problems = ((await (await started).json()) as { problems: Display[] }).problems;
  const startedAt = Date.now();
  expect(problems.length).toBeGreaterThanOrEqual(3);
  for (const problem of problems.slice(0, 2)) await answer(page, solve(problem));
  await expect(page.getByText(`Problem 3 of ${problems.length}`)).toBeVisible();

  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave this quiz?' });
  await expect(leave).toContainText('Your 2 answers so far are kept');
  await leave.getByRole('button', { name: 'Leave' }).tap();
  await expect(page).toHaveURL(/\/launchpad$/);

  let restarted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/start_review_api.php')) restarted = true;
  });
  await expect(page.getByTestId('todays-practice-waiting')).toContainText(`2 of ${problems.length} answered`);
  await page.getByRole('link', { name: "Carry on today's practice" }).tap();
  await expect(page.getByText(`Problem 3 of ${problems.length}`)).toBeVisible();
  for (const [i, problem] of problems.entries()) {
    if (i < 2) continue;
    if (i === problems.length - 1) await waitOutFloor(page, problems, startedAt);
    await answer(page, solve(problem));
  }
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
  expect(restarted).toBe(false);
});

test('a file that is not a video shows the server’s own message after one try, not a network error after four', async ({ page }) => {
  await register(page.request, newPerson('uploader'));
  await page.goto(`${APP}/launchpad/profile`);
  await page.getByRole('button', { name: 'Send feedback video' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Send a feedback video' });
  await expect(dialog.locator('.uppy-Dashboard')).toBeVisible();
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('uppy_uploader')) uploads += 1;
  });
  await dialog
    .locator('input.uppy-Dashboard-input[type=file]')
    .first()
    .setInputFiles({ name: 'notes.webm', mimeType: 'video/webm', buffer: Buffer.from('these are notes, not a video') });
  await dialog.getByRole('button', { name: /Upload 1 file/ }).tap();
  await expect(dialog.getByText('That file is not a video. Upload an MP4, MOV, WebM or MKV video.').first()).toBeVisible();
  await expect(dialog.getByText(/network error/i)).toHaveCount(0);
  expect(uploads).toBe(1);
});
