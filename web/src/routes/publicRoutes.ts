import {
  guestPageRedirect,
  RETURN_PARAM,
  resetPasswordRedirect,
  type GuardArgs,
  userOf,
  verifyPageRedirect,
} from '@portal/admin';
import { createRoute, redirect } from '@tanstack/react-router';
import { readKey, STORAGE_KEYS, writeKey } from '../lib/storage';
import { cataloguePublicRoutes } from './catalogueRoutes';
import { tuningPublicRoutes } from './tuningRoutes';
import { shopPublicRoutes } from './shopRoutes';
import { lazyPage } from './lazyPage';
import { rootRoute } from './base';

const guestOnly = ({ context }: GuardArgs) => {
  const to = guestPageRedirect(userOf(context));
  if (to) throw redirect({ to, replace: true });
};

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  staticData: { titleKey: 'titles.login' },
  // Where a guard sent the visitor from (`loginSearch`); the page checks it again before going there
  // (`afterSignIn`: only addresses inside this app that the person may open).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search[RETURN_PARAM] === 'string' ? { redirect: search[RETURN_PARAM] } : {},
  beforeLoad: guestOnly,
  component: lazyPage(() => import('../pages/public/LoginPage'), 'LoginPage'),
});

export const registerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'register',
  staticData: { titleKey: 'titles.register' },
  beforeLoad: guestOnly,
  component: lazyPage(() => import('../pages/public/RegisterPage'), 'RegisterPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot_password',
  staticData: { titleKey: 'titles.forgot_password' },
  beforeLoad: guestOnly,
  component: lazyPage(() => import('../pages/public/ForgotPasswordPage'), 'ForgotPasswordPage'),
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset_password',
  staticData: { titleKey: 'titles.reset_password' },
  // An invitation e-mail links here with the token; it moves to session storage so it leaves the address bar.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  beforeLoad: ({ search }) => {
    if (search.token) {
      writeKey(sessionStorage, STORAGE_KEYS.forgotPassToken, search.token);
      throw redirect({ to: '/reset_password', search: {}, replace: true });
    }
    const to = resetPasswordRedirect(readKey(sessionStorage, STORAGE_KEYS.forgotPassToken));
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/public/ResetPasswordPage'), 'ResetPasswordPage'),
});

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'verify_email',
  staticData: { titleKey: 'titles.verify_email' },
  beforeLoad: ({ context }) => {
    const user = userOf(context);
    // Right after sign-up there is no session yet: the page works from the address and the e-mailed code.
    if (!user && readKey(sessionStorage, STORAGE_KEYS.signupEmail)) return;
    const to = verifyPageRedirect(user, '/verify_email');
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/public/VerifyEmailPage'), 'VerifyEmailPage'),
});

export const verifyAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'verify_account',
  staticData: { titleKey: 'titles.verify_account' },
  beforeLoad: ({ context }) => {
    const to = verifyPageRedirect(userOf(context), '/verify_account');
    if (to) throw redirect({ to, replace: true });
  },
  component: lazyPage(() => import('../pages/public/VerifyAccountPage'), 'VerifyAccountPage'),
});

export const serverErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '500',
  staticData: { titleKey: 'titles.server_error' },
  component: lazyPage(() => import('../pages/public/ErrorPages'), 'ServerErrorPage'),
});

export const publicRoutes = [
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyEmailRoute,
  verifyAccountRoute,
  serverErrorRoute,
  ...cataloguePublicRoutes,
  ...tuningPublicRoutes,
  ...shopPublicRoutes,
];
