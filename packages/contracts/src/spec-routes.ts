const quizPaths = (base: string, soroban = false) => [base, `${base}/quiz`, ...(soroban ? [`${base}/digitalsoroban`] : [])];

/**
 * Every route of SPEC 2.1, written out from its table (not from the app's route code, which the web
 * tests check against it; the end-to-end tests open each one).
 */
export const SPEC_ROUTES = [
  '/login',
  '/logout',
  '/onboarding',
  '/launchpad-guided',
  '/launchpad-guided/testout',
  '/launchpad',
  '/launchpad/studentclassroomadmin',
  '/launchpad/top100',
  '/launchpad/videohelp',
  '/launchpad/rewards',
  ...['', '/buystocksdetail', '/buystocksconfirmation'].map((tail) => `/launchpad/rewards/buystocks${tail}`),
  ...['', '/mystocksdetail', '/tradestocks', '/tradestocks/sellstocksconfirmation'].map((tail) => `/launchpad/rewards/mystocks${tail}`),
  ...['', '/buykanjidetail', '/buykanjiconfirmation'].map((tail) => `/launchpad/rewards/buykanji${tail}`),
  ...['', '/tradekanji', '/tradekanji/sellkanjiconfirmation', '/mykanjidetail', '/mykanjidetail/drawkanji'].map((tail) => `/launchpad/rewards/mykanji${tail}`),
  '/launchpad/profile',
  '/launchpad/profile/following',
  '/launchpad/friendlist',
  '/launchpad/friendlist/usersearch',
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
];
