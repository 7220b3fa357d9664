import { type Page, expect, test } from '@playwright/test';
import { APP, admin, newPerson, register, signIn } from '../support/accounts.ts';
import { answer, problemsOf, solve } from '../support/quiz.ts';

test('an unknown path falls back to the launchpad', async ({ page, request }) => {
  const person = newPerson('fallback');
  await register(request, person);
  await signIn(page, person);
  await expect(page).toHaveURL(/onboarding$/);
  await page.goto(`${APP}/no/such/place`);
  await expect(page).toHaveURL(new RegExp(`${APP}/launchpad$`));
});

test("a signed-in page shows the app's header before its code has run, where the shell then draws it", async ({ browser, page, request }) => {
  const person = newPerson('frame');
  await register(request, person);
  await signIn(page, person);
  const signedIn = await page.context().storageState();
  // Where the logo and the app's name sit (the name's width waits on its font, so its left edge and line).
  const header = async (on: Page) => {
    const banner = on.getByRole('banner');
    const logo = await banner.locator('img, svg').first().boundingBox();
    const title = await banner.getByText('Soroban Quiz', { exact: true }).boundingBox();
    return { logo, title: title && { x: title.x, y: title.y, height: title.height } };
  };
  for (const width of [390, 1280]) {
    // The page as it stands before the code has run: a phone on a slow line shows it for a second or two.
    const withoutCode = await browser.newContext({ storageState: signedIn, javaScriptEnabled: false, viewport: { width, height: 800 } });
    const before = await withoutCode.newPage();
    const fonts: string[] = [];
    before.on('request', (sent) => sent.resourceType() === 'font' && fonts.push(sent.url()));
    await before.goto(`${APP}/launchpad`, { waitUntil: 'networkidle' });
    await expect(before.getByRole('status')).toHaveText('Please wait loading...');
    const framed = await header(before);
    await withoutCode.close();
    expect(framed.logo, `logo at ${width}px`).not.toBeNull();
    // The frame asks for no web font: on a slow line it would share the line with the code.
    expect(fonts).toEqual([]);

    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${APP}/launchpad`);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(await header(page), `header at ${width}px`).toEqual(framed);
  }
});

test('the header menu opens main-site pages in a new tab and closes after a choice', async ({ page, request, context }) => {
  const person = newPerson('menu');
  await register(request, person);
  await signIn(page, person);
  await page.goto(`${APP}/launchpad`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('menu');
  for (const item of ['Homepage', 'Settings', 'Wallet', 'Logout', 'Chat', '5.7.0']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Login' })).toHaveCount(0);
  await expect(menu.getByRole('menuitem', { name: '5.7.0' })).toHaveAttribute('aria-disabled', 'true');
  const [settings] = await Promise.all([context.waitForEvent('page'), menu.getByRole('menuitem', { name: 'Settings' }).click()]);
  await expect(settings).toHaveURL(/\/manage\/my-settings\.php$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  // The settings page in the new tab works with the same session.
  await expect(settings.getByRole('textbox', { name: 'Display name' })).toHaveValue(person.displayName);
});

test('the bottom bar navigates and marks the current view', async ({ page, request }) => {
  const person = newPerson('bottombar');
  await register(request, person);
  await signIn(page, person);
  await page.goto(`${APP}/launchpad`);
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('button', { name: 'Modules' })).toHaveAttribute('aria-current', 'page');
  const targets: Array<[string, RegExp]> = [
    ['Top 100', /\/launchpad\/top100$/],
    ['Rewards', /\/launchpad\/rewards$/],
    ['Profile', /\/launchpad\/profile$/],
    ['Video Help', /\/launchpad\/videohelp$/],
    ['Modules', /\/launchpad$/],
  ];
  for (const [name, url] of targets) {
    await nav.getByRole('button', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('button', { name })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('button', { name: /rocket|guided/i }).click();
  await expect(page).toHaveURL(/\/launchpad-guided$/);
});

test('free accounts see margin ads linking to pricing; a granted subscription hides them', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const person = newPerson('ads');
  await register(request, person);
  await signIn(page, person);
  const adsFetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/ads/')) adsFetched.push(sent.url());
  });
  await page.goto(`${APP}/launchpad`);
  await expect(page.getByTestId('left-margin-ad')).toBeAttached();
  await page.waitForLoadState('networkidle');
  // Beside a phone's screen there is no room for them: hidden, and not even fetched.
  expect(adsFetched).toEqual([]);

  await page.setViewportSize({ width: 1400, height: 900 });
  for (const side of ['left-margin-ad', 'right-margin-ad']) {
    const ad = page.getByTestId(side).getByRole('link', { name: 'Go ad-free: see plans (opens in a new tab)' });
    await expect(ad).toBeVisible();
    await expect.poll(() => ad.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(ad).toHaveAttribute('href', /\/pricing$/);
    await expect(ad).toHaveAttribute('target', '_blank');
  }
  await admin('grant-paid', '--email', person.email);
  await page.reload();
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  await expect(page.getByTestId('left-margin-ad')).toHaveCount(0);
  await expect(page.getByTestId('right-margin-ad')).toHaveCount(0);
});

test('the launchpads show without the component library, which loads when a dialog built with it first opens', async ({ page }) => {
  const person = newPerson('plain');
  // Signed in through the API: signing in on the screen goes on to onboarding, which loads the library.
  const request = page.request;
  await register(request, person);
  // A returning learner's guided page: enrolled, welcome done, guided preferred (no dialog at first).
  for (const [call, data] of [
    ['guided_launchpad.php', { requestedLevel: '' }],
    ['event_log_api.php', { lpath: null, event: { eventName: 'justRegistered', eventData: { justRegistered: false } } }],
    ['set_setting_api.php', { lpath: null, setSetting: { settingName: 'guidedPreferred', settingValue: true } }],
  ] as const) {
    const answer = await request.post(`/rlm/mobile-apis/${call}`, { data: { env: 'production', ...data } });
    expect(answer.ok(), await answer.text()).toBe(true);
  }
  const library: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/ui-[\w-]+\.js$/.test(sent.url())) library.push(sent.url());
  });
  await page.goto(`${APP}/launchpad`);
  await expect(page.getByRole('progressbar', { name: /^Today: / })).toBeVisible();
  await expect(page.getByRole('link', { name: /Skills: addition/ })).toBeVisible();
  await page.goto(`${APP}/launchpad-guided`);
  await expect(page.locator('#working-activity [data-activity-id]')).toBeVisible();
  expect(library).toEqual([]);
  // Its dialogs are built with the library: it loads with the first one.
  await page.locator('#working-activity [data-activity-id]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(library).toHaveLength(1);
});

test('a quiz is shown and answered without the component library, which loads when leaving it asks first', async ({ page }) => {
  const person = newPerson('plainquiz');
  await register(page.request, person);
  const library: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/ui-[\w-]+\.js$/.test(sent.url())) library.push(sent.url());
  });
  const problems = await problemsOf(page, async () => {
    await page.goto(`${APP}/launchpad/facts/addition/quiz`);
  });
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0');
  await answer(page, solve(problems[0]!));
  await expect(page.getByText(`Problem 2 of ${problems.length}`)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).not.toHaveAttribute('aria-valuenow', '0');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  expect(library).toEqual([]);
  // The dialog that asks before leaving is built with the library: it loads then, and works.
  await page.getByRole('button', { name: 'Guided training (rocket)' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this quiz?' });
  await expect(leave).toContainText('Your answer so far is kept');
  expect(library).toHaveLength(1);
  await leave.getByRole('button', { name: 'Stay in the quiz' }).click();
  await expect(page.getByText(`Problem 2 of ${problems.length}`)).toBeVisible();
});
