import {
  IdParam,
  ShopCategory,
  ShopCategoryInput,
  ShopCategoryUpdate,
  ShopIdBody,
  ShopMessage,
  ShopNameQuery,
  ShopOne,
  ShopPaged,
  ShopSlugParam,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { replies } from '../../lib/schema.js';
import { categoriesService } from './categories.js';
import { guards, ok, readerLanguage, tags } from './catalog-kit.js';

/** Product categories. */
export const shopCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const categories = categoriesService(app.db);
  const { can } = guards(app);

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
    handler: async (req) => ({
      status: 'success' as const,
      category: await categories.byId(req.params.id, readerLanguage(req)),
    }),
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
      category: await categories.bySlug(req.params.slug, readerLanguage(req)),
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
    handler: (req, reply) => {
      reply.header('vary', 'accept-language');
      return categories.list(req.query, readerLanguage(req));
    },
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
};
