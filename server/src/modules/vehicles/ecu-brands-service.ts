import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/connection.js';
import { toIso } from '../../db/helpers.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { cleanName, nameKey, whereContains } from './levels.js';

interface BrandRow {
  id: number;
  name: string;
  name_key: string;
  description: string | null;
  created_at: unknown;
  updated_at: unknown;
}

const toBrand = (r: BrandRow) => ({
  _id: r.id,
  name: r.name,
  description: r.description ?? '',
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
  updated_at: toIso(r.updated_at) ?? new Date(0).toISOString(),
});

const taken = (name: string) => conflict(`The special ECU brand "${name}" already exists.`);

/** ECU brands that tuning services treat specially (their own price or handling). */
export function ecuBrandService(app: FastifyInstance) {
  const table = () => app.db<BrandRow>('special_ecu_brands');

  return {
    async list(q: { keyword?: string; page?: number; size?: number }) {
      const size = q.size ?? 20;
      const page = q.page ?? 1;
      const filtered = () => {
        const query = table();
        const key = nameKey(q.keyword ?? '');
        if (key) whereContains(query, 'name_key', key);
        return query;
      };
      const [[{ n }], rows] = await Promise.all([
        filtered().count<{ n: number }[]>({ n: '*' }),
        filtered()
          .orderBy('name_key')
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return { items: rows.map(toBrand), total: Number(n), page, size };
    },

    async dropdown() {
      const rows = await table().orderBy('name_key').limit(5000).select('id', 'name');
      return rows.map((r) => ({ _id: r.id, name: r.name }));
    },

    async save(id: number | null, body: { name?: string; description?: string }, actorId: number) {
      const current = id ? await table().where({ id }).first() : undefined;
      if (id && !current) throw notFound('Special ECU brand');
      const name = cleanName(body.name ?? current?.name ?? '');
      if (!nameKey(name)) throw badRequest('Enter a name.');
      const same = table().where({ name_key: nameKey(name) });
      if (id) same.whereNot({ id });
      const other = await same.first();
      if (other) throw taken(other.name);
      const row = {
        name,
        name_key: nameKey(name),
        description: body.description?.trim() ?? current?.description ?? '',
        updated_at: new Date(),
      };
      let savedId = id ?? 0;
      try {
        if (id) await table().where({ id }).update(row);
        else [savedId] = await app.db('special_ecu_brands').insert({ ...row, created_at: new Date() });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken(name);
        throw err;
      }
      await audit(
        app.db,
        actorId,
        id ? 'ecu_brand.update' : 'ecu_brand.create',
        'special_ecu_brand',
        Number(savedId),
      );
      return toBrand(
        (await table()
          .where({ id: Number(savedId) })
          .first())!,
      );
    },

    async remove(id: number, actorId: number) {
      const deleted = await table().where({ id }).delete();
      if (!deleted) throw notFound('Special ECU brand');
      await audit(app.db, actorId, 'ecu_brand.delete', 'special_ecu_brand', id);
    },
  };
}
