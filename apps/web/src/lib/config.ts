import { APP_VERSION } from '@soroban/contracts';

/** SPEC 3's config: which provider host the app talks to, and the app version it reports. */
export const config = {
  env: import.meta.env.VITE_ENV === 'staging' ? 'staging' : 'production',
  // The provider hosts default to the origin that served the app (one server serves both).
  productionURL: import.meta.env.VITE_PRODUCTION_URL ?? window.location.origin,
  stagingURL: import.meta.env.VITE_STAGING_URL ?? window.location.origin,
  version: APP_VERSION,
  chatURL: import.meta.env.VITE_CHAT_URL ?? 'mailto:help@sorobanquiz.app?subject=Soroban%20Quiz%20help',
} as const;

/** The site base URL for the current environment (SPEC 4: external redirects). */
export const siteBaseURL = () => (config.env === 'production' ? config.productionURL : config.stagingURL);

/** The SPA's base path (SPEC 1); the router's basename. */
export const APP_BASE = '/react/sorobanquizui/build';

/** Main-site pages, served by the same host. */
export const sitePaths = {
  home: '/',
  pricing: '/pricing',
  register: '/register',
  forgotPassword: '/forgot-password',
  settings: '/manage/my-settings.php',
  wallet: '/manage/my-wallet.php',
  credits: '/credits',
} as const;
