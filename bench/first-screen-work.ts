import { chromium } from 'playwright-core';
import { measuredPages } from './support/measured-pages.ts';
import { startServer } from './support/server.ts';

/**
 * bench:first-screen — the main thread's work until a page's first screen has settled, in Debian's
 * Chromium at 390 px with the CPU slowed four times (as Lighthouse's mobile preset assumes), on the
 * pages issue 18 measures: all tasks, script alone, style and layout, and long tasks' time over 50 ms
 * from the navigation (TBT counts it from the first paint), and when the largest paint came (what
 * the learner waits for, as Lighthouse's LCP, but on the real clock: Lighthouse's simulation leaves
 * out time the page spends waiting on a timer), each the median over FIRST_SCREEN_RUNS (7) fresh
 * loads, until the network has been idle for half a second. Run after `npm run build`.
 * FIRST_SCREEN_LINE=slow-4g puts the page on the line Lighthouse's mobile preset simulates (150 ms
 * round trips, 1.6 Mbit/s down, 750 kbit/s up) for real, so the first paint (the page's frame) and
 * the largest one show what a phone on such a line waits for.
 *
 * Lighthouse's mobile scores move by ten points with the machine's load, and even these medians move
 * by a fifth between runs minutes apart. So a change is judged against the build before it, loaded
 * in turn with this one in the same run: FIRST_SCREEN_AGAINST=<another build's dist folder> (e.g.
 * `git worktree add /tmp/before HEAD~1`, `npm ci && npm run build` there) adds its figures and the
 * ratio this/that per page.
 */
const runs = Number(process.env.FIRST_SCREEN_RUNS ?? 7);
const port = Number(process.env.BENCH_PORT ?? 4365);
const builds = [{ label: 'this build', server: await startServer(port) }];
if (process.env.FIRST_SCREEN_AGAINST)
  builds.push({ label: 'against', server: await startServer(port + 1, { WEB_DIST_DIR: process.env.FIRST_SCREEN_AGAINST }) });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
// Lighthouse's mobile preset's line (its simulated throttling), applied to the real network.
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const line = process.env.FIRST_SCREEN_LINE === 'slow-4g' ? SLOW_4G : undefined;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Figures {
  tasks: number[];
  script: number[];
  styleLayout: number[];
  blocking: number[];
  firstPaint: number[];
  largestPaint: number[];
}

async function measureLoad(origin: string, path: string, cookie: string | undefined, into: Figures) {
  const context = await browser.newContext({ viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true });
  try {
    if (cookie) {
      const [name = '', value = ''] = cookie.split('=');
      await context.addCookies([{ name, value, url: origin }]);
    }
    await context.addInitScript(() => {
      const longTasks: number[] = [];
      const painted = { first: 0, largest: 0 };
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => entry.name === 'first-contentful-paint' && (painted.first = entry.startTime)),
      ).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => longTasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => (painted.largest = entry.startTime))).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      Object.assign(window, { __longTasks: longTasks, __painted: painted });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (line) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', line);
    }
    await cdp.send('Performance.enable');
    await page.goto(`${origin}/react/sorobanquizui/build${path}`);
    await page.waitForLoadState('networkidle');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const ms = (metric: string) => Math.round((metrics.find((m) => m.name === metric)?.value ?? 0) * 1000);
    into.tasks.push(ms('TaskDuration'));
    into.script.push(ms('ScriptDuration'));
    into.styleLayout.push(ms('RecalcStyleDuration') + ms('LayoutDuration'));
    const { longTasks, first, largest } = await page.evaluate(() => {
      const seen = window as unknown as { __longTasks: number[]; __painted: { first: number; largest: number } };
      return { longTasks: seen.__longTasks, first: seen.__painted.first, largest: seen.__painted.largest };
    });
    into.blocking.push(Math.round(longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)));
    into.firstPaint.push(Math.round(first));
    into.largestPaint.push(Math.round(largest));
  } finally {
    await context.close();
  }
}

try {
  const pagesPerBuild = await Promise.all(builds.map(({ server }) => measuredPages(server.origin)));
  const rows = [];
  for (const [index, { name }] of pagesPerBuild[0]!.entries()) {
    const figures = builds.map((): Figures => ({ tasks: [], script: [], styleLayout: [], blocking: [], firstPaint: [], largestPaint: [] }));
    // The builds take turns, load by load, so a change in the machine's speed falls on both alike.
    for (let run = 0; run < runs; run++)
      for (const [build, { server }] of builds.entries()) {
        const { path, cookie } = pagesPerBuild[build]![index]!;
        await measureLoad(server.origin, path, cookie, figures[build]!);
      }
    for (const [build, { label }] of builds.entries()) {
      const of = figures[build]!;
      rows.push({
        page: name,
        build: label,
        'tasks ms': median(of.tasks),
        'script ms': median(of.script),
        'style+layout ms': median(of.styleLayout),
        'long tasks over 50 ms': median(of.blocking),
        'first paint ms': median(of.firstPaint),
        'largest paint ms': median(of.largestPaint),
      });
    }
    if (builds.length === 2) {
      const ratio = (key: keyof Figures) => (median(figures[0]![key]) / Math.max(1, median(figures[1]![key]))).toFixed(2);
      rows.push({
        page: name,
        build: 'this / against',
        'tasks ms': ratio('tasks'),
        'script ms': ratio('script'),
        'style+layout ms': ratio('styleLayout'),
        'long tasks over 50 ms': ratio('blocking'),
        'first paint ms': ratio('firstPaint'),
        'largest paint ms': ratio('largestPaint'),
      });
    }
  }
  console.table(rows);
  console.log(`median of ${runs} loads per page and build, CPU slowed 4×, 390 px${line ? ', on a slow 4G line (150 ms, 1.6 Mbit/s)' : ''}`);
} finally {
  await browser.close();
  await Promise.all(builds.map(({ server }) => server.stop()));
}
