import type { MenuEntry } from '../../shell/menu';

/** Menu entries of the tuning pages, spread into the area menus; each gated like its route. */
export const TUNING_ADMIN_MENU: MenuEntry[] = [];

export const TUNING_CUSTOMER_MENU: MenuEntry[] = [];
