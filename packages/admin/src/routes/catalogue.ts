import { pagedSearch } from '@portal/ui/paged';
import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import { type GuardArgs, needs } from './beforeLoad';
import { lazyPage } from './lazyPage';

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

export const catalogueRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'vehicle_statistics',
    beforeLoad: (args: GuardArgs) => {
      needs('vehicle_statistics.enabled')(args);
      // The first level: an empty database is filled from the vehicle types down.
      throw redirect({ to: '/admin/vehicle_statistics/type', replace: true });
    },
  }),
  ...VEHICLE_PAGES.map(([segment, level]) =>
    createRoute({
      getParentRoute: () => adminRoute,
      path: `vehicle_statistics/${segment}`,
      // Every level's tab keeps the menu entry (which opens on the first level) selected.
      staticData: {
        titleKey: `catalogue.vehicles.levels.${level}`,
        vehicleLevel: level,
        menuPath: '/admin/vehicle_statistics/type',
      },
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
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'website_content',
    staticData: { titleKey: 'catalogue.menu.site_content' },
    // The permission the server asks for to change selling points and social links.
    beforeLoad: needs('settings'),
    component: lazyPage(() => import('../pages/catalogue/content/SiteContentPage'), 'SiteContentPage'),
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
    validateSearch: pagedSearch,
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
