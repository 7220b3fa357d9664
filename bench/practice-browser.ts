import { chromium } from 'playwright-core';
import { startServer } from './support/server.ts';

/**
 * The browser half of bench:practice, in Debian's Chromium against the built app:
 * - flash anzan at the fastest preset (3 digits × 15 in 1.5 s), at the display's own rate: for every
 *   number shown, the frames it was really on screen (counted by the runner) against the planned
 *   frames, with a 200 ms long task forced in round 3. Target: zero frames of error in graded
 *   rounds; a round off its plan is void and replayed with the same numbers.
 * - digital soroban: time from a bead tap (the event's timestamp) to the start of the frame that
 *   paints its result. Target: within one frame.
 */
const ROUNDS = Number(process.env.BENCH_FLASH_ROUNDS ?? 10);
const TAPS = Number(process.env.BENCH_TAPS ?? 60);
const server = await startServer(Number(process.env.BENCH_PORT ?? 4322));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext();
  const signUp = await context.request.post(`${server.origin}/rlm/mobile-apis/register_api.php`, {
    data: { env: 'production', username: `bench-${Date.now()}@example.com`, displayName: 'Bench', password: 'bench password 1' },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${await signUp.text()}`);
  const page = await context.newPage();
  const app = `${server.origin}/react/sorobanquizui/build`;

  // Flash anzan, fastest preset.
  await page.goto(`${app}/launchpad/mental/flash`);
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: /20 dan/ }).click();
  await page.getByRole('combobox', { name: 'Rounds' }).click();
  await page.getByRole('option', { name: String(ROUNDS), exact: true }).click();
  await page.getByRole('button', { name: 'Start' }).click();
  let numbers = 0;
  let errorFrames = 0;
  let worst = 0;
  let voids = 0;
  const totals: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Round 3 gets a forced 200 ms long task mid-round (longer than a number and its blank): it must be void and replayed.
    if (round === 2) {
      await page.locator('[data-testid="flash-stage"][data-showing="5"]').waitFor({ state: 'attached', timeout: 20_000 });
      await page.evaluate('{ const until = performance.now() + 200; while (performance.now() < until); }');
    }
    const total = page.getByText('What is the total?');
    const again = page.getByRole('button', { name: 'Show it again' });
    await total.or(again).waitFor({ timeout: 20_000 });
    if (await again.isVisible()) {
      const report = JSON.parse((await page.getByTestId('flash-void').getAttribute('data-report')) ?? '{}') as { void: unknown };
      voids++;
      console.log(`  round ${round + 1} void, replayed with the same numbers: ${JSON.stringify(report.void)}`);
      await again.click();
      round--;
      continue;
    }
    const report = JSON.parse((await page.getByTestId('round-note').getAttribute('data-report')) ?? 'null') as {
      plannedFrames: number[];
      shownFrames: number[];
      hz: number;
    } | null;
    totals.push((await page.getByTestId('round-note').textContent()) ?? '');
    if (report) {
      if (round === 0)
        console.log(
          `  round 1 at ${report.hz} Hz, frames planned/shown per number: ${report.shownFrames.map((shown, i) => `${report.plannedFrames[i]}/${shown}`).join(' ')}`,
        );
      report.shownFrames.forEach((shown, i) => {
        const error = Math.abs(shown - (report.plannedFrames[i] ?? 0));
        errorFrames += error;
        worst = Math.max(worst, error);
        numbers++;
      });
    }
    const field = page.getByRole('textbox', { name: 'Your answer' });
    await field.fill('0');
    await field.press('Enter');
  }
  console.log(
    `flash anzan, 3 digits × 15 in 1.5 s, ${ROUNDS} graded rounds: ${numbers} numbers measured, ${errorFrames} frames of error in graded rounds, worst ${worst} frame(s) (target 0); ${voids} void round(s) replayed (one forced by a 200 ms long task)`,
  );
  console.log(`  rounds as shown: ${[...new Set(totals)].join(' | ')}`);

  // Digital soroban: tap-to-paint latency.
  await page.goto(`${app}/launchpad/soroban/digitalsoroban`);
  await page.getByRole('group', { name: 'Soroban with 13 rods' }).waitFor();
  // Page scripts are strings: the bundler's helpers do not exist in the page.
  await page.evaluate(`
    window.tapLatencies = [];
    document.addEventListener('pointerup', (event) => requestAnimationFrame((frameStart) => window.tapLatencies.push(frameStart - event.timeStamp)), true);
  `);
  for (let i = 0; i < TAPS; i++) {
    await page.locator(`[data-rod="${i % 13}"][data-bead="${i % 2 === 0 ? 'heaven' : '0'}"]`).click();
  }
  const frameMs = await page.evaluate<number>(`new Promise((resolve) => {
    const stamps = [];
    const step = (t) => (stamps.push(t) < 30 ? requestAnimationFrame(step) : resolve((stamps[29] - stamps[0]) / 29));
    requestAnimationFrame(step);
  })`);
  const latencies = (await page.evaluate<number[]>('window.tapLatencies')).sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const withinFrame = latencies.filter((ms) => ms <= frameMs).length;
  console.log(
    `digital soroban, ${latencies.length} taps: tap → painted frame p50 ${pct(0.5).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms; frame ${frameMs.toFixed(1)} ms; ${withinFrame}/${latencies.length} within one frame (target: all)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
