import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signedInCookie, startServer } from './support/server.ts';

/**
 * bench:lighthouse — Lighthouse (mobile preset, its default throttling) in Debian's Chromium on
 * the sign-in screen, /launchpad, /launchpad-guided and a quiz, signed in for all but the first.
 * Targets: performance 90+, accessibility 95+, best practices 95+. Run after `npm run build`.
 */
const server = await startServer(Number(process.env.BENCH_PORT ?? 4360));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const cookie = await signedInCookie(server.origin);
  const pages: Array<[string, string, boolean]> = [
    ['sign-in', '/login', false],
    ['launchpad', '/launchpad', true],
    ['guided launchpad', '/launchpad-guided', true],
    ['quiz', '/launchpad/facts/addition/quiz', true],
  ];
  const rows = [];
  for (const [name, path, signedIn] of pages) {
    const result = await lighthouse(`${server.origin}/react/sorobanquizui/build${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    const categories = result?.lhr.categories ?? {};
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({ page: name, performance: score('performance'), accessibility: score('accessibility'), 'best practices': score('best-practices') });
  }
  console.table(rows);
  console.log('targets: performance ≥ 90 (mobile preset), accessibility ≥ 95, best practices ≥ 95');
} finally {
  chrome.kill();
  await server.stop();
}
