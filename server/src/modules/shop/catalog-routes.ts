import {
  IdParam,
  ShopActiveStatusBody,
  ShopCategory,
  ShopCategoryInput,
  ShopCategoryUpdate,
  ShopCodeParam,
  ShopCoupon,
  ShopCouponInput,
  ShopCouponQuery,
  ShopCouponUpdate,
  ShopCouponValidation,
  ShopIdBody,
  ShopMessage,
  ShopNameQuery,
  ShopOne,
  ShopPaged,
  ShopProduct,
  ShopProductFields,
  ShopProductQuery,
  ShopProductStatusBody,
  ShopShippingInput,
  ShopShippingMethod,
  ShopShippingQuery,
  ShopShippingUpdate,
  ShopSlugParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type TSchema, Type } from '@sinclair/typebox';
import { checkPart, FileReply, jsonOrMultipart, replies } from '../../lib/schema.js';
import { isShopStaff, shopStaffGuard } from './access.js';
import { categoriesService } from './categories.js';
import { checkoutService } from './checkout.js';
import { couponsService } from './coupons.js';
import { imageType, readProductForm } from './images.js';
import { productsService } from './products.js';
import { shippingService } from './shipping.js';

const tags = ['Shop'];
const formValidator = ({ schema, httpPart }: { schema: unknown; httpPart?: string }) => {
  if (httpPart === 'body') return jsonOrMultipart({ schema });
  return (data: unknown) => checkPart(schema as TSchema, data, httpPart);
};
const ok = (message: string) => ({ status: 'success' as const, message });

