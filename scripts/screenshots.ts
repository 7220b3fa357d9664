import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../bench/support/server.ts';
import { APP } from '../e2e/support/accounts.ts';
import { earnCoins } from '../e2e/support/quiz.ts';
import { rewardsTour, SPEC_ROUTES } from '../e2e/support/spec-routes.ts';

/**
 * Screenshots of every route of SPEC 2.1 at 390 px (a phone, touch) and 1280 px (a laptop), signed
 * in as a free user, into screenshots/<width>/<route>.png, so a person can look at them side by
 * side; the rewards screens that need state are also taken as reached through their flows.
 *   npm run screenshots                        (builds first)
 *   SHOT_WIDTHS=360,390,1280 npm run screenshots  (other widths; under 800 px is a phone)
 */
const out = new URL('../screenshots/', import.meta.url);
const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 4330));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const width of (process.env.SHOT_WIDTHS ?? '390,1280').split(',').map(Number)) {
    const phone = width < 800;
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width, height: phone ? 780 : 900 }, hasTouch: phone, isMobile: phone });
    await context.request.post('/rlm/mobile-apis/register_api.php', {
      data: { env: 'production', username: `shots-${width}-${Date.now()}@example.com`, displayName: 'Screenshot Kid', password: 'screenshot password' },
    });
    const page = await context.newPage();
    const folder = new URL(`${width}/`, out);
    mkdirSync(folder, { recursive: true });
    const shoot = async (route: string) => {
      await page.waitForLoadState('networkidle');
      const name = route.slice(1).replace(/[^A-Za-z0-9]+/g, '_') || 'root';
      await page.screenshot({ path: new URL(`${name}.png`, folder).pathname, fullPage: true });
    };
    for (const route of SPEC_ROUTES) {
      await page.goto(`${APP}${route}`);
      await shoot(route);
    }
    await earnCoins(page);
    await earnCoins(page);
    let withState = 0;
    await rewardsTour(page, async (route) => {
      withState += 1;
      await shoot(`${route} with state`);
    });
    await context.close();
    console.log(`${SPEC_ROUTES.length} routes and ${withState} screens with state at ${width} px in ${folder.pathname}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
