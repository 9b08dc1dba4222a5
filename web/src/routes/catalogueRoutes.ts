import type { Permission } from '@portal/contracts';
import { createRoute, redirect } from '@tanstack/react-router';
import { queryClient } from '../queries/client';
import { siteDataQuery } from '../queries/site';
import { currentUser } from '../stores/session';
import type { adminRoute } from './adminRoutes';
import type { customerRoute } from './customerRoutes';
import { flagRedirect, permissionRedirect } from './guards';
import { lazyPage } from './lazyPage';
import { rootRoute } from './root';

type AdminRoute = typeof adminRoute;
type CustomerRoute = typeof customerRoute;

/** beforeLoad of an admin page that needs one permission. */
const needs = (permission: Permission) => () => {
  const to = permissionRedirect(currentUser(), permission);
  if (to) throw redirect({ to, replace: true });
};

const vehicleStatisticsPage = lazyPage(
  () => import('../pages/catalogue/vehicles/VehicleStatisticsPage'),
  'VehicleStatisticsPage',
);
const codeLookupPage = lazyPage(() => import('../pages/catalogue/codes/CodeLookupPage'), 'CodeLookupPage');
const termsPage = lazyPage(() => import('../pages/catalogue/content/TermsPage'), 'TermsPage');
const publicTermsPage = lazyPage(() => import('../pages/catalogue/content/TermsPage'), 'PublicTermsPage');

/** Built from the parent passed in, so that this file and the area files do not import each other. */
export const catalogueCustomerRoutes = (customerRoute: CustomerRoute) => [
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
    beforeLoad: async () => {
      const site = await queryClient.ensureQueryData(siteDataQuery);
      const to = flagRedirect(site.settings.eco_calculator_public, '/');
      if (to) throw redirect({ to, replace: true });
    },
    component: lazyPage(() => import('../pages/catalogue/eco/EcoCalculatorPage'), 'EcoCalculatorPage'),
  }),
];

/** The five levels of the vehicle tree as the admin menu names them (spec screens). */
const VEHICLE_PAGES = [
  ['type', 'vtype'],
  ['manufacture', 'manufacturer'],
  ['model', 'vmodel'],
  ['generation', 'generation'],
  ['variant', 'variant'],
] as const;

const vehicleLevelPage = lazyPage(
  () => import('../pages/catalogue/vehicles/VehicleLevelPage'),
  'VehicleLevelPage',
);
const codeAdminPage = lazyPage(() => import('../pages/catalogue/codes/CodeAdminPage'), 'CodeAdminPage');

export const catalogueAdminRoutes = (adminRoute: AdminRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'vehicle_statistics',
    beforeLoad: () => {
      needs('vehicle_statistics.enabled')();
      throw redirect({ to: '/admin/vehicle_statistics/variant', replace: true });
    },
  }),
  ...VEHICLE_PAGES.map(([segment, level]) =>
    createRoute({
      getParentRoute: () => adminRoute,
      path: `vehicle_statistics/${segment}`,
      staticData: { titleKey: `catalogue.vehicles.levels.${level}`, vehicleLevel: level },
      beforeLoad: needs('vehicle_statistics.enabled'),
      component: vehicleLevelPage,
    }),
  ),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'price-list',
    staticData: { titleKey: 'catalogue.menu.price_list' },
    beforeLoad: needs('tuning_services'),
    component: lazyPage(() => import('../pages/catalogue/prices/PriceListAdminPage'), 'PriceListAdminPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'ecu-and-adblue-locations',
    staticData: { titleKey: 'catalogue.menu.locations' },
    // The same permission the server asks for to write locations.
    beforeLoad: needs('miscellaneous'),
    component: lazyPage(
      () => import('../pages/catalogue/locations/LocationsAdminPage'),
      'LocationsAdminPage',
    ),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'terms_and_conditions',
    staticData: { titleKey: 'catalogue.menu.terms' },
    beforeLoad: needs('tnc'),
    component: lazyPage(() => import('../pages/catalogue/content/TermsAdminPage'), 'TermsAdminPage'),
  }),
  ...(
    [
      ['p_codes', 'pcode'],
      ['df_to_p_codes', 'dpcode'],
      ['bosch_codes', 'bcode'],
    ] as const
  ).map(([path, codes]) =>
    createRoute({
      getParentRoute: () => adminRoute,
      path,
      staticData: { titleKey: `catalogue.codes.lists.${codes}`, codeList: codes },
      beforeLoad: needs('miscellaneous'),
      component: codeAdminPage,
    }),
  ),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'tuning_service/special-ecu-brands',
    staticData: { titleKey: 'catalogue.menu.special_ecu_brands' },
    beforeLoad: needs('tuning_services'),
    component: lazyPage(() => import('../pages/catalogue/ecu/SpecialEcuBrandsPage'), 'SpecialEcuBrandsPage'),
  }),
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'tuning_service/opening-hours',
    staticData: { titleKey: 'catalogue.menu.opening_hours' },
    beforeLoad: needs('settings'),
    component: lazyPage(() => import('../pages/catalogue/hours/OpeningHoursPage'), 'OpeningHoursPage'),
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
      ['shop/terms-and-conditions', 'shop_terms'],
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

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Which vehicle level, code list or legal text a shared catalogue page shows. */
    vehicleLevel?: import('@portal/contracts').VehicleLevel;
    codeList?: import('@portal/api-client').CodeListPath;
    termsKind?: import('@portal/api-client').TermsKind;
  }
}
