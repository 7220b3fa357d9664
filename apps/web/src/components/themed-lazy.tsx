import { type ComponentProps, type ComponentType, type ReactNode, Suspense, lazy } from 'react';

/** The component library's theme, loaded (with the library) when first rendered. */
export const LazyThemeProviders = lazy(() => import('@/components/providers').then((m) => ({ default: m.ThemeProviders })));

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
  const Part = lazy(() => load().then((module) => ({ default: module[name] })));
  const preload = () => void load().catch(() => undefined);
  function ThemedPart(props: ComponentProps<M[K]>) {
    return (
      <Themed>
        <Part {...props} />
      </Themed>
    );
  }
  return Object.assign(ThemedPart, { preload });
}
