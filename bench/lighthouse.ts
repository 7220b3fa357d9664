import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { measuredPages } from './support/measured-pages.ts';
import { startServer } from './support/server.ts';

/**
 * bench:lighthouse — Lighthouse (mobile preset, its default throttling) in Debian's Chromium on
 * the pages issue 18 measures (support/measured-pages.ts). Targets (issue 18): performance,
 * accessibility and best practices 95+.
 * Run after `npm run build`.
 *
 * Each page is measured with the mobile preset (a mid-range phone on a slow 4G line, CPU slowed
 * four times) and the desktop one (a laptop on fast broadband); LIGHTHOUSE_PRESETS picks
 * (`mobile,desktop` by default).
 *
 * Scores move between runs of the same build (Lighthouse's own docs on variability: the observed
 * trace its simulation starts from differs run to run), so each page is measured LIGHTHOUSE_RUNS
 * times (5) and printed as the median run, the one Lighthouse's computeMedianRun picks (the docs'
 * way to halve the spread: the median of five), beside the range of all runs and figures that do
 * not depend on the machine's load: the JavaScript files and bytes the page fetched and the
 * requests in all. The targets are judged on the median run.
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const presets = (process.env.LIGHTHOUSE_PRESETS ?? 'mobile,desktop').split(',');
const server = await startServer(Number(process.env.BENCH_PORT ?? 4360));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const range = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
};

try {
  const pages = await measuredPages(server.origin);
  const rows = [];
  for (const preset of presets)
    for (const { name, path, cookie: pageCookie } of pages) {
      const measured = { performance: [] as number[], accessibility: [] as number[], bestPractices: [] as number[], tbt: [] as number[], lcp: [] as number[] };
      const reports: Result[] = [];
      let files = { scripts: 0, scriptKb: 0, fontKb: 0, soundKb: 0, requests: 0 };
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(
          `${server.origin}/react/sorobanquizui/build${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            ...(pageCookie ? { extraHeaders: { Cookie: pageCookie } } : {}),
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result?.lhr;
        if (lhr) reports.push(lhr);
        const score = (id: string) => Math.round((lhr?.categories[id]?.score ?? 0) * 100);
        measured.performance.push(score('performance'));
        measured.accessibility.push(score('accessibility'));
        measured.bestPractices.push(score('best-practices'));
        measured.tbt.push(Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0));
        measured.lcp.push(Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0));
        const requests = ((lhr?.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
          (r) => !r.url.startsWith('data:'),
        );
        const scripts = requests.filter((r) => r.resourceType === 'Script');
        const kb = (of: NetworkRequest[]) => Math.round(of.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024);
        files = {
          scripts: scripts.length,
          scriptKb: kb(scripts),
          // The design's new assets: fonts and sounds must stay out of the boot (lazy), under 60 KB together.
          fontKb: kb(requests.filter((r) => r.resourceType === 'Font')),
          soundKb: kb(requests.filter((r) => r.resourceType === 'Media' || /\.(mp3|ogg|wav|m4a|webm)(\?|$)/.test(r.url))),
          requests: requests.length,
        };
      }
      const median = reports.length > 0 ? computeMedianRun(reports) : undefined;
      rows.push({
        preset,
        page: name,
        'performance (median run)': Math.round((median?.categories.performance?.score ?? 0) * 100),
        'performance (all runs)': range(measured.performance),
        accessibility: range(measured.accessibility),
        'best practices': range(measured.bestPractices),
        'TBT ms': range(measured.tbt),
        'LCP ms': range(measured.lcp),
        'JS files': files.scripts,
        'JS KB sent': files.scriptKb,
        'font KB': files.fontKb,
        'sound KB': files.soundKb,
        requests: files.requests,
      });
    }
  console.table(rows);
  console.log(`${runs} run(s) per page; targets, on the median run: performance ≥ 95, accessibility ≥ 95, best practices ≥ 95`);
} finally {
  chrome.kill();
  await server.stop();
}
