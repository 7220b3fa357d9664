import { type Page, expect, test } from '@playwright/test';
import { APP, admin, newPerson, register } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { earnCoins } from '../support/quiz.ts';
import { rewardsTour, SPEC_ROUTES as ROUTES } from '../support/spec-routes.ts';

/** The page's serious and critical violations, each named with where it was found. */
async function violations(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return (await seriousViolations(page)).map((line) => `${where}: ${line}`);
}

async function personOn(page: Page, plan: 'free' | 'paid') {
  const person = newPerson(`a11y-${plan}`);
  await register(page.request, person);
  if (plan === 'paid') await admin('grant-paid', '--email', person.email);
}

/**
 * The routes in groups of six, each group a test of its own, so the suite's two workers share them. A loaded
 * 2-core machine took up to ten seconds a route (load, network idle, axe), which brought groups of a dozen
 * within a breath of their 120 s.
 */
const GROUP_SIZE = 6;
const GROUPS = Array.from({ length: Math.ceil(ROUTES.length / GROUP_SIZE) }, (_, i) => ROUTES.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE));

for (const plan of ['free', 'paid'] as const) {
  for (const group of GROUPS) {
    test(`${group[0]} … ${group.at(-1)}: no serious or critical accessibility violations (${plan} account)`, async ({ page }) => {
      test.setTimeout(120_000);
      await personOn(page, plan);
      const found: string[] = [];
      for (const route of group) {
        await page.goto(`${APP}${route}`);
        found.push(...(await violations(page, route)));
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }

  test(`the rewards screens opened through their flows have none either (${plan} account)`, async ({ page }) => {
    test.setTimeout(180_000);
    await personOn(page, plan);
    await earnCoins(page, 2);
    const found: string[] = [];
    await rewardsTour(page, async (route) => {
      found.push(...(await violations(page, route)));
    });
    expect(found, found.join('\n')).toEqual([]);
  });
}
