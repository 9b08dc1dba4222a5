import {
  PRICE_LIST_ITEMS_MESSAGE,
  type PriceListItem,
  PriceListItemInput,
  type PriceListItemPatch,
  type User,
} from '@portal/contracts';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { audit } from '../../lib/audit.js';
import { badRequest, type HttpError, httpError, msg, notFound } from '../../lib/errors.js';
import { schemaErrors, schemaProblem, validationError } from '../../lib/schema-check.js';
import { insertId, paginate, type PageParams, whereAnyLike } from './listing.js';
import { textsIn } from './translations.js';

interface LineRow {
  id: number;
  vehicle: string;
  make: string;
  model: string;
  engine: string;
  stage: string;
  stock_power: number;
  tuned_power: number;
  stock_torque: number | null;
  tuned_torque: number | null;
  price: number;
  created_at: unknown;
  updated_at: unknown;
}

const table = (db: Knex | Knex.Transaction) => db<LineRow>('price_list_items');
const MAX_LINES = 500;

function toLine(r: LineRow): PriceListItem {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    _id: r.id,
    vehicle: r.vehicle,
    make: r.make,
    model: r.model,
    engine: r.engine,
    stage: r.stage,
    stock_power: Number(r.stock_power),
    tuned_power: Number(r.tuned_power),
    stock_torque: n(r.stock_torque),
    tuned_torque: n(r.tuned_torque),
    price: Number(r.price),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/**
 * The refusal of a line that does not pass `schema`, in the words of the JSON routes (lengths counted in
 * characters) after the line's number, or null.
 */
function lineProblem(schema: TSchema, line: unknown, lineNo: number): HttpError | null {
  const problem = schemaProblem(schema, line, 'line');
  if (!problem) return null;
  return httpError(400, 'VALIDATION', msg(`Price list line ${lineNo}: ${problem.message}`));
}

/**
 * Body check of POST and PATCH /price-list: the lines come under `items` (or `models`, the older name), and
 * a missing or empty list is refused with the spec's exact words.
 */
export const priceListBodyValidator =
  (lineSchema: TSchema) =>
  ({ httpPart, schema }: { httpPart?: string; schema: unknown }) =>
  (data: unknown) => {
    if (httpPart !== 'body') {
      const errors = schemaErrors(schema as TSchema, data);
      return errors ? { error: validationError(errors, httpPart) } : { value: data };
    }
    const body = (data ?? {}) as Record<string, unknown>;
    const lines = body.items ?? body.models;
    if (!Array.isArray(lines) || lines.length === 0) return { error: new Error(PRICE_LIST_ITEMS_MESSAGE) };
    if (lines.length > MAX_LINES)
      return { error: new Error(`Send at most ${MAX_LINES} price list lines at a time.`) };
    for (const [i, line] of lines.entries()) {
      const problem = lineProblem(lineSchema, line, i + 1);
      if (problem) return { error: problem };
    }
    return { value: data };
  };

const linesOf = <T>(body: { items?: T[]; models?: T[] }): T[] => body.items ?? body.models ?? [];

function rowOf(input: Partial<PriceListItemPatch>): Partial<LineRow> {
  const { _id, ...fields } = input;
  const row: Partial<LineRow> = { ...fields };
  for (const key of ['vehicle', 'make', 'model', 'engine', 'stage'] as const) {
    if (typeof row[key] === 'string') row[key] = (row[key] as string).trim();
  }
  return row;
}

/**
 * Lines whose vehicle is the name of a vehicle type get that type's name in `language` beside it, as the
 * vehicle dropdowns give it; the stored text stays as typed, for editing.
 */
async function withVehicleNames(
  db: Knex,
  lines: PriceListItem[],
  language: string,
): Promise<PriceListItem[]> {
  const names = [...new Set(lines.map((l) => l.vehicle.trim()).filter(Boolean))];
  if (!names.length) return lines;
  const types: { id: number; name: string }[] = await db('vehicle_types')
    .whereIn('name', names)
    .select('id', 'name');
  const texts = await textsIn(
    db,
    'vehicle_type',
    types.map((t) => Number(t.id)),
    language,
  );
  const byName = new Map<string, string>();
  for (const t of types) {
    const name = texts.get(Number(t.id))?.name;
    if (name) byName.set(t.name.toLowerCase(), name);
  }
  return lines.map((l) => {
    const name = byName.get(l.vehicle.trim().toLowerCase());
    return name ? { ...l, vehicle_name: name } : l;
  });
}

export interface PriceListQuery extends PageParams {
  keyword?: string;
  make?: string;
  vehicle?: string;
}

/** The public price list: power gains and prices per model. */
export function priceListService(app: FastifyInstance) {
  const db = app.db;

  return {
    /** `language`: the reader's, in which vehicles naming a vehicle type ("Car", "Truck") are given. */
    async list(q: PriceListQuery, language?: string) {
      const query = table(db);
      if (q.make?.trim()) query.where({ make: q.make.trim() });
      if (q.vehicle?.trim()) query.where({ vehicle: q.vehicle.trim() });
      if (q.keyword?.trim()) whereAnyLike(query, ['make', 'model', 'engine'], q.keyword.trim());
      const page = await paginate(
        query,
        q,
        [{ column: 'make' }, { column: 'model' }, { column: 'engine' }, { column: 'id' }],
        toLine,
        50,
      );
      return language ? { ...page, items: await withVehicleNames(db, page.items, language) } : page;
    },

    async create(actor: User, body: { items?: PriceListItemPatch[]; models?: PriceListItemPatch[] }) {
      const ids = await db.transaction(async (trx) => {
        const out: number[] = [];
        for (const [i, line] of linesOf(body).entries()) {
          out.push(await insertId(table(trx).insert(newRow(line, i + 1))));
        }
        await audit(trx, actor._id, 'price_list.create', 'price_list', null, { count: out.length });
        return out;
      });
      return { items: (await table(db).whereIn('id', ids).orderBy('id')).map(toLine) };
    },

    /** Lines with `_id` change that line; lines without one are added. All or nothing. */
    async patch(actor: User, body: { items?: PriceListItemPatch[]; models?: PriceListItemPatch[] }) {
      const ids = await db.transaction(async (trx) => {
        const out: number[] = [];
        for (const [i, line] of linesOf(body).entries()) {
          if (line._id === undefined) {
            out.push(await insertId(table(trx).insert(newRow(line, i + 1))));
            continue;
          }
          const changes = rowOf(line);
          if (changes.make === '' || changes.model === '')
            throw badRequest(`Price list line ${i + 1} needs a make and a model.`);
          const changed = await table(trx)
            .where({ id: line._id })
            .update({ ...changes, updated_at: new Date() });
          if (!changed) throw notFound(`Price list line ${i + 1} (id ${line._id})`);
          out.push(line._id);
        }
        await audit(trx, actor._id, 'price_list.update', 'price_list', null, { count: out.length });
        return out;
      });
      return { items: (await table(db).whereIn('id', ids).orderBy('id')).map(toLine) };
    },

    async remove(actor: User, id: number) {
      await db.transaction(async (trx) => {
        if (!(await table(trx).where({ id }).delete())) throw notFound('Price list line');
        await audit(trx, actor._id, 'price_list.delete', 'price_list', id);
      });
    },
  };
}

function newRow(line: PriceListItemPatch, lineNo: number): Partial<LineRow> {
  const { _id, ...fields } = line;
  const problem = lineProblem(PriceListItemInput, fields, lineNo);
  if (problem) throw problem;
  const row = rowOf(fields);
  if (!row.make || !row.model) throw badRequest(`Price list line ${lineNo} needs a make and a model.`);
  return {
    vehicle: '',
    engine: '',
    stage: '',
    stock_torque: null,
    tuned_torque: null,
    ...row,
    created_at: new Date(),
    updated_at: new Date(),
  };
}