/** Products, categories, coupons and shipping methods: the storefront reads, the shop manager edits. */
export const shopCatalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = productsService(app);
  const categories = categoriesService(app.db);
  const coupons = couponsService(app.db);
  const shipping = shippingService(app.db);
  const checkout = checkoutService(app);
  const can = (p: Parameters<typeof app.requirePermission>[0]) => app.requirePermission(p);
  const staff = shopStaffGuard(app);
  const audience = (req: { user?: { role_id: number; permissions?: unknown } | null }) =>
    isShopStaff(req.user) ? ('staff' as const) : ('public' as const);

  // ---- Products
  const ProductReply = ShopOne('product', ShopProduct);
  app.get('/shop/product/get_by_slug/:slug', {
    schema: {
      tags,
      summary: 'A product by its slug (published only, unless shop staff)',
      security: [],
      params: ShopSlugParam,
      response: replies(ProductReply, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      product: await products.bySlug(req.params.slug, audience(req)),
    }),
  });
  app.get('/shop/product/get_by_product_code/:code', {
    schema: {
      tags,
      summary: 'A product by its product code',
      security: [],
      params: ShopCodeParam,
      response: replies(ProductReply, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      product: await products.byCode(req.params.code, audience(req)),
    }),
  });
  app.get('/shop/product/get_by_id/:id', {
    schema: {
      tags,
      summary: 'A product by id',
      security: [],
      params: IdParam,
      response: replies(ProductReply, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      product: await products.byId(req.params.id, audience(req)),
    }),
  });
  app.get('/shop/product/get_all', {
    schema: {
      tags,
      summary: 'Products, 15 a page by default: published ones for the storefront, all for shop staff',
      security: [],
      querystring: ShopProductQuery,
      response: replies(ShopPaged(ShopProduct)),
    },
    handler: async (req, reply) => {
      const who = audience(req);
      if (who === 'public') reply.header('cache-control', 'public, max-age=30');
      return products.list(req.query, who);
    },
  });
  app.get('/shop/product/image/:id/:slot', {
    schema: {
      tags,
      summary: 'One image of a product (slot 1-3); cached, the address changes with the image',
      security: [],
      params: Type.Object({
        id: Type.Integer({ minimum: 1 }),
        slot: Type.Integer({ minimum: 1, maximum: 3 }),
      }),
      response: { 200: FileReply, 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const key = await products.imageKey(req.params.id, req.params.slot, audience(req));
      const stream = await app.storage.get(key);
      const head = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
        stream.on('error', reject);
      });
      return reply
        .header('content-type', imageType(head) ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(head);
    },
  });
  app.post('/shop/product/add', {
    onRequest: can('shop_manager.product.add'),
    schema: {
      tags,
      summary: 'Add a product: multipart (fields plus image1..image3) or JSON',
      consumes: ['multipart/form-data', 'application/json'],
      body: Type.Optional(ShopProductFields),
      response: replies(ProductReply, 401, 403, 404, 409, 413, 415),
    },
    validatorCompiler: formValidator,
    handler: async (req) => ({
      ...ok('The product has been saved.'),
      product: await products.add(await readProductForm(app, req)),
    }),
  });
  app.post('/shop/product/update', {
    onRequest: can('shop_manager.product.edit'),
    schema: {
      tags,
      summary: 'Change a product (id); new images replace those in their slots',
      consumes: ['multipart/form-data', 'application/json'],
      body: Type.Optional(ShopProductFields),
      response: replies(ProductReply, 401, 403, 404, 409, 413, 415),
    },
    validatorCompiler: formValidator,
    handler: async (req) => ({
      ...ok('The product has been saved.'),
      product: await products.update(await readProductForm(app, req)),
    }),
  });
  app.post('/shop/product/update_status', {
    onRequest: can('shop_manager.product.edit'),
    schema: {
      tags,
      summary: 'Publish, unpublish or draft a product',
      body: ShopProductStatusBody,
      response: replies(ProductReply, 401, 403, 404),
    },
    handler: async (req) => ({
      ...ok('The product has been saved.'),
      product: await products.setStatus(req.body.id, req.body.status),
    }),
  });
  app.post('/shop/product/delete', {
    onRequest: can('shop_manager.product.delete'),
    schema: {
      tags,
      summary: 'Delete a product (orders keep their lines)',
      body: ShopIdBody,
      response: replies(ShopMessage, 401, 403, 404),
    },
    handler: async (req) => {
      await products.remove(req.body.id);
      return ok('The product has been deleted.');
    },
  });

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
    schema: {
      tags,
      summary: "What a coupon takes off the caller's cart, or why it does not apply",
      params: ShopCodeParam,
      response: replies(ShopCouponValidation, 401, 404, 409),
    },
    handler: (req) => checkout.validateCoupon(req.user._id, req.params.code),
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

  // ---- Categories
  const CategoryReply = ShopOne('category', ShopCategory);
  app.get('/shop/category/get_by_id/:id', {
    schema: {
      tags,
      summary: 'A category by id',
      security: [],
      params: IdParam,
      response: replies(CategoryReply, 404),
    },
    handler: async (req) => ({ status: 'success' as const, category: await categories.byId(req.params.id) }),
  });
  app.get('/shop/category/get_by_slug/:slug', {
    schema: {
      tags,
      summary: 'A category by slug',
      security: [],
      params: ShopSlugParam,
      response: replies(CategoryReply, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      category: await categories.bySlug(req.params.slug),
    }),
  });
  app.get('/shop/category/get_all', {
    schema: {
      tags,
      summary: 'Categories (paged; search by name)',
      security: [],
      querystring: ShopNameQuery,
      response: replies(ShopPaged(ShopCategory)),
    },
    handler: (req) => categories.list(req.query),
  });
  app.post('/shop/category/add', {
    onRequest: can('shop_manager.category.add'),
    schema: {
      tags,
      summary: 'Add a category',
      body: ShopCategoryInput,
      response: replies(CategoryReply, 401, 403, 409),
    },
    handler: async (req) => ({
      ...ok('The category has been saved.'),
      category: await categories.add(req.body),
    }),
  });
  app.post('/shop/category/update', {
    onRequest: can('shop_manager.category.edit'),
    schema: {
      tags,
      summary: 'Change a category',
      body: ShopCategoryUpdate,
      response: replies(CategoryReply, 401, 403, 404, 409),
    },
    handler: async (req) => ({
      ...ok('The category has been saved.'),
      category: await categories.update(req.body),
    }),
  });
  app.post('/shop/category/delete', {
    onRequest: can('shop_manager.category.delete'),
    schema: {
      tags,
      summary: 'Delete a category (its products stay, without a category)',
      body: ShopIdBody,
      response: replies(ShopMessage, 401, 403, 404),
    },
    handler: async (req) => {
      await categories.remove(req.body.id);
      return ok('The category has been deleted.');
    },
  });

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
    handler: (req) =>
      shipping.list(audience(req) === 'staff' ? req.query : { ...req.query, status: 'active' }),
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
