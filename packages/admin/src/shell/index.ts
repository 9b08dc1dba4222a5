/** The signed-in frame both apps use: left menu, header, language/theme switch, sign-out, bell, overlay. */
export { AdminLayout, ADMIN_MENU } from './AdminLayout';
export { AppShell } from './AppShell';
export { DocumentTitle } from './DocumentTitle';
export { HeaderMore } from './HeaderMore';
export { LanguagePicker } from './LanguagePicker';
export { LoadingOverlay } from './LoadingOverlay';
export {
  groupEntries,
  groupKey,
  type MenuContext,
  type MenuEntry,
  type MenuGroup,
  type MenuNode,
  selectedEntry,
  visibleEntries,
} from './menu';
export { MENU_GROUPS } from './menuGroups';
export { SignOutButton } from './SignOutButton';
export { ThemeSwitch } from './ThemeSwitch';
export { ordersCustomerMenu } from '../pages/orders/menu';
export { SUPPORT_CUSTOMER_MENU } from '../pages/support/menu';
export { CATALOGUE_CUSTOMER_MENU } from '../pages/catalogue/menu';
export { REGSEARCH_CUSTOMER_MENU } from '../pages/regsearch/menu';
export { TUNING_CUSTOMER_MENU } from '../pages/tuning/menu';
