/**
 * Moves focus to the screen's heading in `container` (made focusable by script, not by Tab), where a
 * keyboard or screen-reader user starts; false when there is none yet.
 */
export function focusHeading(container: ParentNode): boolean {
  const heading = container.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}
