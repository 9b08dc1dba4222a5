import { flagRedirect, siteDataQuery } from '@portal/admin';
import { createRoute, redirect } from '@tanstack/react-router';
import { customerRoute, rootRoute } from './base';
import { lazyPage } from './lazyPage';

const vehicleStatisticsPage = lazyPage(
  () => import('../pages/catalogue/vehicles/VehicleStatisticsPage'),
  'VehicleStatisticsPage',
);
const codeLookupPage = lazyPage(() => import('../pages/catalogue/codes/CodeLookupPage'), 'CodeLookupPage');
const termsPage = lazyPage(() => import('../pages/catalogue/content/TermsPage'), 'TermsPage');
const publicTermsPage = lazyPage(() => import('../pages/catalogue/content/TermsPage'), 'PublicTermsPage');

export const catalogueCustomerRoutes = [
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'vehicle_statistics',
    staticData: { titleKey: 'catalogue.menu.vehicle_statistics' },
    component: vehicleStatisticsPage,
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'p_codes_bosch_codes',
    staticData: { titleKey: 'catalogue.menu.codes' },
    component: codeLookupPage,
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'ecu-adblue-locations',
    staticData: { titleKey: 'catalogue.menu.locations' },
    component: lazyPage(() => import('../pages/catalogue/locations/LocationsPage'), 'LocationsPage'),
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'terms_and_conditions',
    staticData: { titleKey: 'catalogue.menu.terms' },
    component: termsPage,
  }),
  createRoute({
    getParentRoute: () => customerRoute,
    path: 'eco_calculator',
    staticData: { titleKey: 'catalogue.menu.eco_calculator' },
    // Only while the site offers it (spec 2, eco_calculator_public).
    beforeLoad: async ({ context }) => {
      const site = await context.queryClient.ensureQueryData(siteDataQuery(context.admin.api));
      const to = flagRedirect(site.settings.eco_calculator_public, '/');
      if (to) throw redirect({ to, replace: true });
    },
    component: lazyPage(() => import('../pages/catalogue/eco/EcoCalculatorPage'), 'EcoCalculatorPage'),
  }),
];

export const cataloguePublicRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'dealers-locator',
    staticData: { titleKey: 'catalogue.menu.dealers_locator' },
    component: lazyPage(() => import('../pages/catalogue/dealers/DealersLocatorPage'), 'DealersLocatorPage'),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: 'price-list',
    staticData: { titleKey: 'catalogue.menu.price_list' },
    component: lazyPage(() => import('../pages/catalogue/prices/PriceListPage'), 'PriceListPage'),
  }),
  ...(
    [
      ['terms_of_use', 'terms_of_use'],
      ['privacy_policy', 'privacy_policy'],
    ] as const
  ).map(([path, kind]) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      staticData: { titleKey: `catalogue.terms.kinds.${kind}`, termsKind: kind },
      component: publicTermsPage,
    }),
  ),
];
