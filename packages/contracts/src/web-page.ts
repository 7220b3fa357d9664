/**
 * The meta tag the server puts in the page of a first screen whose code that page names, so the
 * boot code's first render waits for that code instead of showing a spinner (docs/decisions/0006).
 */
export const FIRST_SCREEN_MARKER = 'first-screen-code';
