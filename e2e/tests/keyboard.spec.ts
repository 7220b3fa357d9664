import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { chooseWithKeys, expectFocusVisible, focusLosses, hasFocus, tabTo, watchFocusLoss } from '../support/keyboard.ts';
import { MODES, NO_SPEECH } from '../support/modes.ts';
import { problemsOf, solve, untilAnswerable, waitOutFloor } from '../support/quiz.ts';

// Only the keyboard: no test here clicks, taps, fills or checks through a locator.

async function signedUp(page: Page, label: string) {
  const person = newPerson(label);
  // Signing up through page.request signs the browser in (they share cookies).
  await register(page.request, person);
  return person;
}

for (const run of MODES) {
  const sheet = run.path.startsWith('tools/');
  test(`keyboard alone: ${run.path} from its start screen through a quiz to the results`, async ({ page }) => {
    // Every stop on the way is checked.
    test.setTimeout(90_000);
    if (run.presented === 'audible') await page.addInitScript(NO_SPEECH);
    // A 100-problem sheet ends itself when its time is up: the test's clock moves time on.
    if (sheet) await page.clock.install();
    await signedUp(page, `kb-${run.path.replaceAll('/', '-')}`);
    await page.goto(`${APP}/launchpad/${run.path}`);
    await expect(page.getByRole('heading', { level: 1, name: run.title })).toBeVisible();

    for (const [label, option] of run.choices) await chooseWithKeys(page, label, option);
    if (sheet) await chooseWithKeys(page, 'Time limit', '1 min');
    const feedbackBox = page.getByRole('checkbox', { name: 'Show right or wrong after each answer' });
    await tabTo(page, feedbackBox);
    if (!run.feedback) {
      await page.keyboard.press('Space');
      await expect(feedbackBox).not.toBeChecked();
    }
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await tabTo(page, start);
    // Not trapped: Shift+Tab goes back to the checkbox, Tab forward again.
    await tabTo(page, feedbackBox, { back: true, max: 1 });
    await tabTo(page, start, { max: 1 });
    const problems = await problemsOf(page, () => page.keyboard.press('Enter'));
    expect(problems.length).toBeGreaterThan(0);

    const field = page.getByRole('textbox', { name: 'Your answer' });
    // A sheet is answered in part (its first ten problems), then runs out of time; other quizzes in full.
    const answered = sheet ? problems.slice(0, 10) : problems;
    for (const [i, problem] of answered.entries()) {
      if (run.presented) await untilAnswerable(page);
      await expect(page.getByText(`Problem ${i + 1} of ${problems.length}`)).toBeVisible();
      // The answer field has focus on every problem: nothing to click first.
      await expect(field).toBeFocused();
      if (i === 0) {
        await page.keyboard.type('9');
        await page.keyboard.press('Backspace');
        await expect(field).toHaveValue('');
        if (!run.presented) {
          // Pause is just before the field; Resume puts focus back in the field.
          await tabTo(page, page.getByRole('button', { name: 'Pause' }), { back: true, max: 2 });
          await page.keyboard.press('Enter');
          await expect(page.getByText('Paused', { exact: true })).toBeVisible();
          await expect(page.getByRole('button', { name: 'Resume' })).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(field).toBeFocused();
        }
        await watchFocusLoss(page);
      }
      // From the first problem to the last, focus never falls onto the page: not while the
      // feedback shows, not between problems. (The last answer leaves the quiz screen.)
      if (i === problems.length - 1) expect(await focusLosses(page), 'frames in which focus was lost').toEqual([]);
      await page.keyboard.type(String(solve(problem)));
      await page.keyboard.press('Enter');
    }
    if (sheet) {
      await expect(page.getByText(`Problem ${answered.length + 1} of ${problems.length}`)).toBeVisible();
      await expect(field).toBeFocused();
      expect(await focusLosses(page), 'frames in which focus was lost').toEqual([]);
      await page.clock.fastForward('01:01');
    }

    await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
    await expect(page.getByText(`${answered.length} / ${problems.length}`)).toBeVisible();
    // The summary takes focus at its heading, so the next Tab is on the results, not the header.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'See every problem' }), { max: 5 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/resultspage\/detail\?quiz=\d+$/);
    await expect(page.getByRole('row')).toHaveCount(problems.length + 1);
    await expect(page.getByRole('heading', { level: 1, name: 'Every problem' })).toBeFocused();
  });
}

