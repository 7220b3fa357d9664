import { expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';

test('a teacher creates a classroom, a student joins with its code, and the teacher sees them', async ({ page, browser }) => {
  const teacher = { ...newPerson('teacher'), displayName: `Ms Tanaka ${Date.now().toString(36)}` };
  await register(page.request, teacher);
  await page.goto(`${APP}/launchpad/studentclassroomadmin`);
  await page.getByRole('textbox', { name: 'New classroom name' }).fill('Abacus Club');
  await page.getByRole('button', { name: 'Create' }).click();
  const code = (await page.getByTestId('join-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByText(`No students yet. Give them the code ${code}.`)).toBeVisible();

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  const student = { ...newPerson('student'), displayName: `Yuki ${Date.now().toString(36)}` };
  await register(studentContext.request, student);
  await studentPage.goto(`${APP}/launchpad/studentclassroomadmin`);
  await studentPage.getByRole('textbox', { name: 'Join code' }).fill('WRONGCOD');
  await studentPage.getByRole('button', { name: 'Join' }).click();
  await expect(studentPage.getByText('No classroom has that code. Check it with your teacher.')).toBeVisible();
  await studentPage.getByRole('textbox', { name: 'Join code' }).fill(code);
  await studentPage.getByRole('button', { name: 'Join' }).click();
  await expect(studentPage.getByText(`Abacus Club · teacher ${teacher.displayName}`)).toBeVisible();
  await studentContext.close();

  await page.reload();
  const students = page.getByRole('table', { name: 'Students of Abacus Club' });
  await expect(students.getByText(student.displayName)).toBeVisible();
  await students.getByRole('button', { name: `Remove ${student.displayName}` }).click();
  await expect(page.getByText(`No students yet. Give them the code ${code}.`)).toBeVisible();
});
