import type { OrderStatus, ShopOrderStatus } from '@portal/contracts';
import type { ChartTone } from '@portal/ui';

/*
 * Each status's colour in charts, by what it means (done = success, stopped = grey, waiting on someone =
 * warning, moving = primary/info), so a status keeps its colour whichever other statuses have orders.
 */
export const SHOP_STATUS_TONE: Record<ShopOrderStatus, ChartTone> = {
  initiated: 'purple',
  paid: 'cyan',
  processing: 'info',
  on_hold: 'warning',
  shipped: 'primary',
  completed: 'success',
  cancelled: 'secondary',
};

export const ORDER_STATUS_TONE: Record<OrderStatus, ChartTone> = {
  unpaid: 'purple',
  pending: 'cyan',
  in_progress: 'info',
  on_hold: 'warning',
  issue_reported: 'error',
  incomplete: 'orange',
  completed: 'success',
  cancelled: 'secondary',
};
