import { type Page, expect } from '@playwright/test';
import { APP } from './accounts.ts';

/**
 * Every route of SPEC 2.1 opened directly. Screens that need state (which stock, which kanji) show
 * their notice this way; rewardsTour opens them again through their flows, with state.
 */
export { SPEC_ROUTES } from '@soroban/contracts/spec-routes';

/**
 * Walks the rewards screens that need state the way a person reaches them, calling `at` on each
 * with its route: buys a share and the kanji 一 (so needs about 45 coins), opens the sales up to
 * their confirmations without confirming, and ends on the drawing of 一.
 */
export async function rewardsTour(page: Page, at: (route: string) => Promise<void>) {
  const link = (name: string) => page.getByRole('link', { name, exact: true }).first();
  const confirm = async (done: string | RegExp) => {
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(done).first()).toBeVisible();
  };
  const base = '/launchpad/rewards';

  await page.goto(`${APP}${base}/buystocks`);
  // Prices follow the server's own market secret (random per new database): the cheapest share
  // leaves the most coins for the kanji bought next.
  const stocks = page.getByRole('list', { name: 'Stocks' }).getByRole('link');
  await expect(stocks.first()).toBeVisible();
  const prices = (await stocks.allInnerTexts()).map((text) => Number(/([\d,]+) coins?\b/.exec(text)?.[1]?.replaceAll(',', '') ?? Infinity));
  await stocks.nth(prices.indexOf(Math.min(...prices))).click();
  await at(`${base}/buystocks/buystocksdetail`);
  await link('Buy').click();
  await at(`${base}/buystocks/buystocksconfirmation`);
  await confirm('Purchase complete');
  await at(`${base}/buystocks/buystocksconfirmation (done)`);
  await page.goto(`${APP}${base}/mystocks`);
  await at(`${base}/mystocks (a holding)`);
  await page.getByRole('list', { name: 'My stocks' }).getByRole('link').first().click();
  await at(`${base}/mystocks/mystocksdetail`);
  await link('Sell').click();
  await at(`${base}/mystocks/tradestocks`);
  await link('Continue').click();
  await at(`${base}/mystocks/tradestocks/sellstocksconfirmation`);

  await page.goto(`${APP}${base}/buykanji`);
  await link('一 one').click();
  await at(`${base}/buykanji/buykanjidetail`);
  await link('Buy').click();
  await at(`${base}/buykanji/buykanjiconfirmation`);
  await confirm(/You bought 一/);
  await page.goto(`${APP}${base}/mykanji`);
  await at(`${base}/mykanji (a kanji)`);
  await link('一 one').click();
  await at(`${base}/mykanji/mykanjidetail`);
  await link('Sell').click();
  await at(`${base}/mykanji/tradekanji`);
  await link('Continue').click();
  await at(`${base}/mykanji/tradekanji/sellkanjiconfirmation`);
  await page.goto(`${APP}${base}/mykanji`);
  await link('一 one').click();
  await link('Draw').click();
  await expect(page.getByLabel('Drawing area for 一')).toBeVisible();
  await at(`${base}/mykanji/mykanjidetail/drawkanji`);
}
