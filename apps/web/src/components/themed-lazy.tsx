import { type ComponentProps, type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { lazyScreen, preloadScreen } from '@/lib/lazy-screen';

/** The component library's theme, loaded (with the library) when first rendered. */
export const LazyThemeProviders = lazyScreen(() => import('@/components/providers'), 'ThemeProviders');

/** Something built with the component library, shown on a screen drawn without it: themed, and nothing while it loads. */
function Themed({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyThemeProviders>{children}</LazyThemeProviders>
    </Suspense>
  );
}

/**
 * React.lazy for a part built with the component library (a menu, a dialog) that a screen drawn
 * without it shows only at times: its code and the library load when it first renders, or sooner
 * with `preload` (on a hover or focus of what opens it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: a part's props are its own
export function lazyThemed<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  const Part = lazyScreen(load, name);
  const preload = () => preloadScreen(Part);
  function ThemedPart(props: ComponentProps<M[K]>) {
    return (
      <Themed>
        <Part {...props} />
      </Themed>
    );
  }
  return Object.assign(ThemedPart, { preload });
}

/**
 * True from the first time `open` is true on: a lazily loaded menu or dialog is mounted then and
 * stays mounted after it closes, so it closes with its transition.
 */
export function useOpenedOnce(open: boolean) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
