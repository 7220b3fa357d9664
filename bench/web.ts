import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './support/server.ts';

/**
 * bench:web — the gzipped JavaScript and CSS the sign-in screen really loads, recorded from a
 * real page load in Chromium against the built app. Target: under 150 KB of JavaScript.
 */
const server = await startServer(Number(process.env.BENCH_PORT ?? 4321));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const loaded: Array<{ url: string; kind: 'js' | 'css'; raw: number; gzip: number }> = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const kind = type.includes('javascript') ? 'js' : type.includes('css') ? 'css' : undefined;
    if (!kind) return;
    const body = await response.body();
    loaded.push({ url: new URL(response.url()).pathname, kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${server.origin}/react/sorobanquizui/build/login`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Sign In' }).waitFor();

  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  console.table(loaded.map((file) => ({ file: file.url, kind: file.kind, 'raw KB': kb(file.raw), 'gzip KB': kb(file.gzip) })));
  const total = (kind: 'js' | 'css') => kb(loaded.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzip, 0));
  console.log(`sign-in screen: JavaScript ${total('js')} KB gzipped (target < 150 KB), CSS ${total('css')} KB gzipped, ${loaded.length} files`);
} finally {
  await browser.close();
  await server.stop();
}
