import { homeFor, loginSearch, siteDataQuery, userOf } from '@portal/admin';
import { USER_STATUS } from '@portal/contracts';
import { createRoute, redirect } from '@tanstack/react-router';
import { rootRoute } from './base';
import { lazyPage } from './lazyPage';

export const tuningPublicRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'downloads',
    staticData: { titleKey: 'tuning.menu.downloads' },
    // Spec 2: signed-in people always; visitors only while the site shares downloads (downloads_public).
    // The server counts only verified, approved accounts as signed in here; others are treated as visitors.
    beforeLoad: async ({ context, location }) => {
      const user = userOf(context);
      if (user?.verified && user.status === USER_STATUS.ACTIVE) return;
      const site = await context.queryClient.ensureQueryData(siteDataQuery(context.admin.api));
      if (site.settings.downloads_public) return;
      if (user) throw redirect({ to: homeFor(user), replace: true });
      throw redirect({ to: '/login', search: loginSearch(location.href), replace: true });
    },
    component: lazyPage(() => import('../pages/tuning/downloads/DownloadsPage'), 'DownloadsPage'),
  }),
];
