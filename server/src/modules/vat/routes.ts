import {
  CountryParam,
  IdParam,
  Vat,
  VatCreate,
  VatForCountry,
  VatList,
  VatListQuery,
  VatPercentage,
  VatToggle,
} from '@portal/contracts';
import { decideVat, percentToBp } from '@portal/domain';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { MAX_ALL_ROWS } from '../../lib/paging.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { rateFor, toVat, type VatRow } from './repo.js';
import { whereAnyLike } from '../../lib/like.js';

const tags = ['VAT'];

function bp(percentage: number): number {
  try {
    return percentToBp(percentage);
  } catch {
    throw badRequest('The percentage must be between 0 and 100 with at most two decimals.', 'percentage');
  }
}

export const vatRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const canSettings = app.requirePermission('settings');
  const one = async (id: number) => {
    const row = await app.db<VatRow>('vat_rates').where({ id }).first();
    if (!row) throw notFound('VAT rate');
    return toVat(row);
  };

  app.get('/vat', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'VAT rates per country, searchable by country code or name',
      querystring: VatListQuery,
      response: replies(VatList, 401, 403),
    },
    handler: async (req) => {
      const page = req.query.page ?? 1;
      const size = req.query.size ?? 20;
      const q = app.db<VatRow>('vat_rates');
      const kw = req.query.search_keyword?.trim();
      if (kw) whereAnyLike(q, ['country', 'country_name'], kw);
      const [{ n }] = await q.clone().count<{ n: number }[]>({ n: '*' });
      const rows = await q
        .orderBy('country_name')
        .modify((b) => (size === -1 ? b.limit(MAX_ALL_ROWS) : b.limit(size).offset((page - 1) * size)))
        .select('*');
      return { items: rows.map(toVat), total: Number(n), page, size };
    },
  });

  app.post('/vat', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Add a VAT rate for a country',
      body: VatCreate,
      response: replies(Vat, 401, 403, 409),
    },
    handler: async (req) => {
      const country = req.body.country.toUpperCase();
      const row = {
        country,
        country_name: req.body.country_name?.trim() || country,
        percentage_bp: bp(req.body.percentage),
        enabled: req.body.enabled ?? true,
        created_at: new Date(),
        updated_at: new Date(),
      };
      try {
        const [id] = await app.db('vat_rates').insert(row);
        await audit(app.db, req.user._id, 'vat.create', 'vat_rate', Number(id), {
          country,
          percentage: req.body.percentage,
        });
        return one(Number(id));
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(`A VAT rate for ${country} already exists.`);
        throw err;
      }
    },
  });

  app.put('/vat/toggle/:id', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Switch a VAT rate on or off',
      params: IdParam,
      body: VatToggle,
      response: replies(Vat, 401, 403, 404),
    },
    handler: async (req) => {
      const { country } = await one(req.params.id);
      await app
        .db('vat_rates')
        .where({ id: req.params.id })
        .update({ enabled: req.body.enabled, updated_at: new Date() });
      await audit(app.db, req.user._id, 'vat.toggle', 'vat_rate', req.params.id, {
        country,
        enabled: req.body.enabled,
      });
      return one(req.params.id);
    },
  });

  app.put('/vat/percentage/:id', {
    onRequest: canSettings,
    schema: {
      tags,
      summary: 'Change the percentage of a VAT rate',
      params: IdParam,
      body: VatPercentage,
      response: replies(Vat, 401, 403, 404),
    },
    handler: async (req) => {
      const was = await one(req.params.id);
      const percentage_bp = bp(req.body.percentage);
      await app
        .db('vat_rates')
        .where({ id: req.params.id })
        .update({ percentage_bp, updated_at: new Date() });
      await audit(app.db, req.user._id, 'vat.percentage', 'vat_rate', req.params.id, {
        country: was.country,
        from: was.percentage,
        to: req.body.percentage,
      });
      return one(req.params.id);
    },
  });

  app.get('/vat/:country', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'The VAT the signed-in customer pays for a country (0 when unknown, off or reverse charge)',
      params: CountryParam,
      response: replies(VatForCountry, 401),
    },
    handler: async (req) => {
      const country = req.params.country.toUpperCase();
      const rate = await rateFor(app.db, country);
      const billing = await app.settings.get('billing');
      const decision = decideVat({
        sellerCountry: billing.seller_country,
        buyerCountry: country,
        buyerVatNo: req.user.vat_no,
        rate,
      });
      return {
        country,
        percentage: decision.rate_bp / 100,
        enabled: Boolean(rate?.enabled),
        reverse_charge: decision.reverse_charge,
      };
    },
  });
};
