/**
 * @portal/admin: the staff/admin area shared by the web app and the desktop renderer. This entry is what an
 * app needs to mount the area (route factory, guards, the dependency context); it stays small because the
 * web's customer entry loads it too. Screens are lazy chunks behind the routes; the frame is `./shell`.
 */
export type {
  AdminDeps,
  AdminExtensions,
  DesktopExtras,
  FilePicker,
  PickFilesOptions,
  PushControl,
  PushState,
  RealtimeEvent,
  SessionState,
  SessionStore,
  ThemeChoice,
  ThemeState,
  ThemeStore,
} from './platform/types';
export { RECONNECTED_EVENT, THEME_CHOICES } from './platform/types';
// `invalidateFor` is `@portal/admin/live`: only the web's socket code (a lazy chunk) needs its table of events.
export { AdminDepsProvider, useAdminDeps, useApi, useSession, useThemeChoice } from './platform/context';
export { createSessionStore, createThemeStore } from './platform/stores';
export { acceptsFile, inputFilePicker } from './platform/files';
export type { AdminRouterContext } from './routes/context';
export { adminAreaRoute, createAdminRoute } from './routes/adminArea';
// The area's child routes (`adminRoutes`, `ADMIN_AREAS`) are `@portal/admin/routes`: the web loads them only
// when someone enters /admin, so a customer's first load carries none of the staff route definitions.
export {
  type GuardArgs,
  adminOnly,
  needs,
  needsFlag,
  routerContext,
  siteFlag,
  userOf,
} from './routes/beforeLoad';
export * from './routes/guards';
export { lazyPage } from './routes/lazyPage';
export { type ListSearch, listSearch } from './routes/listSearch';
export { policiesQuery, siteDataQuery, useSiteData, usePolicies } from './queries/site';
export { CHUNK_TIMEOUT_MS, withTimeout } from './lib/withTimeout';
export { type OrderSearch, orderSearch } from './pages/orders/search';
export { ticketSearch } from './routes/ticketSearch';

/** Screens the web's customer area shows too; its routes load them lazily from here. */
export const sharedPages = {
  account: {
    profile: () => import('./pages/account/UserProfilePage'),
    settings: () => import('./pages/account/ProfileSettingsPage'),
  },
  orders: () => import('./pages/orders/pages'),
  support: () => import('./pages/support/customer'),
};

/** Root-level pieces every app shows, whichever area is open. */
export { DocumentTitle } from './shell/DocumentTitle';
export { LoadingOverlay } from './shell/LoadingOverlay';
export { useListSearch } from './routes/useListSearch';
