import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // A dialog built with the component library loads with it after the screen, and fades in: checked
  // mid-fade, its text would read as faint. Wait for every finite animation and transition to end.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // A page without frames is checked by one axe.run in the page itself: the same rules on the same
  // document, without the blank page (and second copy of axe) that the frame-by-frame run opens to
  // merge the frames' results (on a loaded 2-core machine, about half of each check's time). A page
  // with frames keeps that run, so other origins' frames are checked too.
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/** No serious or critical violation on the screen as it is now. */
export async function expectAccessible(page: Page, include?: string) {
  expect(await seriousViolations(page, include)).toEqual([]);
}
