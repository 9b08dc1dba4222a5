import type { QueryClient } from '@tanstack/react-query';
import type { AdminDeps } from '../platform/types';

/**
 * What the router hands every guard and loader of the staff/admin area (TanStack Router `context`). The
 * mounting app creates its root route with `createRootRouteWithContext<AdminRouterContext>()`.
 */
export interface AdminRouterContext {
  admin: AdminDeps;
  queryClient: QueryClient;
}
