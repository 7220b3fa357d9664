import { type ComponentType, lazy } from 'react';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * React.lazy for the screen `name` exported by a module, whose code can also be fetched before
 * React first asks for it (preloadScreen): the screen's chunk then downloads beside the shell's
 * instead of after it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint: a screen's props are its own
export function lazyScreen<K extends string, M extends Record<K, ComponentType<any>>>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download may be retried by the next render.
      loading = undefined;
      throw error;
    }));
  const Screen = lazy(() => start().then((module) => ({ default: module[name] })));
  loaders.set(Screen, start);
  return Screen;
}

/** Starts fetching a lazyScreen's code; anything else is left alone. */
export function preloadScreen(component: unknown) {
  if (typeof component === 'object' && component !== null)
    void loaders
      .get(component)?.()
      .catch(() => undefined);
}
