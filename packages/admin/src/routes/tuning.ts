import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { needs } from './beforeLoad';
import { lazyPage } from './lazyPage';

export const tuningRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'tuning_service/services',
    staticData: { titleKey: 'tuning.menu.services' },
    beforeLoad: needs('tuning_services'),
    component: lazyPage(() => import('../pages/tuning/services/ServicesPage'), 'ServicesPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'tuning_service/options',
    staticData: { titleKey: 'tuning.menu.options' },
    beforeLoad: needs('tuning_services'),
    component: lazyPage(() => import('../pages/tuning/options/OptionsPage'), 'OptionsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'tuning_service/credit_packages',
    staticData: { titleKey: 'tuning.menu.credit_packages' },
    // The same permission the server asks for on the /price write calls and the package names.
    beforeLoad: needs('tuning_services'),
    component: lazyPage(
      () => import('../pages/tuning/credit-packages/CreditPackagesPage'),
      'CreditPackagesPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'downloads',
    staticData: { titleKey: 'tuning.menu.downloads' },
    // The same permission the server asks for on /flink_all and the write calls.
    beforeLoad: needs('miscellaneous'),
    component: lazyPage(() => import('../pages/tuning/downloads/DownloadsAdminPage'), 'DownloadsAdminPage'),
  }),
];
