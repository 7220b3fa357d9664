import { type ComponentType, Suspense, lazy } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { ErrorHost } from '@/components/error-reporting';
import { Loading } from '@/components/loading';

const SignInScreen = lazy(() => import('@/features/auth/components/sign-in-screen').then((m) => ({ default: m.SignInScreen })));
const SignOutScreen = lazy(() => import('@/features/auth/components/sign-out-screen').then((m) => ({ default: m.SignOutScreen })));
// The shell (and the component library with it) loads only after sign-in.
const AppShell = lazy(() => import('@/app/shell/app-shell').then((m) => ({ default: m.AppShell })));
const DigitalSorobanScreen = lazy(() =>
  import('@/features/soroban/components/digital-soroban-screen').then((m) => ({ default: m.DigitalSorobanScreen })),
);
const LaunchpadScreen = lazy(() => import('@/features/launchpad/components/launchpad-screen').then((m) => ({ default: m.LaunchpadScreen })));
const ComingSoon = lazy(() => import('@/components/coming-soon').then((m) => ({ default: m.ComingSoon })));

/** A screen a later release builds; its route already resolves. */
const later = (screen: string): ComponentType => () => <ComingSoon screen={screen} />;

const sorobanBeside = (fullScreen: boolean): ComponentType => () => <DigitalSorobanScreen fullScreen={fullScreen} />;

/** A practice mode's routes; soroban modes have a digital soroban beside the quiz, full-screen on the level routes. */
const practice = (base: string, screen: string, soroban?: 'beside' | 'full-screen'): Array<[string, ComponentType]> => [
  [base, later(screen)],
  [`${base}/quiz`, later(`${screen} quiz`)],
  ...(soroban ? ([[`${base}/digitalsoroban`, sorobanBeside(soroban === 'full-screen')]] as Array<[string, ComponentType]>) : []),
];

/** The signed-in screens of SPEC 2.1, inside the shell. */
const SHELL_SCREENS: Array<[string, ComponentType]> = [
  ['/onboarding', later('Onboarding')],
  ['/launchpad-guided', later('Guided launchpad')],
  ['/launchpad-guided/testout', later('Jump quizzes')],
  ['/launchpad', LaunchpadScreen],
  ['/launchpad/studentclassroomadmin', later('Classroom administration')],
  ['/launchpad/top100', later('Top 100')],
  ['/launchpad/videohelp', later('Video help')],
  ['/launchpad/rewards', later('Rewards')],
  ['/launchpad/rewards/buystocks', later('Buy stocks')],
  ['/launchpad/rewards/buystocks/buystocksdetail', later('Stock detail')],
  ['/launchpad/rewards/buystocks/buystocksconfirmation', later('Confirm stock purchase')],
  ['/launchpad/rewards/mystocks', later('My stocks')],
  ['/launchpad/rewards/mystocks/mystocksdetail', later('My stock detail')],
  ['/launchpad/rewards/mystocks/tradestocks', later('Trade stocks')],
  ['/launchpad/rewards/mystocks/tradestocks/sellstocksconfirmation', later('Confirm stock sale')],
  ['/launchpad/rewards/buykanji', later('Buy kanji')],
  ['/launchpad/rewards/buykanji/buykanjidetail', later('Kanji detail')],
  ['/launchpad/rewards/buykanji/buykanjiconfirmation', later('Confirm kanji purchase')],
  ['/launchpad/rewards/mykanji', later('My kanji')],
  ['/launchpad/rewards/mykanji/tradekanji', later('Trade kanji')],
  ['/launchpad/rewards/mykanji/tradekanji/sellkanjiconfirmation', later('Confirm kanji sale')],
  ['/launchpad/rewards/mykanji/mykanjidetail', later('My kanji detail')],
  ['/launchpad/rewards/mykanji/mykanjidetail/drawkanji', later('Draw kanji')],
  ['/launchpad/profile', later('Profile')],
  ['/launchpad/profile/following', later('Following')],
  ['/launchpad/friendlist', later('Friends')],
  ['/launchpad/friendlist/usersearch', later('User search')],
  ['/launchpad/soroban/digitalsoroban', sorobanBeside(false)],
  ...practice('/launchpad/soroban/skill/addition', 'Soroban skill: addition', 'beside'),
  ...practice('/launchpad/soroban/level/addition', 'Soroban level: addition', 'full-screen'),
  ...practice('/launchpad/soroban/level/multiplication', 'Soroban level: multiplication', 'full-screen'),
  ...practice('/launchpad/soroban/level/division', 'Soroban level: division', 'full-screen'),
  ...practice('/launchpad/mental/anzan', 'Anzan'),
  ...practice('/launchpad/mental/anzan/addition', 'Anzan: addition'),
  ...practice('/launchpad/mental/anzan/multiplication', 'Anzan: multiplication'),
  ...practice('/launchpad/mental/anzan/division', 'Anzan: division'),
  ...practice('/launchpad/mental/flash', 'Flash anzan'),
  ...practice('/launchpad/mental/audible', 'Audible anzan'),
  ...['addition', 'subtraction', 'multiplication', 'division', '10pairs', '5pairs'].flatMap((fact) => practice(`/launchpad/facts/${fact}`, `Facts: ${fact}`)),
  ...['5P100', '10P100', 'A100', 'S100', 'M100', 'D100'].flatMap((tool) => practice(`/launchpad/tools/${tool}`, `Tools: ${tool}`)),
  ['/resultspage/summary', later('Results summary')],
  ['/resultspage/detail', later('Results detail')],
];

function Root() {
  return (
    <>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
      <ErrorHost />
    </>
  );
}

/** The route table of SPEC 2.1 under the base path; any unknown path falls back to /launchpad. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      ...['/', '/index.html', '/login'].map((path) => ({ path, Component: SignInScreen })),
      { path: '/logout', Component: SignOutScreen },
      { Component: AppShell, children: SHELL_SCREENS.map(([path, Component]) => ({ path, Component })) },
      { path: '*', element: <Navigate to="/launchpad" replace /> },
    ],
  },
];
