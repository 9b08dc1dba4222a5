import type { RegListQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { checkStages, readStages, withGains } from '../vehicles/figures.js';
import { whereContains } from '../vehicles/levels.js';
import { pagedList } from './dimension-service.js';
import {
  type DimensionIds,
  describeVehicle,
  dimensionColumns,
  dimensionRefs,
  joinDimensions,
  stamps,
} from './vehicle-refs.js';

type Db = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

export const normaliseUvc = (uvc: string) => uvc.trim().toUpperCase();

/** "make:model:fuel:engine:power", 0 for a missing one: the combination a vehicle-final stands for. */
export const matchKey = (r: Row) =>
  [r.make_id, r.model_id, r.fuel_type_id, r.engine_type_id, r.power_id].map((v) => Number(v ?? 0)).join(':');

export function uvcQuery(db: Db): Knex.QueryBuilder {
  return joinDimensions(db('reg_uvc_finals as u'), 'u')
    .leftJoin('reg_years as yr', 'yr.id', 'u.year_id')
    .leftJoin('vehicle_variants as vr', 'vr.id', 'u.variant_id')
    .select('u.*', 'yr.year as year', 'vr.name as variant_name');
}

export const toUvc = (r: Row) => ({
  _id: Number(r.id),
  uvc: String(r.uvc),
  ...dimensionRefs(r),
  year: r.year_id ? { _id: Number(r.year_id), name: String(r.year) } : null,
  variant: r.variant_id ? { _id: Number(r.variant_id), name: String(r.variant_name ?? '') } : null,
  description: describeVehicle(r),
  ...stamps(r),
});

export function finalQuery(db: Db): Knex.QueryBuilder {
  return joinDimensions(db('reg_vehicle_finals as vf'), 'vf').select('vf.*');
}

export const toFinal = (r: Row) => {
  const stockHp = (r.stock_hp as number | null) ?? null;
  const stockTorque = (r.stock_torque as number | null) ?? null;
  return {
    _id: Number(r.id),
    ...dimensionRefs(r),
    stock_hp: stockHp,
    stock_torque: stockTorque,
    stages: withGains(stockHp, stockTorque, readStages(r.stages)),
    ...stamps(r),
  };
};

const searchVehicle = (q: Knex.QueryBuilder, text: string, extra: string[] = []) => {
  const t = text.trim();
  q.where((w) => {
    for (const column of ['mk.name', 'md.name', ...extra]) w.orWhere((x) => whereContains(x, column, t));
  });
};

export interface UvcBody extends DimensionIds {
  uvc?: string;
  variant?: number | null;
  description?: string;
}

export interface FinalBody extends DimensionIds {
  stock_hp?: number | null;
  stock_torque?: number | null;
  stages?: { stage: number; hp: number; torque: number }[];
}

/** UVC records (uvc-final) and tuning figures for vehicles the vehicle database lacks (vehicle-finals). */
export function uvcService(app: FastifyInstance) {
  async function loadUvc(id: number) {
    const row = await uvcQuery(app.db).where('u.id', id).first();
    if (!row) throw notFound('UVC record');
    return toUvc(row);
  }
  async function loadFinal(id: number) {
    const row = await finalQuery(app.db).where('vf.id', id).first();
    if (!row) throw notFound('Vehicle final');
    return toFinal(row);
  }
  const uvcTaken = (uvc: string) => conflict(`The UVC code ${uvc} already exists.`);
  const finalTaken = () =>
    conflict('There are already figures for this make, model, fuel type, engine size and power.');

  return {
    loadUvc,
    loadFinal,

    listUvc: (q: RegListQuery) =>
      pagedList(
        () => {
          const query = uvcQuery(app.db);
          if (q.search?.trim()) searchVehicle(query, q.search, ['u.uvc', 'u.description']);
          if (q.make) query.where('u.make_id', q.make);
          return query;
        },
        q,
        [['u.uvc', 'asc']],
        toUvc,
        q.search?.trim()
          ? undefined
          : () => {
              const ids = app.db('reg_uvc_finals as u');
              if (q.make) ids.where('u.make_id', q.make);
              return ids;
            },
        q.search?.trim() || q.make ? undefined : { db: app.db, table: 'reg_uvc_finals' },
      ),

    async saveUvc(id: number | null, body: UvcBody, actorId: number) {
      const savedId = await app.db.transaction(async (trx) => {
        const current = id ? await trx('reg_uvc_finals').where({ id }).first() : {};
        if (!current) throw notFound('UVC record');
        const row: Row = await dimensionColumns(trx, body, current);
        if (body.uvc !== undefined) row.uvc = normaliseUvc(body.uvc);
        if (!id && !row.uvc) throw badRequest('Enter the UVC code.');
        if (body.description !== undefined) row.description = body.description.trim();
        if (body.variant !== undefined) {
          if (
            body.variant !== null &&
            !(await trx('vehicle_variants').where({ id: body.variant }).first('id'))
          ) {
            throw notFound('Variant');
          }
          row.variant_id = body.variant;
        }
        if (row.uvc) {
          const same = trx('reg_uvc_finals').where({ uvc: row.uvc });
          if (id) same.whereNot({ id });
          if (await same.first('id')) throw uvcTaken(String(row.uvc));
        }
        try {
          if (id) {
            await trx('reg_uvc_finals')
              .where({ id })
              .update({ ...row, updated_at: new Date() });
            return id;
          }
          const [newId] = await trx('reg_uvc_finals').insert({
            ...row,
            created_at: new Date(),
            updated_at: new Date(),
          });
          return Number(newId);
        } catch (err) {
          if (isUniqueViolation(err)) throw uvcTaken(String(row.uvc));
          throw err;
        }
      });
      await audit(app.db, actorId, `regsearch.uvc.${id ? 'update' : 'create'}`, 'reg_uvc_final', savedId);
      return loadUvc(savedId);
    },

    async removeUvc(id: number, actorId: number) {
      const deleted = await app.db('reg_uvc_finals').where({ id }).delete();
      if (!deleted) throw notFound('UVC record');
      await audit(app.db, actorId, 'regsearch.uvc.delete', 'reg_uvc_final', id);
    },

    /** Empties the UVC list before a fresh import; registration numbers keep their codes. */
    async removeAllUvc(actorId: number) {
      const deleted = await app.db('reg_uvc_finals').delete();
      await audit(app.db, actorId, 'regsearch.uvc.delete_all', 'reg_uvc_final', null, { deleted });
      return Number(deleted);
    },

    async totalMakes() {
      // Clicks are counted per registration number; several numbers may share one UVC record.
      const clicks = app
        .db('reg_vehicle_main')
        .groupBy('uvc')
        .select('uvc')
        .sum({ clicks: 'clicks' })
        .as('c');
      const rows = (await app
        .db('reg_uvc_finals as u')
        .join('reg_makes as mk', 'mk.id', 'u.make_id')
        .leftJoin(clicks, 'c.uvc', 'u.uvc')
        .groupBy('mk.id', 'mk.name')
        .select('mk.id', 'mk.name')
        .count({ n: '*' })
        .sum({ clicks: 'c.clicks' })
        .orderBy('n', 'desc')
        .orderBy('mk.name')) as { id: number; name: string; n: number; clicks: number | string | null }[];
      return {
        status: 'success' as const,
        total: rows.length,
        items: rows.map((r) => ({
          _id: Number(r.id),
          name: r.name,
          count: Number(r.n),
          clicks: Number(r.clicks ?? 0),
        })),
      };
    },

    listFinals: (q: RegListQuery) =>
      pagedList(
        () => {
          const query = finalQuery(app.db);
          if (q.search?.trim()) searchVehicle(query, q.search);
          if (q.make) query.where('vf.make_id', q.make);
          return query;
        },
        q,
        // The make's and model's sort keys copied onto each final (migration 20261128130000): an index range.
        [
          ['vf.make_key', 'asc'],
          ['vf.model_key', 'asc'],
          ['vf.id', 'asc'],
        ],
        toFinal,
        q.search?.trim()
          ? undefined
          : () => {
              const ids = app.db('reg_vehicle_finals as vf');
              if (q.make) ids.where('vf.make_id', q.make);
              return ids;
            },
        q.search?.trim() || q.make ? undefined : { db: app.db, table: 'reg_vehicle_finals' },
      ),

    async saveFinal(id: number | null, body: FinalBody, actorId: number) {
      const savedId = await app.db.transaction(async (trx) => {
        const current = id ? await trx('reg_vehicle_finals').where({ id }).first() : {};
        if (!current) throw notFound('Vehicle final');
        const row: Row = await dimensionColumns(trx, body, current);
        for (const column of ['stock_hp', 'stock_torque'] as const) {
          if (body[column] !== undefined) row[column] = body[column];
        }
        if (body.stages !== undefined) {
          const problem = checkStages(body.stages);
          if (problem) throw badRequest(problem);
          row.stages = JSON.stringify([...body.stages].sort((a, b) => a.stage - b.stage));
        }
        row.match_key = matchKey({ ...current, ...row });
        const same = trx('reg_vehicle_finals').where({ match_key: row.match_key });
        if (id) same.whereNot({ id });
        if (await same.first('id')) throw finalTaken();
        try {
          if (id) {
            await trx('reg_vehicle_finals')
              .where({ id })
              .update({ ...row, updated_at: new Date() });
            return id;
          }
          const [newId] = await trx('reg_vehicle_finals').insert({
            ...row,
            created_at: new Date(),
            updated_at: new Date(),
          });
          return Number(newId);
        } catch (err) {
          if (isUniqueViolation(err)) throw finalTaken();
          throw err;
        }
      });
      await audit(
        app.db,
        actorId,
        `regsearch.final.${id ? 'update' : 'create'}`,
        'reg_vehicle_final',
        savedId,
      );
      return loadFinal(savedId);
    },

    async removeFinal(id: number, actorId: number) {
      const deleted = await app.db('reg_vehicle_finals').where({ id }).delete();
      if (!deleted) throw notFound('Vehicle final');
      await audit(app.db, actorId, 'regsearch.final.delete', 'reg_vehicle_final', id);
    },
  };
}
