import { PAGE_FRAME, PAGE_FRAME_WORDS } from '@soroban/contracts';

/**
 * The frame a signed-in page shows before the app's code has arrived: the header with the logo and
 * the app's name, and "Please wait loading..." under it (SPEC 2.1), drawn from the classes the
 * shell's header draws with (PAGE_FRAME), so nothing moves when the code takes over and replaces it.
 * On a phone on a slow line that code takes a second or two: the learner sees the app meanwhile
 * instead of a blank page. The logo is the build's logo.svg written into the page (a picture file
 * would wait for its own download); `logoSvg` is undefined when the build has none. The name is set
 * in the system's face until the code runs (PAGE_FRAME.early): the web font would otherwise start
 * downloading beside the code and hold the screen back.
 */
export function pageFrame(logoSvg: string | undefined): string {
  const logo = logoSvg?.trim().replace(/^<svg\b/, '<svg width="36" height="36" aria-hidden="true" focusable="false"');
  return (
    `<header class="${PAGE_FRAME.header} ${PAGE_FRAME.early}"><div class="${PAGE_FRAME.toolbar}">` +
    (logo ? `<span class="${PAGE_FRAME.logo}">${logo}</span>` : '') +
    `<p class="${PAGE_FRAME.title}">${PAGE_FRAME_WORDS.title}</p></div></header>` +
    `<div role="status" class="${PAGE_FRAME.status}">${PAGE_FRAME_WORDS.loading}</div>`
  );
}
