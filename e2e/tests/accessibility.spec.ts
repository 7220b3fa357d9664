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

/** Each route opened in turn and checked; what was found, each named with its route. */
async function sweep(page: Page, routes: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const route of routes) {
    await page.goto(`${APP}${route}`);
    found.push(...(await violations(page, route)));
  }
  return found;
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

for (const group of GROUPS) {
  test(`${group[0]} … ${group.at(-1)}: no serious or critical accessibility violations (free account)`, async ({ page }) => {
    test.setTimeout(120_000);
    await personOn(page, 'free');
    expect(await sweep(page, group)).toEqual([]);
  });
}

test('the rewards screens opened through their flows have none either (free account)', async ({ page }) => {
  test.setTimeout(180_000);
  await personOn(page, 'free');
  await earnCoins(page, 2);
  const found: string[] = [];
  await rewardsTour(page, async (route) => {
    found.push(...(await violations(page, route)));
  });
  expect(found, found.join('\n')).toEqual([]);
});

/**
 * A paid account's pages differ from a free one's only in the shell, which leaves out the margin ads
 * (app/shell/app-shell.tsx), so it is swept on one page of each kind the shell frames rather than on
 * every route again.
 */
const PAID_ROUTES = [
  '/launchpad',
  '/launchpad-guided',
  '/launchpad/soroban/skill/addition',
  '/launchpad/mental/flash',
  '/launchpad/rewards',
  '/launchpad/profile',
  '/resultspage/summary',
];

test('one page of each kind has none with a paid account, whose shell has no ads', async ({ page }) => {
  test.setTimeout(120_000);
  expect(
    PAID_ROUTES.filter((route) => !ROUTES.includes(route)),
    'routes the spec no longer has',
  ).toEqual([]);
  await personOn(page, 'paid');
  expect(await sweep(page, PAID_ROUTES)).toEqual([]);
});
