import { type ComponentType, lazy } from 'react';

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * React.lazy for a route's screen, whose code can also be fetched before React first asks for it
 * (preloadScreen): the screen's chunk then downloads beside the shell's instead of after it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download may be retried by the next render.
      loading = undefined;
      throw error;
    }));
  const Screen = lazy(start);
  loaders.set(Screen, start);
  return Screen;
}

/** Starts fetching a lazyScreen's code; anything else is left alone. */
export function preloadScreen(component: unknown) {
  if (typeof component === 'object' && component !== null) void loaders.get(component)?.().catch(() => undefined);
}
