import { type Page, expect } from '@playwright/test';

/**
 * Flash rounds on the page's fake clock: frames come exactly every 16 ms of fake time, however busy
 * the test machine is, so a round is frame-exact unless the test itself makes trouble
 * (page.clock.fastForward is a long task: the next frame arrives late, once).
 */
export async function installFlashClock(page: Page) {
  await page.clock.install();
}

/** Stops fake time just before a round starts; runFor then plays it. */
export async function pauseFlashClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 5000);
}

/** Runs fake time in steps until `until` holds (the 3-2-1 cue, the measuring and the round take a few seconds). */
export async function runFlashUntil(page: Page, until: () => Promise<boolean>, stepMs = 50, maxMs = 15_000) {
  for (let ran = 0; ran < maxMs; ran += stepMs) {
    if (await until()) return;
    await page.clock.runFor(stepMs);
  }
  expect(await until(), 'the flash round never got there').toBe(true);
}

/** Records every number the flash stage shows, as the page writes them (call before the page loads). */
export async function recordFlashes(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { flashesSeen: seen });
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        const stage = m.target instanceof HTMLElement ? m.target : m.target.parentElement;
        if (stage?.dataset.testid === 'flash-stage' && stage.textContent) seen.push(stage.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The numbers shown since the last call, in order. */
export const flashesSeen = (page: Page) => page.evaluate(() => (window as unknown as { flashesSeen: string[] }).flashesSeen.splice(0));
