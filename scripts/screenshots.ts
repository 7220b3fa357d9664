import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer } from '../bench/support/server.ts';

/**
 * Screenshots of every route of SPEC 2.1 at 360 px (a phone) and 1280 px (a laptop), signed in as
 * a free user, into screenshots/<width>/<route>.png, so a person can look at them side by side.
 *   npm run screenshots        (after npm run build)
 */
const ROUTES = [
  '/login',
  '/logout',
  '/onboarding',
  '/launchpad-guided',
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
  '/launchpad/soroban/level/addition/quiz',
  '/launchpad/mental/anzan/addition',
  '/launchpad/mental/flash',
  '/launchpad/mental/audible',
  '/launchpad/facts/multiplication',
  '/launchpad/tools/A100/quiz',
  '/resultspage/summary',
];
const out = new URL('../screenshots/', import.meta.url);
const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 4330));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 780 : 900 }, hasTouch: width === 360 });
    await context.request.post(`${server.origin}/rlm/mobile-apis/register_api.php`, {
      data: { env: 'production', username: `shots-${width}-${Date.now()}@example.com`, displayName: 'Screenshot Kid', password: 'screenshot password' },
    });
    const page = await context.newPage();
    const folder = new URL(`${width}/`, out);
    mkdirSync(folder, { recursive: true });
    for (const route of ROUTES) {
      await page.goto(`${server.origin}/react/sorobanquizui/build${route}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: new URL(`${route.slice(1).replaceAll('/', '_') || 'root'}.png`, folder).pathname, fullPage: true });
    }
    await context.close();
    console.log(`${ROUTES.length} screenshots at ${width} px in ${folder.pathname}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
