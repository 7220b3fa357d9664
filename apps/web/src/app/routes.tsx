import { type ComponentType, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject, matchRoutes } from 'react-router';
import { ErrorHost } from '@/components/error-reporting';
import { Loading } from '@/components/loading';
import { lazyScreen, preloadScreen } from '@/lib/lazy-screen';

const SignInScreen = lazyScreen(() => import('@/features/auth/components/sign-in-screen').then((m) => ({ default: m.SignInScreen })));
const SignOutScreen = lazyScreen(() => import('@/features/auth/components/sign-out-screen').then((m) => ({ default: m.SignOutScreen })));
// The shell (and the component library with it) loads only after sign-in.
const AppShell = lazyScreen(() => import('@/app/shell/app-shell').then((m) => ({ default: m.AppShell })));
const DigitalSorobanScreen = lazyScreen(() =>
  import('@/features/soroban/components/digital-soroban-screen').then((m) => ({ default: m.DigitalSorobanScreen })),
);
const LaunchpadScreen = lazyScreen(() => import('@/features/launchpad/components/launchpad-screen').then((m) => ({ default: m.LaunchpadScreen })));
const PracticeStartScreen = lazyScreen(() => import('@/features/practice/components/practice-start-screen').then((m) => ({ default: m.PracticeStartScreen })));
const QuizScreen = lazyScreen(() => import('@/features/practice/components/quiz-screen').then((m) => ({ default: m.QuizScreen })));
const ResultsSummaryScreen = lazyScreen(() => import('@/features/practice/components/results-summary-screen').then((m) => ({ default: m.ResultsSummaryScreen })));
const ResultsDetailScreen = lazyScreen(() => import('@/features/practice/components/results-detail-screen').then((m) => ({ default: m.ResultsDetailScreen })));
const GuidedLaunchpadScreen = lazyScreen(() => import('@/app/screens/guided-launchpad-screen').then((m) => ({ default: m.GuidedLaunchpadScreen })));
const TestOutScreen = lazyScreen(() => import('@/app/screens/testout-screen').then((m) => ({ default: m.TestOutScreen })));
const OnboardingScreen = lazyScreen(() => import('@/app/screens/onboarding-screen').then((m) => ({ default: m.OnboardingScreen })));
const Top100Screen = lazyScreen(() => import('@/features/social/components/top100-screen').then((m) => ({ default: m.Top100Screen })));
const ProfileScreen = lazyScreen(() => import('@/app/screens/profile-screen').then((m) => ({ default: m.ProfileScreen })));
const PeopleListScreen = lazyScreen(() => import('@/features/social/components/friends-screen').then((m) => ({ default: m.PeopleListScreen })));
const UserSearchScreen = lazyScreen(() => import('@/features/social/components/user-search-screen').then((m) => ({ default: m.UserSearchScreen })));
const VideoHelpScreen = lazyScreen(() => import('@/app/screens/video-help-screen').then((m) => ({ default: m.VideoHelpScreen })));
const ClassroomScreen = lazyScreen(() => import('@/features/classroom/components/classroom-screen').then((m) => ({ default: m.ClassroomScreen })));
const stockScreens = () => import('@/features/rewards/components/stock-screens');
const RewardsScreen = lazyScreen(() => import('@/app/screens/rewards-screen').then((m) => ({ default: m.RewardsScreen })));
const BuyStocksScreen = lazyScreen(() => stockScreens().then((m) => ({ default: m.BuyStocksScreen })));
const BuyStocksDetailScreen = lazyScreen(() => stockScreens().then((m) => ({ default: m.BuyStocksDetailScreen })));
const BuyStocksConfirmationScreen = lazyScreen(() => stockScreens().then((m) => ({ default: m.BuyStocksConfirmationScreen })));
const MyStocksScreen = lazyScreen(() => stockScreens().then((m) => ({ default: m.MyStocksScreen })));
const MyStocksDetailScreen = lazyScreen(() => stockScreens().then((m) => ({ default: m.MyStocksDetailScreen })));
const TradeStocksScreen = lazyScreen(() => stockScreens().then((m) => ({ default: m.TradeStocksScreen })));
const SellStocksConfirmationScreen = lazyScreen(() => stockScreens().then((m) => ({ default: m.SellStocksConfirmationScreen })));
const kanjiScreens = () => import('@/features/rewards/components/kanji-screens');
const BuyKanjiScreen = lazyScreen(() => kanjiScreens().then((m) => ({ default: m.BuyKanjiScreen })));
const BuyKanjiDetailScreen = lazyScreen(() => kanjiScreens().then((m) => ({ default: m.BuyKanjiDetailScreen })));
const BuyKanjiConfirmationScreen = lazyScreen(() => kanjiScreens().then((m) => ({ default: m.BuyKanjiConfirmationScreen })));
const MyKanjiScreen = lazyScreen(() => kanjiScreens().then((m) => ({ default: m.MyKanjiScreen })));
const MyKanjiDetailScreen = lazyScreen(() => kanjiScreens().then((m) => ({ default: m.MyKanjiDetailScreen })));
const TradeKanjiScreen = lazyScreen(() => kanjiScreens().then((m) => ({ default: m.TradeKanjiScreen })));
const SellKanjiConfirmationScreen = lazyScreen(() => kanjiScreens().then((m) => ({ default: m.SellKanjiConfirmationScreen })));
const DrawKanjiScreen = lazyScreen(() => import('@/features/rewards/components/draw-kanji-screen').then((m) => ({ default: m.DrawKanjiScreen })));

