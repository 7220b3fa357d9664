import { type Page, expect, test } from '@playwright/test';
import { FACTS_TYPES, type PracticeSpec, type ProblemDisplay, problemFloorMs } from '@soroban/core';
import config from '../playwright.config.ts';
import { APP, newPerson, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { LPATH, activitiesDone } from '../support/guided.ts';
import { type Display, answerAtPace, problemsOf, solve } from '../support/quiz.ts';

// The fanfare really plays, into a muted browser.
test.use({ launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), '--mute-audio'] } });

const api = (page: Page, call: string, data: object) => page.request.post(`/rlm/mobile-apis/${call}.php`, { data: { env: 'production', ...data } });

/**
 * One pass of a guided quiz activity through the API, as the program starts it, every answer right
 * and sent once the server's floor for the sheet has passed (so it counts as work done).
 */
async function passQuiz(page: Page, activityId: string) {
  const opened = await api(page, 'guided_activity_api', { lpath: LPATH, activityId });
  expect(opened.status(), await opened.text()).toBe(200);
  const { practice, pathname } = (await opened.json()) as { practice: PracticeSpec; pathname: string };
  const started = await api(page, 'start_quiz_api', { ...practice, lpath: LPATH, pathname, activityId });
  expect(started.status(), await started.text()).toBe(200);
  const startedAt = Date.now();
  const quiz = (await started.json()) as { quizId: number; problems: ProblemDisplay[] };
  const answers = quiz.problems.map((display) => solve(display as Display));
  const fact = (FACTS_TYPES as readonly string[]).includes(practice.type);
  const times = quiz.problems.map((display, i) => problemFloorMs(practice, { display, answer: answers[i]!, ...(fact ? { factKey: 'fact' } : {}) }));
  const floor = times.reduce((sum, ms) => sum + ms, 0);
  await page.waitForTimeout(Math.max(0, startedAt + floor + 500 - Date.now()));
  const submitted = await api(page, 'submit_quiz_api', { quizId: quiz.quizId, answers, timesMs: times.map((ms) => ms + 10) });
  expect(submitted.status(), await submitted.text()).toBe(200);
  expect((await submitted.json()).summary.passed).toBe(true);
}

test('finishing the last activity of unit 1 celebrates the unit with the sumo, stars and fanfare, once', async ({ page }) => {
  test.setTimeout(180_000);
  const person = newPerson('unit');
  await register(page.request, person);
  expect((await api(page, 'set_setting_api', { lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } })).status()).toBe(201);
  // Unit 1 up to one pass of its last quiz, through the API: the lessons and the kanji confirmed, the
  // quizzes of each group passed side by side (a group's activities are open together).
  await activitiesDone(page.request, 'u01-lesson', 'u01-lesson-2', 'u01-kanji');
  await Promise.all([passQuiz(page, 'u01-skill'), passQuiz(page, 'u01-skill')]);
  await Promise.all([passQuiz(page, 'u01-skill-2'), passQuiz(page, 'u01-skill-2'), passQuiz(page, 'u01-facts')]);
  await passQuiz(page, 'u01-skill-3');

  const notes: number[] = [];
  await page.exposeFunction('noteStarted', (hz: number) => notes.push(hz));
  await page.addInitScript(() => {
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      void (window as unknown as { noteStarted: (hz: number) => void }).noteStarted(Math.round(this.frequency.value));
      return start.apply(this, args);
    };
  });
  // What the program showed is kept for the account (guided_seen_api): the first visit is compared with later ones.
  const kept = page.waitForResponse((response) => response.url().endsWith('/guided_seen_api.php'));
  await page.goto(`${APP}/launchpad-guided`);
  await page.getByRole('button', { name: 'DONE', exact: true }).click(); // the welcome a just-registered person sees
  const last = page.locator('#working-activity [data-activity-id="u01-skill-3"]');
  await expect(last).toBeVisible();
  expect((await kept).status()).toBe(200);
  await expect(page.getByRole('dialog', { name: /complete!/ })).toHaveCount(0);
  // A second device (the school's tablet) has the program open too, before the unit is finished.
  const tablet = await (
    await page
      .context()
      .browser()!
      .newContext({ storageState: await page.context().storageState() })
  ).newPage();
  await tablet.goto(`${APP}/launchpad-guided`);
  await expect(tablet.locator('#working-activity [data-activity-id="u01-skill-3"]')).toBeVisible();

  // The last pass, as a learner does it: START, the sheet, Next activity.
  await last.click();
  await answerAtPace(page, await problemsOf(page, () => page.getByRole('button', { name: 'START', exact: true }).click()), Date.now());
  await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
  notes.length = 0;
  await page.getByRole('link', { name: 'Next activity' }).click();

  const dialog = page.getByRole('dialog', { name: 'Unit 1 complete!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Stars and confetti: a unit finished' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'The sumo cheering' })).toBeVisible();
  await expect(dialog).toContainText('Next: Unit 2');
  // The dialog over the program: no serious or critical WCAG 2.1 A/AA violation.
  await expectAccessible(page);
  // The unit's fanfare (components/celebration/sound-effects.ts), to the nearest Hz.
  await expect.poll(() => notes).toEqual([784, 1047, 1319, 1047, 1319, 1568, 1047, 1319, 1568, 523]);
  await dialog.getByRole('button', { name: 'On to unit 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#working-activity [data-activity-id="u02-lesson"]')).toBeVisible();

  // Once: shown again, the program does not celebrate the same unit, on this device or the other.
  await page.reload();
  await expect(page.locator('#working-activity [data-activity-id="u02-lesson"]')).toBeVisible();
  await expect(page.getByRole('dialog', { name: /complete!/ })).toHaveCount(0);
  await tablet.reload();
  await expect(tablet.locator('#working-activity [data-activity-id="u02-lesson"]')).toBeVisible();
  await expect(tablet.getByRole('dialog', { name: /complete!/ })).toHaveCount(0);
  await tablet.context().close();
});
