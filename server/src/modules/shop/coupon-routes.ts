import {
  IdParam,
  ShopActiveStatusBody,
  ShopCodeParam,
  ShopCoupon,
  ShopCouponInput,
  ShopCouponQuery,
  ShopCouponUpdate,
  ShopCouponValidation,
  ShopIdBody,
  ShopMessage,
  ShopOne,
  ShopPaged,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { checkoutService } from './checkout.js';
import { couponGuesses } from './coupon-guesses.js';
import { couponsService } from './coupons.js';
import { guards, ok, tags } from './catalog-kit.js';

/** Coupons: checked at checkout, kept by the shop manager. */
export const shopCouponRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const coupons = couponsService(app.db);
  const checkout = checkoutService(app);
  const { can, staff } = guards(app);
  const guesses = couponGuesses(app);

  // ---- Coupons
  const CouponReply = ShopOne('coupon', ShopCoupon);
  app.get('/shop/coupon/get_by_code/:code', {
    onRequest: staff,
    schema: {
      tags,
      summary: 'A coupon by code',
      params: ShopCodeParam,
      response: replies(CouponReply, 401, 403, 404),
    },
    handler: async (req) => ({ status: 'success' as const, coupon: await coupons.byCode(req.params.code) }),
  });
  app.get('/shop/coupon/validate/:code', {
    onRequest: app.requireUser,
    preHandler: guesses.check,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: "What a coupon takes off the caller's cart, or why it does not apply",
      params: ShopCodeParam,
      response: replies(ShopCouponValidation, 401, 404, 409, 429),
    },
    handler: (req) => guesses.counted(req, () => checkout.validateCoupon(req.user._id, req.params.code)),
  });
  app.get('/shop/coupon/get_by_id/:id', {
    onRequest: staff,
    schema: {
      tags,
      summary: 'A coupon by id',
      params: IdParam,
      response: replies(CouponReply, 401, 403, 404),
    },
    handler: async (req) => ({ status: 'success' as const, coupon: await coupons.byId(req.params.id) }),
  });
  app.get('/shop/coupon/get_all', {
    onRequest: staff,
    schema: {
      tags,
      summary: 'Coupons (paged; search by name or code)',
      querystring: ShopCouponQuery,
      response: replies(ShopPaged(ShopCoupon), 401, 403),
    },
    handler: (req) => coupons.list(req.query),
  });
  app.post('/shop/coupon/add', {
    onRequest: can('shop_manager.coupon.add'),
    schema: {
      tags,
      summary: 'Add a coupon (dates as timestamps)',
      body: ShopCouponInput,
      response: replies(CouponReply, 401, 403, 404, 409),
    },
    handler: async (req) => ({ ...ok('The coupon has been saved.'), coupon: await coupons.add(req.body) }),
  });
  app.post('/shop/coupon/update', {
    onRequest: can('shop_manager.coupon.edit'),
    schema: {
      tags,
      summary: 'Change a coupon',
      body: ShopCouponUpdate,
      response: replies(CouponReply, 401, 403, 404, 409),
    },
    handler: async (req) => ({ ...ok('The coupon has been saved.'), coupon: await coupons.update(req.body) }),
  });
  app.post('/shop/coupon/update_status', {
    onRequest: can('shop_manager.coupon.edit'),
    schema: {
      tags,
      summary: 'Switch a coupon on or off',
      body: ShopActiveStatusBody,
      response: replies(CouponReply, 401, 403, 404),
    },
    handler: async (req) => ({
      ...ok('The coupon has been saved.'),
      coupon: await coupons.setStatus(req.body.id, req.body.status),
    }),
  });
  app.post('/shop/coupon/delete', {
    onRequest: can('shop_manager.coupon.delete'),
    schema: {
      tags,
      summary: 'Delete a coupon',
      body: ShopIdBody,
      response: replies(ShopMessage, 401, 403, 404),
    },
    handler: async (req) => {
      await coupons.remove(req.body.id);
      return ok('The coupon has been deleted.');
    },
  });
};
