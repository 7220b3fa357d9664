import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { type Display, solve } from '../support/quiz.ts';

interface StartedExam {
  sections: { kind: string; problems: Display[] }[];
}

/** From the launchpad to a started soroban 10 kyu paper (lists and × only); returns the paper the app received. */
async function startTenKyu(page: Page, label: string): Promise<StartedExam> {
  await register(page.request, newPerson(label));
  await page.goto(`${APP}/launchpad`);
  await page.getByRole('link', { name: /Mock exams/ }).click();
  await expect(page.getByRole('heading', { name: 'Mock exams', level: 1 })).toBeVisible();
  await expect(page.getByText('Time: 20 min · 200 points')).toBeVisible();
  const started = page.waitForResponse((response) => response.url().endsWith('/start_mock_exam_api.php'));
  await page.getByRole('button', { name: 'START', exact: true }).click();
  const paper = (await (await started).json()) as StartedExam;
  await expect(page.getByRole('heading', { name: 'Mock exam: 10 kyu' })).toBeVisible();
  return paper;
}

test('a learner sits soroban 10 kyu end to end and sees the pass sheet with the wrong item', async ({ page }) => {
  test.setTimeout(90_000);
  const paper = await startTenKyu(page, 'mock-exam');
  const [lists, times] = paper.sections as [StartedExam['sections'][0], StartedExam['sections'][0]];
  // Lists: all right but No. 3, which is answered one too high; × all right (on its own tab).
  for (const [i, display] of lists.problems.entries())
    await page.getByLabel(`Answer ${i + 1}`, { exact: true }).fill(String(solve(display) + (i === 2 ? 1 : 0)));
  await page.getByRole('tab', { name: /Multiplication/ }).click();
  for (const [i, display] of times.problems.entries())
    await page.getByLabel(`Answer ${lists.problems.length + i + 1}`, { exact: true }).fill(String(solve(display)));
  await page.getByRole('tab', { name: /Lists/ }).click();
  await expect(page.getByLabel('Answer 1', { exact: true })).not.toHaveValue('');
  await page.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByTestId('exam-verdict')).toHaveText('Passed 10 kyu — 190 / 200 (lists 90, × 100)');
  const wrong = page.getByRole('listitem').filter({ hasText: 'No. 3 (lists)' });
  await expect(wrong).toContainText(
    `= ${solve(lists.problems[2]!).toLocaleString('en-US')} — you wrote ${(solve(lists.problems[2]!) + 1).toLocaleString('en-US')}`,
  );
  await page.getByRole('button', { name: 'Back to mock exams' }).click();
  await expect(page.getByText('Best passed: Soroban 珠算 10 kyu')).toBeVisible();
  await expect(page.getByText('Next grade to try: 9 kyu')).toBeVisible();
});

test('at time-up the sheet is handed in with the answers so far', async ({ page }) => {
  test.setTimeout(60_000);
  await page.clock.install();
  const paper = await startTenKyu(page, 'mock-exam-time-up');
  await page.getByLabel('Answer 1', { exact: true }).fill(String(solve(paper.sections[0]!.problems[0]!)));
  const handedIn = page.waitForRequest((request) => request.url().endsWith('/hand_in_mock_exam_api.php'));
  await page.clock.fastForward('20:01');
  expect(((await handedIn).postDataJSON() as { answers: (number | null)[][] }).answers[0]![0]).toBe(solve(paper.sections[0]!.problems[0]!));
  await expect(page.getByTestId('exam-verdict')).toHaveText('Not passed 10 kyu — 10 / 200 (lists 10, × 0)');
});

test('the printed paper and the online paper share the seed shown, and the PDF is fetched', async ({ page }) => {
  test.setTimeout(60_000);
  await register(page.request, newPerson('mock-exam-print'));
  await page.goto(`${APP}/launchpad/mockexams`);
  await page.getByLabel('Paper seed').fill('class-7b');
  const link = page.getByRole('link', { name: 'Answer key B4 (PDF)' });
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const started = page.waitForResponse((response) => response.url().endsWith('/start_mock_exam_api.php'));
  await page.getByRole('button', { name: 'START', exact: true }).click();
  expect(((await (await started).json()) as { seed: string }).seed).toBe('class-7b');
});
