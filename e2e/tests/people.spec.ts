import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { APP, type Person, newPerson, register, teach } from '../support/accounts.ts';
import { sheetThroughApi } from '../support/quiz.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function userIdOf(request: APIRequestContext, displayName: string) {
  const search = await request.post('/rlm/mobile-apis/user_search_api.php', { data: { env: 'production', query: displayName } });
  const { users } = (await search.json()) as { users: Array<{ userId: number; displayName: string }> };
  const user = users.find((u) => u.displayName === displayName);
  expect(user, `${displayName} is found`).toBeTruthy();
  return user?.userId ?? 0;
}

/**
 * Passes a 10 pairs sheet of `problems` problems with every answer right, through the API as the person
 * signed in on `request` (the points come from the server's grading; the quiz screens are tested elsewhere).
 */
async function passFactsQuiz(request: APIRequestContext, problems: number) {
  const summary = await sheetThroughApi(request, { type: 'ten-pairs', params: { problems, thresholdMs: 3000 } });
  expect([summary.correct, summary.total]).toEqual([problems, problems]);
}

/**
 * A short real WebM (a moving square) recorded by the browser itself, so playback can be checked
 * for real: the server only keeps files whose bytes are a video container.
 */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    for (let frame = 0; frame < 15; frame += 1) {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, 160, 120);
      context.fillStyle = '#2e7d32';
      context.fillRect(frame * 8, 40, 40, 40);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function openUploadDialog(page: Page) {
  await page.goto(`${APP}/launchpad/profile`);
  await page.getByRole('button', { name: 'Send feedback video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a feedback video' });
  await expect(dialog.locator('.uppy-Dashboard')).toBeVisible();
  return dialog;
}

/** Uploads a browser-recorded video through the Uppy dialog and waits for its playback. */
async function uploadVideo(page: Page) {
  const video = await recordWebm(page);
  const dialog = await openUploadDialog(page);
  await dialog.locator('input.uppy-Dashboard-input[type=file]').first().setInputFiles({ name: 'practice.webm', mimeType: 'video/webm', buffer: video });
  await dialog.getByRole('button', { name: /Upload 1 file/ }).click();
  const player = dialog.getByLabel('Your feedback video');
  await expect(player).toBeVisible({ timeout: 15_000 });
  // Playback for real: the browser read the stored video's metadata from the server.
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  return dialog;
}

test('two people follow each other and see each other as friends; search finds a name by part of it, without emails', async ({ page, browser }) => {
  const s = stamp();
  const aiko: Person = { ...newPerson('aiko'), displayName: `Aiko ${s}` };
  const kenji: Person = { ...newPerson('kenji'), displayName: `Kenji ${s}` };
  const other = await browser.newContext();
  await register(page.request, aiko);
  await register(other.request, kenji);

  await page.goto(`${APP}/launchpad/friendlist/usersearch`);
  await page.getByRole('textbox', { name: 'Display name' }).fill(`enji ${s}`);
  await page.getByRole('button', { name: `Follow Kenji ${s}` }).click();
  await expect(page.getByRole('button', { name: `Unfollow Kenji ${s}` })).toBeVisible();
  await expect(page.getByText(kenji.email)).toHaveCount(0);
  await expect(page.getByText('@example.com')).toHaveCount(0);

  // Kenji follows back from Aiko's profile.
  const kenjiPage = await other.newPage();
  await kenjiPage.goto(`${APP}/launchpad/friendlist/usersearch`);
  await kenjiPage.getByRole('textbox', { name: 'Display name' }).fill(`Aiko ${s}`);
  await kenjiPage.getByRole('button', { name: `Aiko ${s}`, exact: true }).click();
  await expect(kenjiPage.getByRole('heading', { name: aiko.displayName })).toBeVisible();
  await kenjiPage.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(kenjiPage.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await kenjiPage.goto(`${APP}/launchpad/friendlist`);
  await expect(kenjiPage.getByRole('list', { name: 'People' }).getByText(aiko.displayName)).toBeVisible();

  await page.goto(`${APP}/launchpad/friendlist`);
  const friends = page.getByRole('list', { name: 'People' });
  await expect(friends.getByText(kenji.displayName)).toBeVisible();
  await expect(friends.getByText('Friend', { exact: true })).toBeVisible();
  await page.goto(`${APP}/launchpad/profile`);
  await page.getByRole('link', { name: /Following \(1\)/ }).click();
  await expect(page).toHaveURL(/\/launchpad\/profile\/following$/);
  await expect(page.getByText(kenji.displayName)).toBeVisible();
  await other.close();
});

test('the top 100 ranks people by points, marks the viewer and highlights friends', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const s = stamp();
  const low: Person = { ...newPerson('low'), displayName: `Low ${s}` };
  const high: Person = { ...newPerson('high'), displayName: `High ${s}` };
  const other = await browser.newContext();
  const highPage = await other.newPage();
  await register(page.request, low);
  await register(other.request, high);
  await Promise.all([passFactsQuiz(page.request, 10), passFactsQuiz(other.request, 20)]);
  // Friends follow each other.
  await other.request.post('/rlm/mobile-apis/follow_api.php', { data: { env: 'production', userId: await userIdOf(other.request, low.displayName) } });
  await page.request.post('/rlm/mobile-apis/follow_api.php', { data: { env: 'production', userId: await userIdOf(page.request, high.displayName) } });

  await highPage.goto(`${APP}/launchpad`);
  await highPage.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Top 100' }).click();
  await expect(highPage.getByText(/You are number \d+ with 30 points\./)).toBeVisible();
  const table = highPage.getByRole('table', { name: 'Top 100' });
  const me = table.locator('tr[data-me]');
  await expect(me).toContainText(`${high.displayName} (you)`);
  const lowRow = table.getByRole('row').filter({ hasText: low.displayName });
  await expect(lowRow).toContainText('15');
  await expect(lowRow).toContainText('friend');
  const rankOf = async (row: typeof me) => Number((await row.getByRole('cell').first().textContent()) ?? 'NaN');
  expect(await rankOf(me)).toBeLessThan(await rankOf(lowRow));
  await highPage.getByRole('button', { name: 'All time' }).click();
  await expect(highPage.getByText(/You are number \d+ with 30 points\./)).toBeVisible();
  await other.close();
});

