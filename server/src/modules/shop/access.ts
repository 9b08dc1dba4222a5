import { ALL_PERMISSIONS, canHandleShopOrders, hasPermission } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';

const SHOP_PERMISSIONS = ALL_PERMISSIONS.filter((p) => p.startsWith('shop_manager.'));

/** Staff holding any shop-manager permission see the whole shop (drafts, every order). */
export const isShopStaff = (user: { role_id: number; permissions?: unknown } | null | undefined) =>
  SHOP_PERMISSIONS.some((p) => hasPermission(user, p));

export const shopStaffGuard =
  (app: FastifyInstance) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await app.requireUser(req, reply);
    if (!isShopStaff(req.user)) throw forbidden();
  };

/** Staff who may take some step on orders see every order; other shop staff (catalogue) see none. */
export const shopOrderStaffGuard =
  (app: FastifyInstance) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await app.requireUser(req, reply);
    if (!canHandleShopOrders(req.user)) throw forbidden();
  };
export { canHandleShopOrders };
