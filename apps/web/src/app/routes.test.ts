import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '@soroban/contracts/spec-routes';
import { preloadScreens, routes } from '@/app/routes';
import { lazyScreen } from '@/lib/lazy-screen';

/** Every path of SPEC 2.1, and the two a browser may open the app at. */
const SPEC_PATHS = ['/', '/index.html', ...SPEC_ROUTES];

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('route table (SPEC 2.1)', () => {
  it.each(SPEC_PATHS)('%s has its own screen', (path) => {
    const route = leaf(path);
    expect(route?.path).not.toBe('*');
    expect(route?.Component ?? route?.element).toBeTruthy();
  });

  it('sends any other path to the fallback', () => {
    expect(leaf('/launchpad/nowhere')?.path).toBe('*');
    expect(leaf('/launchpad/facts/addition/quiz/extra')?.path).toBe('*');
  });
});

describe('first screens', () => {
  it("fetch the code of the router's first matches before the first render (the router keeps them as elements)", async () => {
    const loaded: string[] = [];
    const Frame = lazyScreen(async () => {
      loaded.push('frame');
      return { Frame: () => null };
    }, 'Frame');
    const Screen = lazyScreen(async () => {
      loaded.push('screen');
      return { Screen: () => null };
    }, 'Screen');
    const router = createMemoryRouter([{ Component: Frame, children: [{ path: '/launchpad', Component: Screen }] }], { initialEntries: ['/launchpad'] });
    await preloadScreens(router.state.matches);
    expect(loaded).toEqual(['frame', 'screen']);
  });
});
