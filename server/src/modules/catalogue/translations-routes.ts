import { CatalogueTranslations, hasPermission, TranslationParams } from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { audit } from '../../lib/audit.js';
import { forbidden } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { allTexts, saveTexts, TRANSLATABLE_SOURCES } from './translations.js';

const tags = ['Catalogue translations'];

/** Names and descriptions of catalogue records in the languages other than the default one. */
export const translationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/catalogue/translations/:entity/:id', {
    onRequest: app.requireAdminArea,
    schema: {
      tags,
      summary: "A record's name and description in each language besides the default one",
      params: TranslationParams,
      response: replies(CatalogueTranslations, 401, 403, 404),
    },
    handler: async (req) => {
      const { entity, id } = req.params;
      if (!hasPermission(req.user, TRANSLATABLE_SOURCES[entity].permission)) throw forbidden();
      return { translations: await allTexts(app.db, entity, id) };
    },
  });

  app.put('/catalogue/translations/:entity/:id', {
    onRequest: app.requireAdminArea,
    schema: {
      tags,
      summary: 'Set names and descriptions per language; an empty text falls back to the default language',
      params: TranslationParams,
      body: CatalogueTranslations,
      response: replies(CatalogueTranslations, 401, 403, 404),
    },
    handler: async (req) => {
      const { entity, id } = req.params;
      if (!hasPermission(req.user, TRANSLATABLE_SOURCES[entity].permission)) throw forbidden();
      await app.db.transaction(async (trx) => {
        await saveTexts(trx, entity, id, req.body.translations);
        await audit(trx, req.user._id, 'catalogue.translations', entity, id, {
          locales: Object.keys(req.body.translations),
        });
      });
      return { translations: await allTexts(app.db, entity, id) };
    },
  });
};
