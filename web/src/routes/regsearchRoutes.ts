import type { adminRoute } from './adminRoutes';
import type { customerRoute } from './customerRoutes';

type AdminRoute = typeof adminRoute;
type CustomerRoute = typeof customerRoute;

/** Built from the parent passed in, so that this file and the area files do not import each other. */
export const regsearchCustomerRoutes = (_customerRoute: CustomerRoute) => [];

export const regsearchAdminRoutes = (_adminRoute: AdminRoute) => [];

export const regsearchPublicRoutes = [];
