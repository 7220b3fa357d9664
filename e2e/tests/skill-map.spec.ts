import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { cellName, parseSkillId, traceList } from '@soroban/core';
import { APP, newPerson, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { sheetThroughApi } from '../support/quiz.ts';
import { expectNoSideScroll, expectTapTarget } from '../support/touch.ts';

const SHOTS = '/tmp/shots-skillmap';

test('a learner finds their skill map on the profile: cells named in words, a pressed cell said, facts, sizes and the trend, without axe violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const person = newPerson('skills');
  await register(page.request, person);
  // Two sheets through the API side by side, right answers at the server's pace (the quiz screens are not what this test is about).
  const [, lists] = await Promise.all([
    sheetThroughApi(page.request, { type: 'facts-addition', params: { max: 10, problems: 4 } }),
    sheetThroughApi(page.request, { type: 'addition-list', params: { digits: 1, count: 3, allowSubtraction: false, allowNegative: false, problems: 2 } }),
  ]);
  const first = lists.problems[0]!.kind === 'list' ? traceList(lists.problems[0]!.numbers ?? [])[0]! : null;
  const practised = parseSkillId(first!.cell) as Parameters<typeof cellName>[0];

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${APP}/launchpad/profile`);
    const section = page.getByRole('region', { name: 'Skill map' });
    await expect(section.getByRole('heading', { name: 'Skill map' })).toBeVisible();
    const cell = section.getByRole('button', { name: new RegExp(`^${cellName(practised).replace(/[+]/g, '\\+')}: \\d+ %`) });
    await expectTapTarget(cell);
    await expect(section.getByRole('button', { name: '9 − 9, direct: not practised yet' })).toBeVisible();
    await cell.click();
    await expect(section.getByRole('status')).toHaveText(new RegExp(`^${cellName(practised).replace(/[+]/g, '\\+')}: \\d+ %`));
    await expect(section.getByRole('list', { name: 'Addition facts' }).getByRole('listitem')).not.toHaveCount(0);
    await expect(section.getByText('Lists of 3 1-digit numbers')).toBeVisible();
    await expect(section.getByRole('img', { name: /^Mean mastery per week, oldest first: .*week \d+: \d+ %/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/profile-skill-map-${width}.png`, fullPage: true });
    if (width === 390) await expectNoSideScroll(page, 390);
    await expectAccessible(page, 'section[aria-labelledby="skill-map-heading"]');
  }
});
