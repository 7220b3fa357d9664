import { type Locator, type Page, expect } from '@playwright/test';

/** WCAG 2.2 target size (minimum), 2.5.8. */
export const MIN_TARGET = 24;

/** The page does not scroll sideways at this width. */
export async function expectNoSideScroll(page: Page, width = 360) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `the page is no wider than ${width} px` })
    .toBeLessThanOrEqual(width);
}

/** The target is at least 24 × 24 CSS px. */
export async function expectTapTarget(target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, `${target.toString()} has a box`).not.toBeNull();
  expect.soft(box!.width, `${target.toString()} is at least ${MIN_TARGET} px wide`).toBeGreaterThanOrEqual(MIN_TARGET);
  expect.soft(box!.height, `${target.toString()} is at least ${MIN_TARGET} px high`).toBeGreaterThanOrEqual(MIN_TARGET);
}

/**
 * Every element `targets` matches is a visible target of at least 24 × 24 CSS px: expectTapTarget's
 * check for each, measured in one pass over the page (one by one, a long list costs three round trips
 * a target on a loaded machine), retried until it holds as expect retries. A failure names each target
 * that falls short. Returns how many were measured.
 */
export async function expectTapTargets(targets: Locator) {
  let count = 0;
  await expect
    .poll(
      async () => {
        const measured = await targets.evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            const visible = element.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0;
            return { target: element.outerHTML.slice(0, 100), visible, width: box.width, height: box.height };
          }),
        );
        count = measured.length;
        return measured.filter((m) => !m.visible || m.width < MIN_TARGET || m.height < MIN_TARGET);
      },
      { message: `every ${targets.toString()} is visible and at least ${MIN_TARGET} × ${MIN_TARGET} px` },
    )
    .toEqual([]);
  return count;
}

/** Taps a target after checking its size. */
export async function tapTarget(target: Locator) {
  await expectTapTarget(target);
  await target.tap();
}

/** Chooses an option of a select by tapping it open and tapping the option. */
export async function chooseByTap(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await tapTarget(select);
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  await tapTarget(listbox.getByRole('option', { name: option, exact: true }));
  await expect(listbox).toHaveCount(0);
  await expect(select).toHaveText(option);
}

/**
 * Types an answer on the on-screen number pad and taps its Enter. Each key's size is checked the
 * first time it is used (`checked` carries the keys already measured).
 */
export async function tapAnswer(page: Page, value: number, checked: Set<string>) {
  const pad = page.getByRole('group', { name: 'Number pad' });
  const keys = [...String(value)].map((c) => (c === '-' ? 'minus' : c));
  for (const name of [...keys, 'Enter']) {
    const key = pad.getByRole('button', { name, exact: true });
    if (!checked.has(name)) {
      await expectTapTarget(key);
      checked.add(name);
    }
    await key.tap();
  }
}
