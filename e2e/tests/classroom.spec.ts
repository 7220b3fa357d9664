import { expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { expectNoSideScroll } from '../support/touch.ts';

const SHOTS = '/tmp/shots-i17j';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, a teacher finds Classroom from the menu and says "I teach"; a student joins from the launchpad card; removing asks first', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const teacher = { ...newPerson('teacher'), displayName: `Ms Tanaka ${Date.now().toString(36)}` };
  await register(page.request, teacher);
  await page.goto(`${APP}/launchpad`);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('menuitem', { name: 'Classroom' }).tap();
  await expect(page).toHaveURL(/\/launchpad\/studentclassroomadmin$/);
  await expect(page).toHaveTitle('Classrooms · Soroban Quiz');
  // A student is not offered to create a class until they say they teach.
  await expect(page.getByRole('textbox', { name: 'New classroom name' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/classroom-offer-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'I teach' }).tap();
  await page.getByRole('button', { name: 'Create' }).tap();
  await expect(page.getByRole('alert')).toHaveText('Give the classroom a name.');
  await page.getByRole('textbox', { name: 'New classroom name' }).fill('Abacus Club');
  await page.getByRole('button', { name: 'Create' }).tap();
  const code = (await page.getByTestId('join-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByText(`No students yet. Give them the code ${code}.`)).toBeVisible();

  const studentContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const studentPage = await studentContext.newPage();
  const student = { ...newPerson('student'), displayName: `Yuki ${Date.now().toString(36)}` };
  await register(studentContext.request, student);
  await studentPage.goto(`${APP}/launchpad`);
  const card = studentPage.getByRole('link', { name: /Join your class/ });
  await expect(card).toBeVisible();
  await studentPage.screenshot({ path: `${SHOTS}/launchpad-card-390.png` });
  await card.tap();
  await expect(studentPage.getByRole('button', { name: 'I teach' })).toBeVisible();
  await studentPage.getByRole('textbox', { name: 'Join code' }).fill('WRONGCOD');
  await studentPage.getByRole('button', { name: 'Join' }).tap();
  await expect(studentPage.getByText('No classroom has that code. Check it with your teacher.')).toBeVisible();
  await studentPage.getByRole('textbox', { name: 'Join code' }).fill(code);
  await studentPage.getByRole('button', { name: 'Join' }).tap();
  await expect(studentPage.getByText(`Abacus Club · teacher ${teacher.displayName}`)).toBeVisible();
  await studentContext.close();

  await page.reload();
  // On a phone the students are cards, and the page stays the width of the screen.
  const students = page.getByRole('list', { name: 'Students of Abacus Club' });
  await expect(students.getByText(student.displayName)).toBeVisible();
  await expectNoSideScroll(page, 390);
  await page.screenshot({ path: `${SHOTS}/classroom-teacher-390.png`, fullPage: true });
  await students.getByRole('button', { name: `Remove ${student.displayName}` }).tap();
  const confirm = page.getByRole('dialog', { name: `Remove ${student.displayName} from Abacus Club?` });
  await confirm.getByRole('button', { name: 'Cancel' }).tap();
  await expect(students.getByText(student.displayName)).toBeVisible();
  await students.getByRole('button', { name: `Remove ${student.displayName}` }).tap();
  await confirm.getByRole('button', { name: 'Remove' }).tap();
  await expect(page.getByText(`No students yet. Give them the code ${code}.`)).toBeVisible();
});
