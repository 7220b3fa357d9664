import { type Locator, type Page, expect } from '@playwright/test';

/** The element that has focus; none when focus has fallen back to the page's body. */
export const focused = (page: Page) => page.locator(':focus');

/** Whether `target` (or an element inside it) has focus. */
export const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/** Focus is on a real element (not lost to the body) that has an accessible name. */
export async function expectNamedFocus(page: Page) {
  await expect(focused(page), 'focus is on an element, not lost to the page').toHaveCount(1);
  await expect(focused(page), 'the focused control has an accessible name').toHaveAccessibleName(/\S/);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has focus. Every stop on the way must be a
 * named element; running out of presses means the target is unreachable or focus is trapped.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectNamedFocus(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${target.toString()} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/**
 * Chooses an option of a select with the keyboard: Tab to it, Enter opens the list, Home and
 * arrows move through it, Enter chooses; focus comes back to the select showing the choice.
 */
export async function chooseWithKeys(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const count = await listbox.getByRole('option').count();
  // The list opens on the current choice and does not wrap: Home goes to the first option.
  await expect(focused(page)).toHaveRole('option');
  await page.keyboard.press('Home');
  for (let i = 0; i < count; i++) {
    const active = focused(page);
    await expect(active).toHaveRole('option');
    if ((await active.textContent())?.trim() === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(focused(page)).toHaveText(option);
  await page.keyboard.press('Enter');
  await expect(listbox).toHaveCount(0);
  await expect(select).toBeFocused();
  await expect(select).toHaveText(option);
}

/**
 * The focused element shows that it has focus: it matches :focus-visible and draws an outline, a
 * focus ring inside it (the soroban's rods) or MUI's focus ripple (buttons).
 */
export async function expectFocusVisible(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body || !element.matches(':focus-visible')) return 'no :focus-visible element';
          const style = getComputedStyle(element);
          if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return 'visible';
          const ring = element.querySelector('[class*="focusRing"], .MuiTouchRipple-ripplePulsate');
          if (ring && getComputedStyle(ring).visibility === 'visible') return 'visible';
          return `no focus indicator on ${element.outerHTML.slice(0, 120)}`;
        }),
      { message: 'the focused control shows its focus' },
    )
    .toBe('visible');
}

type FocusWatch = { focusLost: string[]; stopFocusWatch: () => void };

/**
 * Starts looking at focus on every animation frame: each frame in which it has fallen onto the
 * page's body is recorded (with the problem on screen), until `focusLosses` stops the watch. A
 * field that is removed and put back later would show up here even if focus came back in the end.
 */
export async function watchFocusLoss(page: Page) {
  await page.evaluate(() => {
    const watch = window as unknown as FocusWatch;
    watch.focusLost = [];
    let watching = true;
    watch.stopFocusWatch = () => (watching = false);
    const look = () => {
      if (!watching) return;
      const active = document.activeElement;
      if (!active || active === document.body) watch.focusLost.push(document.querySelector('main p')?.textContent ?? '(no text)');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** Stops the watch and returns the frames in which focus was lost. */
export const focusLosses = (page: Page) =>
  page.evaluate(() => {
    const watch = window as unknown as FocusWatch;
    watch.stopFocusWatch();
    return watch.focusLost;
  });
