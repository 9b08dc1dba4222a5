import {
  IdParam,
  ShopActiveStatusBody,
  ShopIdBody,
  ShopMessage,
  ShopOne,
  ShopPaged,
  ShopShippingInput,
  ShopShippingMethod,
  ShopShippingQuery,
  ShopShippingUpdate,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { shippingService } from './shipping.js';
import { audience, guards, ok, readerLanguage, tags } from './catalog-kit.js';

/** Shipping methods. */
export const shopShippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const shipping = shippingService(app.db);
  const { can } = guards(app);

  // ---- Shipping methods
  const ShippingReply = ShopOne('shipping_method', ShopShippingMethod);
  app.get('/shop/shipping_method/get_by_id/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'A shipping method by id',
      params: IdParam,
      response: replies(ShippingReply, 401, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      shipping_method: await shipping.byId(req.params.id),
    }),
  });
  app.get('/shop/shipping_method/get_all', {
    schema: {
      tags,
      summary: 'Shipping methods (paged): active ones for customers, all for shop staff',
      security: [],
      querystring: ShopShippingQuery,
      response: replies(ShopPaged(ShopShippingMethod)),
    },
    handler: (req, reply) => {
      // Names and times follow the reader's language, so a shared cache keeps one copy per language.
      reply.header('vary', 'accept-language');
      return shipping.list(
        audience(req) === 'staff' ? req.query : { ...req.query, status: 'active' },
        readerLanguage(req),
      );
    },
  });
  app.post('/shop/shipping_method/add', {
    onRequest: can('shop_manager.shipping_method.add'),
    schema: {
      tags,
      summary: 'Add a shipping method',
      body: ShopShippingInput,
      response: replies(ShippingReply, 401, 403),
    },
    handler: async (req) => ({
      ...ok('The shipping method has been saved.'),
      shipping_method: await shipping.add(req.body),
    }),
  });
  app.post('/shop/shipping_method/update', {
    onRequest: can('shop_manager.shipping_method.edit'),
    schema: {
      tags,
      summary: 'Change a shipping method',
      body: ShopShippingUpdate,
      response: replies(ShippingReply, 401, 403, 404),
    },
    handler: async (req) => ({
      ...ok('The shipping method has been saved.'),
      shipping_method: await shipping.update(req.body),
    }),
  });
  app.post('/shop/shipping_method/update_status', {
    onRequest: can('shop_manager.shipping_method.edit'),
    schema: {
      tags,
      summary: 'Switch a shipping method on or off',
      body: ShopActiveStatusBody,
      response: replies(ShippingReply, 401, 403, 404),
    },
    handler: async (req) => ({
      ...ok('The shipping method has been saved.'),
      shipping_method: await shipping.setStatus(req.body.id, req.body.status),
    }),
  });
  app.post('/shop/shipping_method/delete', {
    onRequest: can('shop_manager.shipping_method.delete'),
    schema: {
      tags,
      summary: 'Delete a shipping method',
      body: ShopIdBody,
      response: replies(ShopMessage, 401, 403, 404),
    },
    handler: async (req) => {
      await shipping.remove(req.body.id);
      return ok('The shipping method has been deleted.');
    },
  });
};
