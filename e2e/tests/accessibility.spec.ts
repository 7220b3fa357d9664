import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { APP, admin, newPerson, register } from '../support/accounts.ts';

/** Every route of SPEC 2.1 a person can open directly (detail screens need state and show a notice). */
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
  '/launchpad/rewards/buystocks',
  '/launchpad/rewards/mystocks',
  '/launchpad/rewards/buykanji',
  '/launchpad/rewards/mykanji',
  '/launchpad/profile',
  '/launchpad/profile/following',
  '/launchpad/friendlist',
  '/launchpad/friendlist/usersearch',
  '/launchpad/soroban/digitalsoroban',
  '/launchpad/soroban/skill/addition',
  '/launchpad/soroban/level/division/quiz',
  '/launchpad/mental/anzan/addition',
  '/launchpad/mental/flash',
  '/launchpad/mental/audible',
  '/launchpad/facts/addition',
  '/launchpad/tools/M100/quiz',
  '/resultspage/summary',
  '/resultspage/detail',
];

for (const plan of ['free', 'paid'] as const) {
  test(`every route has no serious or critical accessibility violations (${plan} account)`, async ({ page }) => {
    test.setTimeout(180_000);
    const person = newPerson(`a11y-${plan}`);
    await register(page.request, person);
    if (plan === 'paid') await admin('grant-paid', '--email', person.email);
    const found: string[] = [];
    for (const route of ROUTES) {
      await page.goto(`${APP}${route}`);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        found.push(`${route}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}
