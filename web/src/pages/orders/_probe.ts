import type { RegisteredRouter, RoutePaths } from '@tanstack/router-core';
type P = RoutePaths<RegisteredRouter['routeTree']>;
export const x: P[] = ['/admin/manage_orders/pending_orders', '/your_order', '/admin/website_settings', '/admin/manage_orders/order_details/$id'];
