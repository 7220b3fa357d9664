import { type APIRequestContext, expect, test } from '@playwright/test';
import { generateExamPaper } from '@soroban/core';
import { APP, newPerson, register, teach } from '../support/accounts.ts';

/** A call made the way the app makes it; the answer's JSON. */
async function call(request: APIRequestContext, api: string, body: Record<string, unknown>) {
  const response = await request.post(`/rlm/mobile-apis/${api}.php`, { data: { env: 'production', ...body } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.json();
}

test('a teacher sets a mock exam paper for the class and sees the student who sat it, with the paper to print', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const teacher = newPerson('teacher');
  await register(page.request, teacher);
  await teach(page.request);
  const { classroom } = await call(page.request, 'classroom_create_api', { name: 'Exam Club' });

  const studentContext = await browser.newContext();
  const student = { ...newPerson('student'), displayName: `Aiko ${Date.now().toString(36)}` };
  await register(studentContext.request, student);
  await call(studentContext.request, 'classroom_join_api', { joinCode: classroom.joinCode });

  await page.goto(`${APP}/launchpad/studentclassroomadmin`);
  const form = page.getByRole('form', { name: 'Set a mock exam' });
  await form.getByRole('textbox', { name: 'Seed (blank: a new paper)' }).fill('club-e2e');
  await form.getByRole('button', { name: 'Set this exam' }).click();
  await expect(page.getByText(/Mock exam set: 10 kyu soroban, due \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  const results = page.getByRole('table', { name: 'Results of Soroban 10 kyu, paper club-e2e' });
  await expect(results.getByRole('row', { name: new RegExp(`${student.displayName} — Not yet taken`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Print paper (PDF)' })).toHaveAttribute('href', /seed=club-e2e.*part=paper/);

  await page.screenshot({ path: '/tmp/shots-i14-assign/classroom-exams-1280.png', fullPage: true });

  // The student sees the paper set on the mock exams screen (on a phone, without side scroll).
  const studentPage = await studentContext.newPage();
  await studentPage.setViewportSize({ width: 390, height: 844 });
  await studentPage.goto(`${APP}/launchpad/mockexams`);
  await expect(studentPage.getByText(/^Your teacher set: 10 kyu soroban, due \d{1,2} [A-Z][a-z]{2}$/)).toBeVisible();
  await expect(studentPage.getByText(`Exam Club · ${teacher.displayName} · paper club-e2e`)).toBeVisible();
  await studentPage.screenshot({ path: '/tmp/shots-i14-assign/assigned-card-390.png', fullPage: true });
  expect(await studentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The student's sitting goes through the API: the paper screen is tested in mock-exams.spec.ts.
  const { assignments } = await call(studentContext.request, 'my_exam_assignments_api', {});
  expect(assignments).toHaveLength(1);
  const exam = await call(studentContext.request, 'start_mock_exam_api', { body: 'soroban', grade: '10-kyu', assignmentId: assignments[0].assignmentId });
  expect(exam.seed).toBe('club-e2e');
  const answers = generateExamPaper('soroban', '10-kyu', exam.seed).sections.map((s) => s.problems.map((p) => p.answer));
  await call(studentContext.request, 'hand_in_mock_exam_api', { examId: exam.examId, answers });
  await studentContext.close();

  await page.reload();
  await expect(results.getByRole('row', { name: new RegExp(`${student.displayName} ${exam.maxPoints} / ${exam.maxPoints} Passed`) })).toBeVisible();
});
