export const SHOP_ORDER_STATUSES = [
  'initiated',
  'paid',
  'processing',
  'on_hold',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

export const THEMES = ['dark', 'red', 'custom', 'default'] as const;
export type ThemeName = (typeof THEMES)[number];
