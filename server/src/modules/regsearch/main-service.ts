import type { RegListQuery } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { whereContains } from '../vehicles/levels.js';
import { pagedList } from './dimension-service.js';
import { normaliseUvc, toUvc, uvcQuery } from './uvc-service.js';
import { describeVehicle, stamps } from './vehicle-refs.js';

type Db = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

/**
 * Registration numbers are kept upper-case without spaces or dashes: "ab12 cde" is "AB12CDE". Only a-z are
 * upper-cased: toUpperCase() turns "ß" into "SS", the ligature "ﬀ" into "FF" and "ı" into "I", which would
 * then pass REG_NO_PATTERN as another registration.
 */
export const normaliseRegNo = (text: string) =>
  text.replace(/[\s-]+/g, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
export const REG_NO_PATTERN = /^[A-Z0-9]{1,12}$/;
/** 17 characters; I, O and Q never appear in a VIN. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Registrations with the vehicle their UVC stands for; every join is outer, so unknown UVCs still list. */
function mainListQuery(db: Db): Knex.QueryBuilder {
  return db('reg_vehicle_main as m')
    .leftJoin('reg_uvc_finals as u', 'u.uvc', 'm.uvc')
    .leftJoin('reg_makes as mk', 'mk.id', 'u.make_id')
    .leftJoin('reg_models as md', 'md.id', 'u.model_id')
    .leftJoin('reg_fuel_types as ft', 'ft.id', 'u.fuel_type_id')
    .leftJoin('reg_engine_types as et', 'et.id', 'u.engine_type_id')
    .leftJoin('reg_powers as pw', 'pw.id', 'u.power_id')
    .leftJoin('reg_years as yr', 'yr.id', 'u.year_id')
    .select(
      'm.*',
      'u.id as uvc_final_id',
      'u.description as description',
      'mk.name as make_name',
      'md.name as model_name',
      'ft.name as fuel_name',
      'et.engine_cc as engine_cc',
      'et.name as engine_name',
      'pw.bhp as bhp',
      'yr.year as year',
    );
}

export const toMain = (r: Row) => ({
  _id: Number(r.id),
  vehicle_reg_no: String(r.vehicle_reg_no),
  vin: (r.vin as string | null) ?? null,
  uvc: String(r.uvc),
  uvc_final: r.uvc_final_id ? { _id: Number(r.uvc_final_id), description: describeVehicle(r) } : null,
  clicks: Number(r.clicks ?? 0),
  ...stamps(r),
});

export interface MainBody {
  vehicle_reg_no?: string;
  vin?: string | null;
  uvc?: string;
}

/** Checks and normalises a registration number, a VIN and a UVC code; a string says what is wrong. */
export function mainColumns(body: MainBody): Row | string {
  const row: Row = {};
  if (body.vehicle_reg_no !== undefined) {
    const reg = normaliseRegNo(body.vehicle_reg_no);
    if (!REG_NO_PATTERN.test(reg)) {
      return `"${body.vehicle_reg_no.slice(0, 20)}" is not a registration number: use 1 to 12 letters and digits.`;
    }
    row.vehicle_reg_no = reg;
  }
  if (body.vin !== undefined) {
    const vin = body.vin === null ? '' : body.vin.toUpperCase().replace(/\s+/g, '');
    if (vin && !VIN_PATTERN.test(vin))
      return `"${vin.slice(0, 20)}" is not a VIN: it has 17 letters and digits, without I, O or Q.`;
    row.vin = vin || null;
  }
  if (body.uvc !== undefined) {
    const uvc = normaliseUvc(body.uvc);
    if (!/^[A-Z0-9._-]{1,40}$/.test(uvc))
      return 'The UVC code may only have letters, digits, dots, dashes and underscores.';
    row.uvc = uvc;
  }
  return row;
}

/** Registration numbers (vehicle-main) and the admin's view of what one resolves to. */
export function mainService(app: FastifyInstance) {
  async function load(id: number) {
    const row = await mainListQuery(app.db).where('m.id', id).first();
    if (!row) throw notFound('Registration record');
    return toMain(row);
  }

  return {
    load,

    list: (q: RegListQuery) =>
      pagedList(
        () => {
          const query = mainListQuery(app.db);
          const search = q.search?.trim();
          if (search) {
            query.where((w) => {
              w.orWhere((x) => whereContains(x, 'm.vehicle_reg_no', normaliseRegNo(search)))
                .orWhere((x) => whereContains(x, 'm.vin', search.toUpperCase()))
                .orWhere((x) => whereContains(x, 'm.uvc', search.toUpperCase()));
            });
          }
          if (q.make) query.where('u.make_id', q.make);
          return query;
        },
        q,
        [['m.vehicle_reg_no', 'asc']],
        toMain,
      ),

    async save(id: number | null, body: MainBody, actorId: number) {
      const row = mainColumns(body);
      if (typeof row === 'string') throw badRequest(row);
      const savedId = await app.db.transaction(async (trx) => {
        if (id && !(await trx('reg_vehicle_main').where({ id }).first('id')))
          throw notFound('Registration record');
        for (const [column, what] of [
          ['vehicle_reg_no', 'registration number'],
          ['vin', 'VIN'],
        ] as const) {
          if (!row[column]) continue;
          const same = trx('reg_vehicle_main').where(column, row[column]);
          if (id) same.whereNot({ id });
          if (await same.first('id')) throw conflict(`The ${what} ${row[column]} is already recorded.`);
        }
        try {
          if (id) {
            await trx('reg_vehicle_main')
              .where({ id })
              .update({ ...row, updated_at: new Date() });
            return id;
          }
          const [newId] = await trx('reg_vehicle_main').insert({
            ...row,
            created_at: new Date(),
            updated_at: new Date(),
          });
          return Number(newId);
        } catch (err) {
          if (isUniqueViolation(err)) throw conflict('This registration number or VIN is already recorded.');
          throw err;
        }
      });
      await audit(app.db, actorId, `regsearch.main.${id ? 'update' : 'create'}`, 'reg_vehicle_main', savedId);
      return load(savedId);
    },

    async remove(id: number, actorId: number) {
      const deleted = await app.db('reg_vehicle_main').where({ id }).delete();
      if (!deleted) throw notFound('Registration record');
      await audit(app.db, actorId, 'regsearch.main.delete', 'reg_vehicle_main', id);
    },

    /** GET /reg-search/vehicle-main/uvc-final: a registration number and the UVC record it points to. */
    async finalView(regNo: string) {
      const reg = normaliseRegNo(regNo);
      const row = await mainListQuery(app.db).where('m.vehicle_reg_no', reg).first();
      if (!row) throw notFound(`The registration number ${reg}`);
      const uvc = await uvcQuery(app.db).where('u.uvc', row.uvc).first();
      return { status: 'success' as const, vehicle_main: toMain(row), uvc_final: uvc ? toUvc(uvc) : null };
    },
  };
}
