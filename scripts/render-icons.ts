import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Renders the app icon (apps/web/public/favicon.svg) to the PNG sizes a home-screen install needs,
 * with Debian's Chromium. The PNGs are committed; run again after changing the SVG:
 *   node --import tsx scripts/render-icons.ts
 */
const publicDir = new URL('../apps/web/public/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`);
    writeFileSync(new URL(`icon-${size}.png`, publicDir), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
