import { type ComponentType, Suspense, isValidElement } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PRACTICE_MODE_TABLE } from '@soroban/core';
import { ErrorHost } from '@/components/error-reporting';
import { Loading } from '@/components/loading';
import { lazyScreen, preloadScreen } from '@/lib/lazy-screen';
import type { ScreenHandle } from '@/app/shell/app-shell';

const SignInScreen = lazyScreen(() => import('@/features/auth/components/sign-in-screen'), 'SignInScreen');
const SignOutScreen = lazyScreen(() => import('@/features/auth/components/sign-out-screen'), 'SignOutScreen');
// The shell (and the component library with it) loads only after sign-in.
const AppShell = lazyScreen(() => import('@/app/shell/app-shell'), 'AppShell');
const DigitalSorobanScreen = lazyScreen(() => import('@/features/soroban/components/digital-soroban-screen'), 'DigitalSorobanScreen');
const LaunchpadScreen = lazyScreen(() => import('@/features/launchpad/components/launchpad-screen'), 'LaunchpadScreen');
const PracticeStartScreen = lazyScreen(() => import('@/features/practice/components/practice-start-screen'), 'PracticeStartScreen');
const FlashSpeedScreen = lazyScreen(() => import('@/features/practice/components/flash-speed-screen'), 'FlashSpeedScreen');
const QuizScreen = lazyScreen(() => import('@/features/practice/components/quiz-screen'), 'QuizScreen');
const ResultsSummaryScreen = lazyScreen(() => import('@/features/practice/components/results-summary-screen'), 'ResultsSummaryScreen');
const ResultsDetailScreen = lazyScreen(() => import('@/features/practice/components/results-detail-screen'), 'ResultsDetailScreen');
const MyResultsScreen = lazyScreen(() => import('@/features/practice/components/my-results-screen'), 'MyResultsScreen');
const MyMistakesScreen = lazyScreen(() => import('@/features/practice/components/my-mistakes-screen'), 'MyMistakesScreen');
const ReviewQuizScreen = lazyScreen(() => import('@/features/practice/components/review-quiz-screen'), 'ReviewQuizScreen');
// app/composed: screens that compose two features (a feature never imports another).
const GuidedLaunchpadRoute = lazyScreen(() => import('@/app/composed/guided-launchpad-route'), 'GuidedLaunchpadRoute');
const TestOutRoute = lazyScreen(() => import('@/app/composed/testout-route'), 'TestOutRoute');
const OnboardingRoute = lazyScreen(() => import('@/app/composed/onboarding-route'), 'OnboardingRoute');
const Top100Screen = lazyScreen(() => import('@/features/social/components/top100-screen'), 'Top100Screen');
const ProfileRoute = lazyScreen(() => import('@/app/composed/profile-route'), 'ProfileRoute');
const PeopleListScreen = lazyScreen(() => import('@/features/social/components/friends-screen'), 'PeopleListScreen');
const UserSearchScreen = lazyScreen(() => import('@/features/social/components/user-search-screen'), 'UserSearchScreen');
const VideoHelpScreen = lazyScreen(() => import('@/features/guided/components/video-help-screen'), 'VideoHelpScreen');
const MockExamsScreen = lazyScreen(() => import('@/features/exams/components/mock-exams-screen'), 'MockExamsScreen');
const ClassroomScreen = lazyScreen(() => import('@/features/classroom/components/classroom-screen'), 'ClassroomScreen');
const stockScreens = () => import('@/features/rewards/components/stock-screens');
const RewardsRoute = lazyScreen(() => import('@/app/composed/rewards-route'), 'RewardsRoute');
const BuyStocksScreen = lazyScreen(stockScreens, 'BuyStocksScreen');
const BuyStocksDetailScreen = lazyScreen(stockScreens, 'BuyStocksDetailScreen');
const BuyStocksConfirmationScreen = lazyScreen(stockScreens, 'BuyStocksConfirmationScreen');
const MyStocksScreen = lazyScreen(stockScreens, 'MyStocksScreen');
const MyStocksDetailScreen = lazyScreen(stockScreens, 'MyStocksDetailScreen');
const TradeStocksScreen = lazyScreen(stockScreens, 'TradeStocksScreen');
const SellStocksConfirmationScreen = lazyScreen(stockScreens, 'SellStocksConfirmationScreen');
const kanjiScreens = () => import('@/features/rewards/components/kanji-screens');
const BuyKanjiScreen = lazyScreen(kanjiScreens, 'BuyKanjiScreen');
const BuyKanjiDetailScreen = lazyScreen(kanjiScreens, 'BuyKanjiDetailScreen');
const BuyKanjiConfirmationScreen = lazyScreen(kanjiScreens, 'BuyKanjiConfirmationScreen');
const MyKanjiScreen = lazyScreen(kanjiScreens, 'MyKanjiScreen');
const MyKanjiDetailScreen = lazyScreen(kanjiScreens, 'MyKanjiDetailScreen');
const TradeKanjiScreen = lazyScreen(kanjiScreens, 'TradeKanjiScreen');
const SellKanjiConfirmationScreen = lazyScreen(kanjiScreens, 'SellKanjiConfirmationScreen');
const DrawKanjiScreen = lazyScreen(() => import('@/features/rewards/components/draw-kanji-screen'), 'DrawKanjiScreen');

