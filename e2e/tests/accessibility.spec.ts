import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { APP, admin, newPerson, register } from '../support/accounts.ts';
import { earnCoins } from '../support/quiz.ts';

const quizPaths = (base: string, soroban = false) => [base, `${base}/quiz`, ...(soroban ? [`${base}/digitalsoroban`] : [])];

/**
 * Every route of SPEC 2.1 opened directly. Screens that need state (which stock, which kanji) show
 * their notice this way; the rewards test below opens them again through their flows, with state.
 */
const ROUTES = [
  '/login',
  '/logout',
  '/onboarding',
  '/launchpad-guided',
  '/launchpad-guided/testout',
  '/launchpad',
  '/launchpad/studentclassroomadmin',
  '/launchpad/top100',
  '/launchpad/videohelp',
  '/launchpad/rewards',
  ...['', '/buystocksdetail', '/buystocksconfirmation'].map((tail) => `/launchpad/rewards/buystocks${tail}`),
  ...['', '/mystocksdetail', '/tradestocks', '/tradestocks/sellstocksconfirmation'].map((tail) => `/launchpad/rewards/mystocks${tail}`),
  ...['', '/buykanjidetail', '/buykanjiconfirmation'].map((tail) => `/launchpad/rewards/buykanji${tail}`),
  ...['', '/tradekanji', '/tradekanji/sellkanjiconfirmation', '/mykanjidetail', '/mykanjidetail/drawkanji'].map((tail) => `/launchpad/rewards/mykanji${tail}`),
  '/launchpad/profile',
  '/launchpad/profile/following',
  '/launchpad/friendlist',
  '/launchpad/friendlist/usersearch',
  '/launchpad/soroban/digitalsoroban',
  ...quizPaths('/launchpad/soroban/skill/addition', true),
  ...['addition', 'multiplication', 'division'].flatMap((op) => quizPaths(`/launchpad/soroban/level/${op}`, true)),
  ...quizPaths('/launchpad/mental/anzan'),
  ...['addition', 'multiplication', 'division'].flatMap((op) => quizPaths(`/launchpad/mental/anzan/${op}`)),
  ...quizPaths('/launchpad/mental/flash'),
  ...quizPaths('/launchpad/mental/audible'),
  ...['addition', 'subtraction', 'multiplication', 'division', '10pairs', '5pairs'].flatMap((fact) => quizPaths(`/launchpad/facts/${fact}`)),
  ...['5P100', '10P100', 'A100', 'S100', 'M100', 'D100'].flatMap((tool) => quizPaths(`/launchpad/tools/${tool}`)),
  '/resultspage/summary',
  '/resultspage/detail',
];

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now. */
async function violations(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const { violations: found } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

async function personOn(page: Page, plan: 'free' | 'paid') {
  const person = newPerson(`a11y-${plan}`);
  await register(page.request, person);
  if (plan === 'paid') await admin('grant-paid', '--email', person.email);
}

/** The routes in groups of a dozen, each group a test of its own, so the suite's two workers share them. */
const GROUPS = Array.from({ length: Math.ceil(ROUTES.length / 12) }, (_, i) => ROUTES.slice(i * 12, i * 12 + 12));

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
    await earnCoins(page);
    await earnCoins(page);
    const found: string[] = [];
    const check = async (where: string) => found.push(...(await violations(page, where)));
    const link = (name: string | RegExp) => page.getByRole('link', { name, exact: typeof name === 'string' }).first();
    const confirm = async (done: string | RegExp) => {
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText(done).first()).toBeVisible();
    };

    await page.goto(`${APP}/launchpad/rewards/buystocks`);
    await page.getByRole('list', { name: 'Stocks' }).getByRole('link').first().click();
    await check('buystocksdetail');
    await link('Buy').click();
    await check('buystocksconfirmation');
    await confirm('Purchase complete');
    await check('stock purchase complete');
    await page.goto(`${APP}/launchpad/rewards/mystocks`);
    await check('mystocks with a holding');
    await page.getByRole('list', { name: 'My stocks' }).getByRole('link').first().click();
    await check('mystocksdetail');
    await link('Sell').click();
    await check('tradestocks');
    await link('Continue').click();
    await check('sellstocksconfirmation');

    await page.goto(`${APP}/launchpad/rewards/buykanji`);
    await link('一 one').click();
    await check('buykanjidetail');
    await link('Buy').click();
    await check('buykanjiconfirmation');
    await confirm(/You bought 一/);
    await page.goto(`${APP}/launchpad/rewards/mykanji`);
    await check('mykanji with a kanji');
    await link('一 one').click();
    await check('mykanjidetail');
    await link('Sell').click();
    await check('tradekanji');
    await link('Continue').click();
    await check('sellkanjiconfirmation');
    await page.goto(`${APP}/launchpad/rewards/mykanji`);
    await link('一 one').click();
    await link('Draw').click();
    await expect(page.getByLabel('Drawing area for 一')).toBeVisible();
    await check('drawkanji');
    expect(found, found.join('\n')).toEqual([]);
  });
}
