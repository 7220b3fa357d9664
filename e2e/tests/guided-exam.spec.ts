import { expect, test } from '@playwright/test';
import { generateExamPaper } from '@soroban/core';
import { APP, admin, newPerson, register } from '../support/accounts.ts';
import { activitiesDone } from '../support/guided.ts';

test('a guided exam unit sits the real 1 kyu paper, and passing it completes the unit’s exam', async ({ page }) => {
  test.setTimeout(120_000);
  const person = newPerson('guided-exam');
  await register(page.request, person);
  await page.request.post('/rlm/mobile-apis/set_setting_api.php', {
    data: { env: 'production', lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } },
  });
  // Placed at unit 32 (1 kyu: mock exam) by the operators' command, its lesson confirmed through the API.
  await admin('guided-place', '--email', person.email, '--unit', '32');
  await activitiesDone(page.request, 'u32-lesson');

  await page.goto(`${APP}/launchpad-guided`);
  await page.getByRole('button', { name: 'DONE', exact: true }).click(); // the welcome a just-registered person sees
  const exam = page.locator('[data-activity-id="u32-exam"]');
  await expect(exam).toHaveAttribute('data-state', 'current');
  await exam.click();
  await page.getByRole('button', { name: 'START', exact: true }).click();
  await expect(page.getByRole('heading', { name: '1 kyu mock exam', level: 1 })).toBeVisible();
  await expect(page.getByText('Time: 30 min · 300 points')).toBeVisible();

  const started = page.waitForResponse((response) => response.url().endsWith('/guided_exam_start_api.php'));
  await page.getByRole('button', { name: 'START', exact: true }).click();
  const { seed } = (await (await started).json()) as { seed: string };
  const paper = generateExamPaper('soroban', '1-kyu', seed);
  // Every list and × right, ÷ 1–12 right and the rest left empty: 100 + 100 + 60 = 260 of 300, pass at 240.
  const tabs = [/Lists/, /Multiplication/, /Division/];
  let number = 0;
  for (const [s, section] of paper.sections.entries()) {
    await page.getByRole('tab', { name: tabs[s] }).click();
    for (const [i, problem] of section.problems.entries()) {
      number++;
      if (s === 2 && i >= 12) continue;
      await page.getByLabel(`Answer ${number}`, { exact: true }).fill(String(problem.answer));
    }
  }
  await page.getByRole('button', { name: 'Hand in' }).click();
  await expect(page.getByTestId('exam-verdict')).toHaveText('Passed 1 kyu — 260 / 300 (lists 100, × 100, ÷ 60)');
  await expect(page.getByText('this exam unit of the guided program is complete')).toBeVisible();
  await expect(page.getByText('8 items to look at again')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'No. 43 (÷)' })).toContainText('— left empty');

  await page.getByRole('button', { name: 'Back to the program' }).click();
  await expect(page).toHaveURL(/\/launchpad-guided$/);
  await expect(exam).toHaveAttribute('data-state', 'done');
  await expect(page.locator('[data-activity-id="u32-anzan"]')).toHaveAttribute('data-state', 'current');
});
