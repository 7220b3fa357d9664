import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';

/** Every path of SPEC 2.1, written out from the table rather than from the code under test. */
const quizPaths = (base: string, soroban = false) => [base, `${base}/quiz`, ...(soroban ? [`${base}/digitalsoroban`] : [])];
const SPEC_PATHS = [
  '/',
  '/index.html',
  '/login',
  '/logout',
  '/onboarding',
  '/launchpad-guided',
  '/launchpad',
  '/launchpad/studentclassroomadmin',
  '/launchpad-guided/testout',
  '/launchpad/top100',
  '/launchpad/videohelp',
  '/launchpad/rewards',
  ...['', '/buystocksdetail', '/buystocksconfirmation'].map((tail) => `/launchpad/rewards/buystocks${tail}`),
  ...['', '/mystocksdetail', '/tradestocks', '/tradestocks/sellstocksconfirmation'].map((tail) => `/launchpad/rewards/mystocks${tail}`),
  ...['', '/buykanjidetail', '/buykanjiconfirmation'].map((tail) => `/launchpad/rewards/buykanji${tail}`),
  ...['', '/tradekanji', '/tradekanji/sellkanjiconfirmation', '/mykanjidetail', '/mykanjidetail/drawkanji'].map((tail) => `/launchpad/rewards/mykanji${tail}`),
  '/launchpad/profile',
  '/launchpad/profile/following',
  '/launchpad/soroban/digitalsoroban',
  ...quizPaths('/launchpad/soroban/skill/addition', true),
  ...['addition', 'multiplication', 'division'].flatMap((op) => quizPaths(`/launchpad/soroban/level/${op}`, true)),
  ...quizPaths('/launchpad/mental/anzan'),
  ...['addition', 'multiplication', 'division'].flatMap((op) => quizPaths(`/launchpad/mental/anzan/${op}`)),
  ...quizPaths('/launchpad/mental/flash'),
  ...quizPaths('/launchpad/mental/audible'),
  ...['addition', 'subtraction', 'multiplication', 'division', '10pairs', '5pairs'].flatMap((fact) => quizPaths(`/launchpad/facts/${fact}`)),
  ...['5P100', '10P100', 'A100', 'S100', 'M100', 'D100'].flatMap((tool) => quizPaths(`/launchpad/tools/${tool}`)),
  '/resultspage/summary',
  '/resultspage/detail',
  '/launchpad/friendlist',
  '/launchpad/friendlist/usersearch',
];

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
