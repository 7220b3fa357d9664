import { type Page, expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { APP, newPerson, register, signIn } from '../support/accounts.ts';
import { type Display, answer, choose, problemsOf, solve, waitOutFloor } from '../support/quiz.ts';

// The chimes really play, into a muted browser.
test.use({ launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), '--mute-audio'] } });

/** The notes of the app's chimes (components/celebration/sound-effects.ts) to the nearest Hz, in the order they start. */
const RIGHT = [1047, 1319];
const PERFECT = [523, 659, 784, 1047, 1319, 1568, 1047];

/** Records the frequency of every note the page starts (to the Hz: the node keeps it as a 32-bit float), then lets it play. */
async function listenForNotes(page: Page) {
  await page.addInitScript(() => {
    const notes: number[] = [];
    (window as unknown as { notes: number[] }).notes = notes;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      notes.push(Math.round(this.frequency.value));
      return start.apply(this, args);
    };
  });
}
const notesPlayed = (page: Page) => page.evaluate(() => (window as unknown as { notes: number[] }).notes);

/** A 10-problem addition facts sheet with right/wrong after each answer, every answer right. */
async function perfectSheet(page: Page) {
  await page.goto(`${APP}/launchpad/facts/addition`);
  await choose(page, 'Problems', '10');
  await page.getByLabel('Show right or wrong after each answer').check();
  const problems: Display[] = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());
  const startedAt = Date.now();
  for (const [i, problem] of problems.entries()) {
    await expect(page.getByText(`Problem ${i + 1} of 10`)).toBeVisible();
    if (i === problems.length - 1) await waitOutFloor(page, problems, startedAt);
    await answer(page, solve(problem));
  }
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
}

test('a perfect sheet chimes each right answer and its pass, with confetti; muted, it stays quiet after a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const person = newPerson('chime');
  await register(request, person);
  await listenForNotes(page);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);

  await perfectSheet(page);
  await expect(page.getByRole('heading', { name: 'Perfect!' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Confetti: a perfect sheet' })).toBeVisible();
  // Ten right-answer chimes, then the perfect sheet's fanfare.
  await expect.poll(() => notesPlayed(page)).toEqual([...Array.from({ length: 10 }, () => RIGHT).flat(), ...PERFECT]);

  // The switch is saved to the account: a reload (a new page, its notes counted afresh) keeps it off.
  const sounds = page.getByRole('button', { name: 'Sounds' });
  await expect(sounds).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForResponse((response) => response.url().endsWith('/set_setting_api.php'));
  await sounds.click();
  expect((await saved).status()).toBe(201);
  await expect(sounds).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sounds' })).toHaveAttribute('aria-pressed', 'false');

  await perfectSheet(page);
  await expect(page.getByRole('img', { name: 'Confetti: a perfect sheet' })).toBeVisible();
  expect(await notesPlayed(page)).toEqual([]);
});

test('the sound switch in a quiz silences the rest of it, and a reload and the settings keep it off', async ({ page, request }) => {
  test.setTimeout(90_000);
  const person = newPerson('hush');
  await register(request, person);
  await listenForNotes(page);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);

  await page.goto(`${APP}/launchpad/facts/addition`);
  await choose(page, 'Problems', '10');
  await page.getByLabel('Show right or wrong after each answer').check();
  const problems: Display[] = await problemsOf(page, () => page.getByRole('button', { name: 'Start' }).click());
  const startedAt = Date.now();
  // The first answer chimes.
  await answer(page, solve(problems[0]!));
  await expect.poll(() => notesPlayed(page)).toEqual(RIGHT);
  // Muted mid-quiz, from the quiz's own switch; the answer field keeps the focus.
  const sounds = page.getByRole('button', { name: 'Sounds' });
  await expect(sounds).toHaveAttribute('aria-pressed', 'true');
  const saved = page.waitForResponse((response) => response.url().endsWith('/set_setting_api.php'));
  await sounds.click();
  await expect(sounds).toHaveAttribute('aria-pressed', 'false');
  expect((await saved).status()).toBe(201);
  for (const [i, problem] of problems.entries()) {
    if (i === 0) continue;
    await expect(page.getByText(`Problem ${i + 1} of 10`)).toBeVisible();
    if (i === problems.length - 1) await waitOutFloor(page, problems, startedAt);
    await answer(page, solve(problem));
  }
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Confetti: a perfect sheet' })).toBeVisible();
  // Nine right answers and a perfect sheet later, still only the first chime.
  expect(await notesPlayed(page)).toEqual(RIGHT);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sounds' })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/manage/my-settings.php');
  await expect(page.getByLabel('Sounds: a chime for right and wrong answers and passes')).not.toBeChecked();
});
