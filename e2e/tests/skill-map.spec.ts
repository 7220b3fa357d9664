import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { cellName, parseSkillId, problemFloorMs, type ProblemDisplay, traceList } from '@soroban/core';
import { APP, newPerson, register } from '../support/accounts.ts';
import { expectAccessible } from '../support/axe.ts';
import { expectNoSideScroll, expectTapTarget } from '../support/touch.ts';

const SHOTS = '/tmp/shots-skillmap';

const solve = (d: ProblemDisplay) =>
  d.kind === 'binary' ? (d.op === '+' ? d.a + d.b : d.a - d.b) : d.kind === 'list' ? d.numbers.reduce((s, n) => s + n, 0) : 0;

/**
 * Finishes a sheet through the API as the signed-in person (the quiz screens are not what this test
 * is about), right answers at the server's pace, and returns its problems.
 */
async function finishSheet(page: Page, spec: { type: string; params: object }) {
  const started = await page.request.post('/rlm/mobile-apis/start_quiz_api.php', { data: { env: 'production', lpath: null, ...spec } });
  expect(started.status(), await started.text()).toBe(200);
  const startedAt = Date.now();
  const quiz = (await started.json()) as { quizId: number; problems: ProblemDisplay[] };
  const answers = quiz.problems.map(solve);
  const floor = quiz.problems.reduce(
    (sum, display, i) => sum + problemFloorMs(spec as Parameters<typeof problemFloorMs>[0], { display, answer: answers[i]!, factKey: 'fact' }),
    0,
  );
  await page.waitForTimeout(Math.max(0, startedAt + floor + 500 - Date.now()));
  const submitted = await page.request.post('/rlm/mobile-apis/submit_quiz_api.php', {
    data: { env: 'production', quizId: quiz.quizId, answers, timesMs: answers.map(() => Math.ceil(floor / answers.length) + 200) },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  return quiz.problems;
}

test('a learner finds their skill map on the profile: cells named in words, a pressed cell said, facts, sizes and the trend, without axe violations', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const person = newPerson('skills');
  await register(page.request, person);
  await finishSheet(page, { type: 'facts-addition', params: { max: 10, problems: 4 } });
  const lists = await finishSheet(page, { type: 'addition-list', params: { digits: 1, count: 3, allowSubtraction: false, allowNegative: false, problems: 2 } });
  const first = lists[0]!.kind === 'list' ? traceList(lists[0]!.numbers)[0]! : null;
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