test('a student joins a classroom, uploads a feedback video, and the teacher sees them and plays it', async ({ page, browser }) => {
  test.setTimeout(60_000);
  const s = stamp();
  const teacher: Person = { ...newPerson('teacher'), displayName: `Ms Sato ${s}` };
  const student: Person = { ...newPerson('student'), displayName: `Hana ${s}` };
  await register(page.request, teacher);
  await teach(page.request);
  await page.goto(`${APP}/launchpad/studentclassroomadmin`);
  await page.getByRole('textbox', { name: 'New classroom name' }).fill(`Club ${s}`);
  await page.getByRole('button', { name: 'Create' }).click();
  const code = (await page.getByTestId('join-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await register(studentContext.request, student);
  await studentPage.goto(`${APP}/launchpad/studentclassroomadmin`);
  await studentPage.getByRole('textbox', { name: 'Join code' }).fill('WRONGCOD');
  await studentPage.getByRole('button', { name: 'Join' }).click();
  await expect(studentPage.getByText('No classroom has that code. Check it with your teacher.')).toBeVisible();
  await studentPage.getByRole('textbox', { name: 'Join code' }).fill(code.toLowerCase());
  await studentPage.getByRole('button', { name: 'Join' }).click();
  await expect(studentPage.getByText(`Club ${s} · teacher ${teacher.displayName}`)).toBeVisible();
  await uploadVideo(studentPage);
  await studentContext.close();

  await page.reload();
  const students = page.getByRole('table', { name: `Students of Club ${s}` });
  await expect(students.getByText(student.displayName)).toBeVisible();
  await page.getByRole('button', { name: `Videos of ${student.displayName}` }).click();
  const player = page.getByLabel(/Feedback video practice\.webm/);
  await expect(player).toBeVisible();
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
  await page.getByRole('button', { name: 'Close' }).click();

  await students.getByRole('button', { name: `Remove ${student.displayName}` }).click();
  await page
    .getByRole('dialog', { name: `Remove ${student.displayName} from Club ${s}?` })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(`No students yet. Give them the code ${code}.`)).toBeVisible();
});

test('a feedback video uploads through the Uppy dialog and plays back; a 46 MB file is refused', async ({ page }) => {
  // Two uploads and a 46 MB file handed to the browser: on a busy 2-core machine that alone took a minute.
  test.setTimeout(120_000);
  await register(page.request, newPerson('uploader'));
  await page.goto(`${APP}/launchpad`);
  const dialog = await uploadVideo(page);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  const again = await openUploadDialog(page);
  await again
    .locator('input.uppy-Dashboard-input[type=file]')
    .first()
    .setInputFiles({ name: 'long.webm', mimeType: 'video/webm', buffer: Buffer.alloc(46_000_000) });
  await expect(page.getByText('long.webm is larger than 45 MB (45,000,000 bytes). Record a shorter video and try again.').first()).toBeVisible();
  await expect(again.getByRole('button', { name: /Upload 1 file/ })).toHaveCount(0);

  // The server refuses it too, should a client skip the widget's check.
  const header = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  const refused = await page.request.post('/rlm/includes/uppy/uppy_uploader.php', {
    multipart: { 'files[]': { name: 'long.webm', mimeType: 'video/webm', buffer: Buffer.concat([header, Buffer.alloc(46_000_000 - header.length)]) } },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(((await refused.json()) as { message: string }).message).toMatch(/larger than 45 MB/);
});
