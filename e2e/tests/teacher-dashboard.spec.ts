import { type APIRequestContext, expect, test } from '@playwright/test';
import { APP, newPerson, register, teach } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSideScroll } from '../support/touch.ts';

const SHOTS = '/tmp/shots-i18-teacher';
const api = (name: string) => `/rlm/mobile-apis/${name}.php`;
const LIST = { type: 'addition-list', params: { digits: 2, count: 4, allowSubtraction: false, allowNegative: false, problems: 4 } };

async function post(request: APIRequestContext, name: string, data: object) {
  const response = await request.post(api(name), { data: { env: 'production', ...data } });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/** A list quiz through the API: every answer right, or every answer leaving the last number out. */
async function listQuiz(request: APIRequestContext, right: boolean) {
  const quiz = (await post(request, 'start_quiz_api', { lpath: null, ...LIST })) as { quizId: number; problems: { numbers: number[] }[] };
  const answers = quiz.problems.map(({ numbers }) => (right ? numbers : numbers.slice(0, -1)).reduce((sum, n) => sum + n, 0));
  await post(request, 'submit_quiz_api', { quizId: quiz.quizId, answers, timesMs: answers.map(() => 1000) });
}

test('the teacher opens the dashboard, sorts it, reads the week, prints the join sheet and drills down into a student', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const teacher = { ...newPerson('teacher'), displayName: `Mr Sato ${stamp}` };
  await register(page.request, teacher);
  await teach(page.request);
  const className = `Beads ${stamp}`;
  const { classroom } = (await post(page.request, 'classroom_create_api', { name: className })) as { classroom: { joinCode: string } };

  const names = { amy: `Amy ${stamp}`, ben: `Ben ${stamp}`, cai: `Cai ${stamp}` };
  for (const [key, displayName] of Object.entries(names)) {
    const context = await browser.newContext();
    await register(context.request, { ...newPerson('student'), displayName });
    await post(context.request, 'classroom_join_api', { joinCode: classroom.joinCode });
    if (key === 'amy') await listQuiz(context.request, false);
    if (key === 'ben') await listQuiz(context.request, true);
    await context.close();
  }

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${APP}/launchpad/studentclassroomadmin`);
  const section = page.getByRole('region', { name: className });
  const table = section.getByRole('table', { name: `Students of ${className}` });
  await expect(table.getByRole('link', { name: names.amy })).toBeVisible();
  // The week's summary: Cai has not practised, and Amy's wrong answers each left a number out.
  const week = section.getByRole('region', { name: 'This week' });
  await expect(week.getByText('Not practised this week (1 of 3)')).toBeVisible();
  await expect(week.getByText(names.cai)).toBeVisible();
  await expect(week.getByRole('list', { name: 'Rules the class got wrong most' })).toContainText('leaving a number out — 4 wrong answers, 1 student');

  // Sorting by accuracy: best first, then worst first; a student without quizzes stays last.
  const firstRow = () => table.getByRole('row').nth(1);
  await table.getByRole('button', { name: 'Accuracy (4 weeks)' }).click();
  await expect(firstRow()).toContainText(names.ben);
  await table.getByRole('button', { name: 'Accuracy (4 weeks)' }).click();
  await expect(firstRow()).toContainText(names.amy);
  await expect(table.getByRole('row').nth(3)).toContainText(names.cai);
  await table.getByRole('button', { name: 'Student' }).click();
  await expect(firstRow()).toContainText(names.amy);
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
  await expectAccessible(page);

  await section.getByRole('button', { name: `Copy the join code of ${className}` }).click();
  await expect(section.getByRole('status')).toHaveText(`Copied ${classroom.joinCode}.`);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(classroom.joinCode);
  // Print shows only the join sheet (the browser's print dialog is replaced by a recorder).
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = document.body.dataset.printSheet ?? '';
    };
  });
  await section.getByRole('button', { name: `Print a join sheet for ${className}` }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', /\d+/);
  await page.evaluate(() => {
    document.body.dataset.printSheet = document.body.dataset.printed;
  });
  await page.emulateMedia({ media: 'print' });
  // Printing hides everything else, the classroom's region too: the sheet is found from the page.
  const sheet = page.getByTestId('join-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText(`${classroom.joinCode.slice(0, 4)}-${classroom.joinCode.slice(4)}`);
  await page.screenshot({ path: `${SHOTS}/join-sheet-print.png` });
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toBeHidden();

  await section.getByRole('button', { name: 'Show the class skill map' }).click();
  await expect(section.getByRole('heading', { name: 'Weakest cells' })).toBeVisible();

  // Drill-down: Amy's results, one opened with what went wrong, and her skill map.
  await table.getByRole('link', { name: names.amy }).click();
  await expect(page.getByRole('heading', { level: 1, name: names.amy })).toBeVisible();
  const results = page.getByRole('list', { name: 'Recent results' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results).toContainText('0 / 4 (0 %)');
  await results.getByRole('link').first().click();
  await expect(page.getByTestId('diagnosis').first()).toContainText('was left out', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Skill map' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/student-1280.png`, fullPage: true });
  await expectAccessible(page);

  // On a phone: the drill-down and the dashboard as cards, sorted with a menu, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/student-390.png`, fullPage: true });
  await expectNoSideScroll(page, 390);
  await page.getByRole('link', { name: 'Back to the classroom' }).click();
  const cards = page.getByRole('list', { name: `Students of ${className}` });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expectNoSideScroll(page, 390);
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
  await expectAccessible(page);
});

test('a learner names a parent for the weekly summary in Settings: consent needs an address, a wrong one is refused in words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await register(page.request, newPerson('learner'));
  await page.goto('/manage/my-settings.php');
  const form = page.getByRole('region', { name: 'Weekly summary email' });
  await form.getByRole('switch', { name: 'I agree: send my weekly summary to this parent' }).check();
  await form.getByRole('button', { name: 'Save weekly summary' }).click();
  await expect(form.getByText('Enter the parent’s email to send them the weekly summary.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Parent’s email' }).fill('mum at home');
  await form.getByRole('button', { name: 'Save weekly summary' }).click();
  await expect(form.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Parent’s email' }).fill('mum@example.com');
  await form.getByRole('button', { name: 'Save weekly summary' }).click();
  await expect(form.getByRole('status')).toHaveText('Weekly summary settings saved. A summary goes to mum@example.com each Monday.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Weekly summary email' }).getByRole('textbox', { name: 'Parent’s email' })).toHaveValue('mum@example.com');
  await expectNoSideScroll(page, 390);
  await page.getByRole('region', { name: 'Weekly summary email' }).screenshot({ path: `${SHOTS}/settings-summary-390.png` });
});
