import type { MenuEntry } from '../../shell/menu';

/** Menu entries of the regsearch pages, spread into the area menus; each gated like its route. */
export const REGSEARCH_ADMIN_MENU: MenuEntry[] = [];

export const REGSEARCH_CUSTOMER_MENU: MenuEntry[] = [];