test('keyboard alone: the digital soroban is one Tab stop, set to 123 with digits and arrows, and read back', async ({ page }) => {
  // Every Tab stop from the top of the page is checked on the way.
  test.setTimeout(60_000);
  await signedUp(page, 'kb-soroban');
  await page.goto(`${APP}/launchpad/soroban/digitalsoroban`);
  const soroban = page.getByRole('group', { name: 'Soroban with 13 rods' });
  await expect(soroban).toBeVisible();
  const ones = soroban.getByRole('spinbutton', { name: 'Rod 1 from the right, ones' });
  const fullScreen = page.getByRole('button', { name: 'Full screen' });
  await tabTo(page, ones);
  await expectFocusVisible(page);
  await page.keyboard.press('3');
  await page.keyboard.press('ArrowLeft');
  await expect(soroban.getByRole('spinbutton', { name: 'Rod 2 from the right, tens' })).toBeFocused();
  await page.keyboard.press('2');
  await page.keyboard.press('ArrowLeft');
  // Arrows step a rod: 0 → 1 on the hundreds.
  await page.keyboard.press('ArrowUp');
  const hundreds = soroban.getByRole('spinbutton', { name: 'Rod 3 from the right, hundreds' });
  await expect(hundreds).toBeFocused();
  await expect(hundreds).toHaveAttribute('aria-valuenow', '1');
  await expect(soroban).toHaveAttribute('data-value', '123');

  // One Tab stop: Shift+Tab leaves the soroban at once, back to the full-screen button.
  await tabTo(page, fullScreen, { back: true, max: 1 });
  await tabTo(page, page.getByRole('switch', { name: 'Show value' }), { back: true, max: 3 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Value: 123')).toBeVisible();
  // Tab comes back in on the rod last used.
  await tabTo(page, hundreds, { max: 3 });
  await page.keyboard.press('Backspace');
  await expect(page.getByText('Value: 23')).toBeVisible();

  // Full screen is a dialog: focus goes in, Escape leaves it, focus comes back to its button.
  await tabTo(page, fullScreen, { back: true, max: 1 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Digital soroban' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Leave full screen' })).toBeFocused();
  await tabTo(page, dialog.getByRole('spinbutton', { name: 'Rod 1 from the right, ones' }), { max: 3 });
  await page.keyboard.press('9');
  await expect(dialog.getByText('Value: 29')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(fullScreen).toBeFocused();
  await expect(page.getByText('Value: 29')).toBeVisible();

  // Clear, from the keyboard.
  await tabTo(page, page.getByRole('button', { name: 'Clear' }), { back: true, max: 2 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('Value: 0')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear' })).toBeFocused();
});

test('keyboard alone: the guided program — icons and cards, lessons, a kanji, a quiz activity, the jump and reset dialogs', async ({ page }) => {
  test.setTimeout(150_000);
  await signedUp(page, 'kb-guided');
  await page.request.post('/rlm/mobile-apis/set_setting_api.php', {
    data: { env: 'production', lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } },
  });
  await page.goto(`${APP}/launchpad-guided`);
  const icon = (id: string) => page.locator(`[data-activity-id="${id}"]`);

  // The welcome dialog comes first; Tab stays inside it and reaches DONE.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Soroban Quiz!' });
  await expect(welcome).toBeVisible();
  await tabTo(page, welcome.getByRole('button', { name: 'DONE' }), { max: 6 });
  await page.keyboard.press('Enter');
  await expect(welcome).toHaveCount(0);
  await expect(page.getByText('Working on Unit 1')).toBeVisible();

  // An activity icon is reached with Tab and shows its focus; Space opens its card, Escape closes it.
  const lesson = icon('u01-lesson');
  await tabTo(page, lesson);
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  const card = page.getByRole('dialog', { name: 'Meet the soroban' });
  await expect(card.getByText('0/1')).toBeVisible();
  await expect(card.getByRole('button', { name: 'START' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(lesson).toBeFocused();

  /** Enter opens the card, START plays the lesson, Next steps through it, DONE ends it; focus is back on the icon. */
  const finishLesson = async (id: string, name: string) => {
    await expect(icon(id)).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByRole('button', { name: 'START' })).toBeFocused();
    await page.keyboard.press('Enter');
    const player = dialog.getByTestId('lesson-player');
    await expect(player).toBeVisible();
    const next = player.getByRole('button', { name: 'Next' });
    const steps = Number((await player.getByText(/^Step 1 of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(steps).toBeGreaterThan(1);
    await tabTo(page, next, { max: 4 });
    for (let step = 2; step <= steps; step++) {
      await expect(next).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(player.getByText(`Step ${step} of ${steps}`)).toBeVisible();
    }
    // Next is disabled on the last step: focus moves to Back instead of falling onto the dialog.
    await expect(player.getByRole('button', { name: 'Back' })).toBeFocused();
    await tabTo(page, dialog.getByRole('button', { name: 'DONE' }), { max: 4 });
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(icon(id)).toHaveAttribute('data-state', 'done');
    await expect(icon(id)).toBeFocused();
  };
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'START' })).toBeFocused();
  await page.keyboard.press('Escape');
  await finishLesson('u01-lesson', 'Meet the soroban');

  // The next group: the second lesson, then the kanji (its dialog's DONE, after Draw, returns to the icon).
  await tabTo(page, icon('u01-lesson-2'), { max: 3 });
  await finishLesson('u01-lesson-2', 'Adding with direct moves');
  await tabTo(page, icon('u01-kanji'), { max: 3 });
  await page.keyboard.press('Enter');
  const kanjiCard = page.getByRole('dialog', { name: 'Kanji 一 (one)' });
  await expect(kanjiCard.getByRole('button', { name: 'START' })).toBeFocused();
  await page.keyboard.press('Enter');
  const kanji = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Draw' }) });
  await expect(kanji).toBeVisible();
  await tabTo(page, kanji.getByRole('button', { name: 'Draw' }), { max: 6 });
  await tabTo(page, kanji.getByRole('button', { name: 'DONE' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(kanji).toHaveCount(0);
  await expect(icon('u01-kanji')).toHaveAttribute('data-state', 'done');
  await expect(icon('u01-kanji')).toBeFocused();

  // A quiz activity: START runs it, the results lead back to the program.
  const skill = icon('u01-skill');
  await tabTo(page, skill, { max: 3 });
  await page.keyboard.press('Enter');
  const skillCard = page.getByRole('dialog', { name: /^Direct moves: add 2/ });
  await expect(skillCard.getByRole('button', { name: 'START' })).toBeFocused();
  const problems = await problemsOf(page, () => page.keyboard.press('Enter'));
  const startedAt = Date.now();
  const field = page.getByRole('textbox', { name: 'Your answer' });
  for (const [i, problem] of problems.entries()) {
    await expect(page.getByText(`Problem ${i + 1} of ${problems.length}`)).toBeVisible();
    await expect(field).toBeFocused();
    // Passing counts only at a person's pace on the server's clock.
    if (i === problems.length - 1) await waitOutFloor(page, problems, startedAt);
    await page.keyboard.type(`${solve(problem)}\n`);
  }
  await expect(page.getByLabel('Score 100 %')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, page.getByRole('link', { name: 'Next activity' }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/launchpad-guided$/);
  await expect(skill).toHaveAttribute('aria-label', /1 of 2 done/);

  // The jump dialog: Enter opens it with focus inside, Tab stays in it, Escape and CANCEL close it,
  // and focus returns to the jump button each time.
  const jump = page.getByRole('button', { name: 'Jump to unit 3', exact: true });
  await tabTo(page, jump);
  await page.keyboard.press('Enter');
  const jumpDialog = page.getByRole('dialog', { name: 'Jump to Unit 3?' });
  await expect(jumpDialog).toBeVisible();
  await expect.poll(() => hasFocus(jumpDialog), { message: 'focus moves into the dialog' }).toBe(true);
  await tabTo(page, jumpDialog.getByRole('button', { name: 'JUMP' }), { max: 3 });
  await expectFocusVisible(page);
  await page.keyboard.press('Escape');
  await expect(jumpDialog).toHaveCount(0);
  await expect(jump).toBeFocused();
  await page.keyboard.press('Space');
  await tabTo(page, jumpDialog.getByRole('button', { name: 'CANCEL' }), { max: 3 });
  await page.keyboard.press('Enter');
  await expect(jumpDialog).toHaveCount(0);
  await expect(jump).toBeFocused();

  // The reset dialog, reached going back with Shift+Tab.
  const reset = page.getByRole('button', { name: 'Reset program' });
  await tabTo(page, reset, { back: true });
  await page.keyboard.press('Enter');
  const resetDialog = page.getByRole('dialog', { name: 'Reset Program?' });
  await expect(resetDialog).toBeVisible();
  await tabTo(page, resetDialog.getByRole('button', { name: 'CANCEL' }), { max: 3 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(resetDialog).toHaveCount(0);
  await expect(reset).toBeFocused();
  await expect(icon('u01-lesson')).toHaveAttribute('data-state', 'done');
});
