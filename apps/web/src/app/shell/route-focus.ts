import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusHeading } from '@/lib/focus-heading';

/** How long a lazily loaded screen may take to show its heading. */
const WAIT_MS = 10_000;

const focusLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

/**
 * After a navigation inside the app, the control that led there (a Start button, the last answer
 * field, a dialog's button) is usually gone and focus falls back to the page: keyboard and screen
 * reader users would start again from the header. Then focus moves to the new screen's heading,
 * once it is there. A screen that focuses something itself (an answer field) keeps that focus, and
 * the first load of a page is left alone.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const container = main.current;
    if (!container) return;
    const tryFocus = () => {
      if (!focusLost()) return true;
      return focusHeading(container);
    };
    // The screen renders after this effect (lazily, or once its data is in): watch until it has a heading.
    let observer: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      observer = new MutationObserver(() => {
        if (tryFocus()) observer?.disconnect();
      });
      observer.observe(container, { childList: true, subtree: true });
    });
    const timer = window.setTimeout(() => observer?.disconnect(), WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, main]);
}

const SITE_NAME = 'Soroban Quiz';

/**
 * The tab title follows in-app navigation: each screen's heading, then the site name, set once the
 * heading is there (screens load lazily). The tab, history and bookmarks then say which screen it is.
 * A screen that sets its own title (the guided program's name) keeps it: the heading is not applied
 * once the title has changed since the navigation. A layout effect, so the title before the
 * navigation is read before any screen's own (passive) effect has set its title in the same commit.
 */
export function usePageTitle(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const container = main.current;
    if (!container) return;
    const before = document.title;
    const apply = () => {
      if (document.title !== before) return true;
      const heading = container.querySelector('h1')?.textContent?.trim();
      if (!heading) return false;
      document.title = `${heading} · ${SITE_NAME}`;
      return true;
    };
    if (apply()) return;
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    const timer = window.setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, main]);
}
