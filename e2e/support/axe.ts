import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** axe-core's serious and critical WCAG 2.1 A/AA violations on the page as it is now (or inside `include`), one line each. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
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
