import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * React.lazy for the screen `name` exported by a module, whose code can also be fetched before
 * React first asks for it (preloadScreen): the screen's chunk then downloads beside the shell's
 * instead of after it.
 *
 * Once its code has arrived the screen is drawn at once. React.lazy alone would still suspend on its
 * first render: the fallback shows, and React then holds the screen back to pace the fallback's
 * reveal (up to 300 ms), so a first screen whose code came with the page showed a moment later.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: a screen's props are its own
export function lazyScreen<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  let loaded: M[K] | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        // A failed download may be retried by the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => start().then((module) => ({ default: module[name] })));
  function Screen(props: ComponentProps<M[K]>) {
    return createElement(loaded ?? Lazy, props);
  }
  loaders.set(Screen, start);
  return Screen;
}

/** Starts fetching a lazyScreen's code (anything else is left alone); settles when it has arrived or failed. */
export async function preloadScreen(component: object | null | undefined): Promise<void> {
  if (component)
    await loaders
      .get(component)?.()
      .catch(() => undefined);
}