const sorobanBeside = (fullScreen: boolean): ComponentType => () => <DigitalSorobanScreen fullScreen={fullScreen} />;

/** A practice mode's routes; soroban modes have a digital soroban beside the quiz, full-screen on the level routes. */
const practice = (base: string, soroban?: 'beside' | 'full-screen'): Array<[string, ComponentType]> => [
  [base, PracticeStartScreen],
  [`${base}/quiz`, QuizScreen],
  ...(soroban ? ([[`${base}/digitalsoroban`, sorobanBeside(soroban === 'full-screen')]] as Array<[string, ComponentType]>) : []),
];

/** The signed-in screens of SPEC 2.1, inside the shell. */
const SHELL_SCREENS: Array<[string, ComponentType]> = [
  ['/onboarding', OnboardingScreen],
  ['/launchpad-guided', GuidedLaunchpadScreen],
  ['/launchpad-guided/testout', TestOutScreen],
  ['/launchpad', LaunchpadScreen],
  ['/launchpad/studentclassroomadmin', ClassroomScreen],
  ['/launchpad/top100', Top100Screen],
  ['/launchpad/videohelp', VideoHelpScreen],
  ['/launchpad/rewards', RewardsScreen],
  ['/launchpad/rewards/buystocks', BuyStocksScreen],
  ['/launchpad/rewards/buystocks/buystocksdetail', BuyStocksDetailScreen],
  ['/launchpad/rewards/buystocks/buystocksconfirmation', BuyStocksConfirmationScreen],
  ['/launchpad/rewards/mystocks', MyStocksScreen],
  ['/launchpad/rewards/mystocks/mystocksdetail', MyStocksDetailScreen],
  ['/launchpad/rewards/mystocks/tradestocks', TradeStocksScreen],
  ['/launchpad/rewards/mystocks/tradestocks/sellstocksconfirmation', SellStocksConfirmationScreen],
  ['/launchpad/rewards/buykanji', BuyKanjiScreen],
  ['/launchpad/rewards/buykanji/buykanjidetail', BuyKanjiDetailScreen],
  ['/launchpad/rewards/buykanji/buykanjiconfirmation', BuyKanjiConfirmationScreen],
  ['/launchpad/rewards/mykanji', MyKanjiScreen],
  ['/launchpad/rewards/mykanji/tradekanji', TradeKanjiScreen],
  ['/launchpad/rewards/mykanji/tradekanji/sellkanjiconfirmation', SellKanjiConfirmationScreen],
  ['/launchpad/rewards/mykanji/mykanjidetail', MyKanjiDetailScreen],
  ['/launchpad/rewards/mykanji/mykanjidetail/drawkanji', DrawKanjiScreen],
  ['/launchpad/profile', ProfileScreen],
  ['/launchpad/profile/following', () => <PeopleListScreen list="following" />],
  ['/launchpad/friendlist', () => <PeopleListScreen list="friends" />],
  ['/launchpad/friendlist/usersearch', UserSearchScreen],
  ['/launchpad/soroban/digitalsoroban', sorobanBeside(false)],
  ...practice('/launchpad/soroban/skill/addition', 'beside'),
  ...practice('/launchpad/soroban/level/addition', 'full-screen'),
  ...practice('/launchpad/soroban/level/multiplication', 'full-screen'),
  ...practice('/launchpad/soroban/level/division', 'full-screen'),
  ...practice('/launchpad/mental/anzan'),
  ...practice('/launchpad/mental/anzan/addition'),
  ...practice('/launchpad/mental/anzan/multiplication'),
  ...practice('/launchpad/mental/anzan/division'),
  ...practice('/launchpad/mental/flash'),
  ...practice('/launchpad/mental/audible'),
  ...['addition', 'subtraction', 'multiplication', 'division', '10pairs', '5pairs'].flatMap((fact) => practice(`/launchpad/facts/${fact}`)),
  ...['5P100', '10P100', 'A100', 'S100', 'M100', 'D100'].flatMap((tool) => practice(`/launchpad/tools/${tool}`)),
  ['/resultspage/summary', ResultsSummaryScreen],
  ['/resultspage/detail', ResultsDetailScreen],
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

/** Starts fetching the code of every screen that shows `pathname` (main.tsx, before the first render). */
export function preloadScreens(pathname: string, basename?: string) {
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) preloadScreen(route.Component);
}
