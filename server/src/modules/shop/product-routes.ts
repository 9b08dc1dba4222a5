import {
  IdParam,
  ShopCodeParam,
  ShopIdBody,
  ShopMessage,
  ShopOne,
  ShopPaged,
  ShopProduct,
  ShopProductFields,
  ShopProductQuery,
  ShopProductStatusBody,
  ShopSlugParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { imageType } from '../../lib/images.js';
import { FileReply, replies } from '../../lib/schema.js';
import { readProductForm } from './images.js';
import { productsService } from './products.js';
import { audience, formValidator, guards, ok, tags } from './catalog-kit.js';

/** Products: the storefront reads them, the shop manager edits them (images included). */
export const shopProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const products = productsService(app);
  const { can } = guards(app);

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
      product: await products.bySlug(req.params.slug, audience(req), languageOf(req)),
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
      product: await products.byCode(req.params.code, audience(req), languageOf(req)),
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
      product: await products.byId(req.params.id, audience(req), languageOf(req)),
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
      // Texts follow the reader's language, so a shared cache keeps one copy per language.
      if (who === 'public')
        reply.header('cache-control', 'public, max-age=30').header('vary', 'accept-language');
      return products.list(req.query, who, languageOf(req));
    },
  });
  app.get('/shop/product/thumbnail/:id', {
    schema: {
      tags,
      summary: "A product's thumbnail (WebP, first image); cached, the address changes with the image",
      security: [],
      params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
      response: { 200: FileReply, 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const key = await products.thumbnailKey(req.params.id, audience(req));
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(await app.storage.get(key));
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
};