const sorobanBeside =
  (fullScreen: boolean): ComponentType =>
  () => <DigitalSorobanScreen fullScreen={fullScreen} />;

/** Every practice mode of the table (packages/core): its start screen, its quiz and, for soroban modes, a digital soroban. */
const PRACTICE_SCREENS = PRACTICE_MODE_TABLE.flatMap(({ key, soroban }): Array<[string, ComponentType]> => [
  [`/launchpad/${key}`, PracticeStartScreen],
  [`/launchpad/${key}/quiz`, QuizScreen],
  ...(soroban ? ([[`/launchpad/${key}/digitalsoroban`, sorobanBeside(soroban === 'full-screen')]] as Array<[string, ComponentType]>) : []),
]);

/** The signed-in screens of SPEC 2.1, inside the shell. */
const SHELL_SCREENS: Array<[string, ComponentType]> = [
  ['/onboarding', OnboardingRoute],
  ['/launchpad-guided', GuidedLaunchpadRoute],
  ['/launchpad-guided/testout', TestOutRoute],
  ['/launchpad', LaunchpadScreen],
  ['/launchpad/studentclassroomadmin', ClassroomScreen],
  ['/launchpad/top100', Top100Screen],
  ['/launchpad/mockexams', MockExamsScreen],
  ['/launchpad/videohelp', VideoHelpScreen],
  ['/launchpad/rewards', RewardsRoute],
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
  ['/launchpad/profile', ProfileRoute],
  ['/launchpad/profile/following', () => <PeopleListScreen list="following" />],
  ['/launchpad/friendlist', () => <PeopleListScreen list="friends" />],
  ['/launchpad/friendlist/usersearch', UserSearchScreen],
  ['/launchpad/soroban/digitalsoroban', sorobanBeside(false)],
  ['/launchpad/mental/flash/speed', FlashSpeedScreen],
  ...PRACTICE_SCREENS,
  ['/resultspage/summary', ResultsSummaryScreen],
  ['/resultspage/detail', ResultsDetailScreen],
  ['/resultspage/history', MyResultsScreen],
  ['/launchpad/mymistakes', MyMistakesScreen],
  ['/launchpad/mymistakes/quiz', ReviewQuizScreen],
  ['/launchpad/todayspractice/quiz', ReviewQuizScreen],
];

/** Screens drawn without the component library (the shell then loads it only for others). */
const DRAWN_PLAIN = new Set<ComponentType>([LaunchpadScreen, GuidedLaunchpadRoute, QuizScreen]);
const handleOf = (Component: ComponentType): ScreenHandle => ({ plain: DRAWN_PLAIN.has(Component) });

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
      { Component: AppShell, children: SHELL_SCREENS.map(([path, Component]) => ({ path, Component, handle: handleOf(Component) })) },
      { path: '*', element: <Navigate to="/launchpad" replace /> },
    ],
  },
];

/**
 * Starts fetching the code of every screen of the router's first matches (main.tsx, before the first
 * render); settles when all have arrived (or failed, which their render then shows). The router's
 * own matches, not a second matchRoutes: ranking the table again took a slow phone tens of
 * milliseconds at boot. The router keeps a route's Component as the element it renders (its
 * `Component` is then unset), so the screen is that element's type.
 */
export function preloadScreens(matches: ReadonlyArray<{ route: Pick<RouteObject, 'element'> }>): Promise<unknown> {
  return Promise.all(
    matches.map(({ route }) => preloadScreen(isValidElement(route.element) && typeof route.element.type !== 'string' ? route.element.type : undefined)),
  );
}
