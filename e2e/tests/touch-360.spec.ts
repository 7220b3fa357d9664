import { type Page, expect, test } from '@playwright/test';
import { APP, newPerson, register } from '../support/accounts.ts';
import { MODES, NO_SPEECH } from '../support/modes.ts';
import { problemsOf, solve, untilAnswerable } from '../support/quiz.ts';
import { chooseByTap, expectNoSideScroll, expectTapTarget, expectTapTargets, tapAnswer, tapTarget } from '../support/touch.ts';

// A small phone held upright: every control here is tapped, never clicked or typed into.
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

async function signedUp(page: Page, label: string) {
  const person = newPerson(label);
  // Signing up through page.request signs the browser in (they share cookies).
  await register(page.request, person);
}

for (const run of MODES) {
  const sheet = run.path.startsWith('tools/');
  test(`touch at 360 px: ${run.path} answered on the number pad, no sideways scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    if (run.presented === 'audible') await page.addInitScript(NO_SPEECH);
    // A 100-problem sheet ends itself when its time is up: the test's clock moves time on.
    if (sheet) await page.clock.install();
    await signedUp(page, `touch-${run.path.replaceAll('/', '-')}`);
    await page.goto(`${APP}/launchpad/${run.path}`);
    await expect(page.getByRole('heading', { level: 1, name: run.title })).toBeVisible();
    await expectNoSideScroll(page);

    for (const [label, option] of run.choices) await chooseByTap(page, label, option);
    if (sheet) await chooseByTap(page, 'Time limit', '1 min');
    if (!run.feedback) {
      const feedbackBox = page.getByRole('checkbox', { name: 'Show right or wrong after each answer' });
      await tapTarget(feedbackBox);
      await expect(feedbackBox).not.toBeChecked();
    }
    const start = page.getByRole('button', { name: 'Start', exact: true });
    await expectTapTarget(start);
    const problems = await problemsOf(page, () => start.tap());

    const checked = new Set<string>();
    // A sheet is answered in part (its first problems), then runs out of time; other quizzes in full.
    const answered = sheet ? problems.slice(0, 3) : problems;
    for (const [i, problem] of answered.entries()) {
      if (run.presented) await untilAnswerable(page);
      await expect(page.getByText(`Problem ${i + 1} of ${problems.length}`)).toBeVisible();
      if (i === 0) {
        await expectNoSideScroll(page);
        // Delete takes back a wrong key.
        const pad = page.getByRole('group', { name: 'Number pad' });
        await tapTarget(pad.getByRole('button', { name: '9', exact: true }));
        await tapTarget(pad.getByRole('button', { name: 'Delete' }));
        await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
      }
      await tapAnswer(page, solve(problem), checked);
    }
    if (sheet) {
      await expect(page.getByText(`Problem ${answered.length + 1} of ${problems.length}`)).toBeVisible();
      await page.clock.fastForward('01:01');
    }

    await expect(page).toHaveURL(/\/resultspage\/summary\?quiz=\d+$/, { timeout: 15_000 });
    await expect(page.getByText(`${answered.length} / ${problems.length}`)).toBeVisible();
    await expectNoSideScroll(page);
    await tapTarget(page.getByRole('link', { name: 'See every problem' }));
    await expect(page.getByRole('row')).toHaveCount(problems.length + 1);
    // The table may scroll inside its own box; the page does not.
    await expectNoSideScroll(page);
  });
}

test('touch at 360 px: the digital soroban set to 123 by tapping beads, full screen too', async ({ page }) => {
  test.setTimeout(60_000);
  await signedUp(page, 'touch-soroban');
  await page.goto(`${APP}/launchpad/soroban/digitalsoroban`);
  const soroban = page.getByRole('group', { name: 'Soroban with 13 rods' });
  await expect(soroban).toBeVisible();
  await expectNoSideScroll(page);
  const bead = (rod: number, name: string) => soroban.locator(`[data-rod="${rod}"][data-bead="${name}"]`);
  await tapTarget(bead(2, '0'));
  await tapTarget(bead(1, '1'));
  await tapTarget(bead(0, '2'));
  await expect(soroban).toHaveAttribute('data-value', '123');
  // The heaven bead and a tap that takes earth beads back.
  await tapTarget(bead(0, 'heaven'));
  await expect(soroban).toHaveAttribute('data-value', '128');
  await tapTarget(bead(0, '0'));
  await expect(soroban).toHaveAttribute('data-value', '125');
  await tapTarget(page.getByRole('switch', { name: 'Show value' }));
  await expect(page.getByText('Value: 125')).toBeVisible();
  await tapTarget(page.getByRole('button', { name: 'Clear' }));
  await expect(page.getByText('Value: 0')).toBeVisible();
  await expectNoSideScroll(page);

  await tapTarget(page.getByRole('button', { name: 'Full screen' }));
  const dialog = page.getByRole('dialog', { name: 'Digital soroban' });
  await tapTarget(dialog.locator('[data-rod="0"][data-bead="3"]'));
  await expect(dialog.getByText('Value: 4')).toBeVisible();
  await expectNoSideScroll(page);
  await tapTarget(dialog.getByRole('button', { name: 'Leave full screen' }));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Value: 4')).toBeVisible();
});

test('touch at 360 px: a level route opens the soroban full screen, beads tappable', async ({ page }) => {
  test.setTimeout(60_000);
  await signedUp(page, 'touch-level-soroban');
  await page.goto(`${APP}/launchpad/soroban/level/division/digitalsoroban`);
  const dialog = page.getByRole('dialog', { name: 'Digital soroban' });
  await expect(dialog).toBeVisible();
  await tapTarget(dialog.locator('[data-rod="1"][data-bead="heaven"]'));
  await expect(dialog.getByRole('group', { name: 'Soroban with 13 rods' })).toHaveAttribute('data-value', '50');
  await expectNoSideScroll(page);
});

test('touch at 360 px: the guided program — icons, cards, a lesson, the jump and reset dialogs, every unit opened', async ({ page }) => {
  test.setTimeout(120_000);
  await signedUp(page, 'touch-guided');
  await page.request.post('/rlm/mobile-apis/set_setting_api.php', {
    data: { env: 'production', lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } },
  });
  await page.goto(`${APP}/launchpad-guided`);
  const icon = (id: string) => page.locator(`[data-activity-id="${id}"]`);

  const welcome = page.getByRole('dialog', { name: 'Welcome to Soroban Quiz!' });
  await expect(welcome).toBeVisible();
  await expectNoSideScroll(page);
  await tapTarget(welcome.getByRole('button', { name: 'DONE' }));
  await expect(welcome).toHaveCount(0);
  await expect(page.getByText('Working on Unit 1')).toBeVisible();
  await expectNoSideScroll(page);

  // An icon opens its card; Close and START are tapped; the lesson is stepped through and DONE.
  const lesson = icon('u01-lesson');
  await tapTarget(lesson);
  const card = page.getByRole('dialog', { name: 'Meet the soroban' });
  await expect(card.getByText('0/1')).toBeVisible();
  await expectNoSideScroll(page);
  await tapTarget(card.getByRole('button', { name: 'Close' }));
  await expect(card).toHaveCount(0);
  await tapTarget(lesson);
  await tapTarget(card.getByRole('button', { name: 'START' }));
  const player = page.getByTestId('lesson-player');
  await expect(player).toBeVisible();
  await expectNoSideScroll(page);
  const next = player.getByRole('button', { name: 'Next' });
  while (await next.isEnabled()) await tapTarget(next);
  await tapTarget(page.getByRole('dialog', { name: 'Meet the soroban' }).getByRole('button', { name: 'DONE' }));
  await expect(lesson).toHaveAttribute('data-state', 'done');

  // The kanji item's dialog.
  await tapTarget(icon('u01-kanji'));
  await tapTarget(page.getByRole('dialog', { name: 'Kanji 一 (one)' }).getByRole('button', { name: 'START' }));
  const kanji = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Draw' }) });
  await expect(kanji).toBeVisible();
  await expectNoSideScroll(page);
  await expectTapTarget(kanji.getByRole('button', { name: 'Draw' }));
  await tapTarget(kanji.getByRole('button', { name: 'DONE' }));
  await expect(icon('u01-kanji')).toHaveAttribute('data-state', 'done');

  // The jump and reset dialogs, cancelled.
  await tapTarget(page.getByRole('button', { name: 'Jump to unit 3', exact: true }));
  const jumpDialog = page.getByRole('dialog', { name: 'Jump to Unit 3?' });
  await expect(jumpDialog).toBeVisible();
  await expectNoSideScroll(page);
  await expectTapTarget(jumpDialog.getByRole('button', { name: 'JUMP' }));
  await tapTarget(jumpDialog.getByRole('button', { name: 'CANCEL' }));
  await expect(jumpDialog).toHaveCount(0);
  await tapTarget(page.getByRole('button', { name: 'Reset program' }));
  const resetDialog = page.getByRole('dialog', { name: 'Reset Program?' });
  await expect(resetDialog).toBeVisible();
  await expectNoSideScroll(page);
  await expectTapTarget(resetDialog.getByRole('button', { name: 'RESET' }));
  await tapTarget(resetDialog.getByRole('button', { name: 'CANCEL' }));
  await expect(resetDialog).toHaveCount(0);
  await expect(lesson).toHaveAttribute('data-state', 'done');

  // Every unit opened: the zig-zag of icons stays inside the page, and every icon is a fair target.
  const headers = page.locator('[id^="unit-"][id$="-header"]');
  const units = await headers.count();
  expect(units).toBeGreaterThan(1);
  // From the last unit up: a unit that opens moves only the units below it, so the header tapped next
  // is already still (tapped top down, each waited for the one above to finish opening).
  for (let i = units - 1; i >= 1; i--) {
    const header = headers.nth(i);
    await tapTarget(header);
    await expect(header).toHaveAttribute('aria-expanded', 'true');
  }
  await expectNoSideScroll(page);
  expect(await expectTapTargets(page.locator('[data-activity-id]'))).toBeGreaterThan(units);
});
