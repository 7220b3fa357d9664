import { expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { answer, choose, problemsOf, solve, waitOutFloor } from '../support/quiz.ts';

const SHOTS = '/tmp/shots-i17j';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, leaving a quiz asks first and keeps it; Back resumes it; its result has a URL that survives a reload and is listed in My results', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await register(page.request, newPerson('journey'));
  await page.goto(`${APP}/launchpad/facts/addition`);
  await choose(page, 'Problems', '10');
  await page.getByLabel('Show right or wrong after each answer').uncheck();
  const problems = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).tap());
  const startedAt = Date.now();
  for (const problem of problems.slice(0, 3)) await answer(page, solve(problem));
  await expect(page.getByText('Problem 4 of 10')).toBeVisible();

  // During a quiz the bottom bar gives way; Back and the header's rocket still lead out, and ask first.
  await page.goBack();
  const leave = page.getByRole('dialog', { name: 'Leave this quiz?' });
  await expect(leave).toContainText('Your 3 answers so far are kept');
  await page.screenshot({ path: `${SHOTS}/leave-quiz-390.png` });
  await leave.getByRole('button', { name: 'Stay in the quiz' }).tap();
  await expect(page.getByText('Problem 4 of 10')).toBeVisible();
  await expect(page).toHaveURL(/\/launchpad\/facts\/addition\/quiz$/);

  await page.getByRole('button', { name: 'Guided training (rocket)' }).tap();
  await leave.getByRole('button', { name: 'Leave' }).tap();
  await expect(page).toHaveURL(/\/launchpad-guided$/);
  // Back returns to the same quiz, carried on from the next problem (no new quiz is started).
  let restarted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/start_quiz_api.php')) restarted = true;
  });
  await page.goBack();
  await expect(page.getByText('Problem 4 of 10')).toBeVisible();
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
  await listed.tap();
  await expect(page).toHaveURL(summaryUrl);
  await expect(page.getByLabel('Score 100 %')).toBeVisible();
});
