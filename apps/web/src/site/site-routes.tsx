import { lazy } from 'react';
import { Navigate, type RouteObject, useSearchParams } from 'react-router';
import { SignedInPage } from '@/site/pages/signed-in-page';
import { SiteLayout } from '@/site/site-layout';

const HomePage = lazy(() => import('@/site/pages/home-page').then((m) => ({ default: m.HomePage })));
const PricingPage = lazy(() => import('@/site/pages/pricing-page').then((m) => ({ default: m.PricingPage })));
const CreditsPage = lazy(() => import('@/site/pages/credits-page').then((m) => ({ default: m.CreditsPage })));
const SignUpForm = lazy(() => import('@/features/auth/components/sign-up-form').then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() => import('@/features/auth/components/forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })));
const ResetPasswordForm = lazy(() => import('@/features/auth/components/reset-password-form').then((m) => ({ default: m.ResetPasswordForm })));
const SettingsPage = lazy(() => import('@/features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })));
const WalletPage = lazy(() => import('@/features/wallet/components/wallet-page').then((m) => ({ default: m.WalletPage })));

function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return <ResetPasswordForm token={params.get('token') ?? ''} />;
}

/** The main-site pages the server sends site.html for (SITE_PATHS in the server's web-pages plugin). */
export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { path: '/', Component: HomePage },
      { path: '/pricing', Component: PricingPage },
      { path: '/credits', Component: CreditsPage },
      { path: '/register', Component: SignUpForm },
      { path: '/forgot-password', Component: ForgotPasswordForm },
      { path: '/reset-password', Component: ResetPasswordRoute },
      { path: '/manage/my-settings.php', element: <SignedInPage>{(user) => <SettingsPage user={user} />}</SignedInPage> },
      { path: '/manage/my-wallet.php', element: <SignedInPage>{() => <WalletPage />}</SignedInPage> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
