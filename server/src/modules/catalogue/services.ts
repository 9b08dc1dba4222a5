import type { OptionInput, OptionUpdate, ServiceInput, ServiceUpdate, User } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { insertId, isForeignKeyViolation, paginate, type PageParams, whereAnyLike } from './listing.js';
import { movePosition, nextPosition } from './positions.js';
import { idsNamed, localize } from './translations.js';
import {
  type OptionRow,
  optionsTable,
  type ServiceRow,
  servicesTable,
  toOption,
  toService,
} from './services-repo.js';

export interface ServiceListQuery extends PageParams {
  keyword?: string;
  status?: 'online' | 'offline';
}
export interface OptionListQuery extends ServiceListQuery {
  service_id?: number;
}

const sameName = (name: string) => conflict(`A service named "${name}" already exists.`);

/** Tuning services and their options: what customers can order and what it costs. */
export function servicesService(app: FastifyInstance) {
  const db = app.db;

  async function getService(id: number, trx: Knex | Knex.Transaction = db) {
    const row = await servicesTable(trx).where({ id }).first();
    if (!row) throw notFound('Service');
    return row;
  }
  async function getOption(id: number, trx: Knex | Knex.Transaction = db) {
    const row = await optionsTable(trx).where({ id }).first();
    if (!row) throw notFound('Option');
    return row;
  }
  async function requireServiceFor(serviceId: number | null | undefined, trx: Knex.Transaction) {
    if (serviceId == null) return;
    if (!(await servicesTable(trx).where({ id: serviceId }).first()))
      throw badRequest('The service this option belongs to does not exist.');
  }
  // Names compare without letter case on both databases (MySQL's collation already does).
  async function serviceNameTaken(trx: Knex.Transaction, name: string, exceptId = 0) {
    const hit = await servicesTable(trx)
      .whereRaw('LOWER(service_name) = ?', [name.toLowerCase()])
      .whereNot({ id: exceptId })
      .first();
    if (hit) throw sameName(hit.service_name);
  }
  async function optionNameTaken(
    trx: Knex.Transaction,
    name: string,
    serviceId: number | null,
    exceptId = 0,
  ) {
    const q = optionsTable(trx)
      .whereRaw('LOWER(option_name) = ?', [name.toLowerCase()])
      .whereNot({ id: exceptId });
    const hit = await (serviceId === null
      ? q.whereNull('service_id')
      : q.where({ service_id: serviceId })
    ).first();
    if (hit) throw conflict(`This service already has an option named "${name}".`);
  }

  return {
    async list(q: ServiceListQuery) {
      const query = servicesTable(db);
      if (q.status) query.where({ status: q.status });
      const keyword = q.keyword?.trim();
      // A name in any language finds the service.
      if (keyword)
        query.where((w) =>
          whereAnyLike(w, ['service_name', 'description'], keyword).orWhereIn(
            'id',
            idsNamed(db, 'service', keyword),
          ),
        );
      return paginate(query, q, [{ column: 'position' }, { column: 'id' }], toService);
    },

    /** Online services with their online options, for the order form, named in the reader's language. */
    async catalogue(locale = 'en') {
      const services = await localize(
        db,
        'service',
        locale,
        await servicesTable(db).where({ status: 'online' }).orderBy(['position', 'id']),
        (r) => r.id,
        (r, t) => ({
          ...r,
          service_name: t.name || r.service_name,
          description: t.description || r.description,
        }),
      );
      const options = await localize(
        db,
        'option',
        locale,
        await optionsTable(db).where({ status: 'online' }).orderBy(['position', 'id']),
        (r) => r.id,
        (r, t) => ({ ...r, option_name: t.name || r.option_name }),
      );
      const byService = new Map<number, OptionRow[]>();
      for (const o of options) {
        if (o.service_id === null) continue;
        byService.set(o.service_id, [...(byService.get(o.service_id) ?? []), o]);
      }
      return {
        items: services.map((s) => ({ ...toService(s), options: (byService.get(s.id) ?? []).map(toOption) })),
        global_options: options.filter((o) => o.service_id === null).map(toOption),
      };
    },

    async create(actor: User, input: ServiceInput) {
      const name = input.service_name.trim();
      if (!name) throw badRequest('Please give the service a name.');
      try {
        const id = await db.transaction(async (trx) => {
          await serviceNameTaken(trx, name);
          const newId = await insertId(
            servicesTable(trx).insert({
              service_name: name,
              main_service: input.main_service ?? false,
              description: input.description ?? '',
              type_1_price: input.type_1_price,
              type_2_price: input.type_2_price,
              type_3_price: input.type_3_price,
              status: input.status ?? 'online',
              opening_hours: input.opening_hours ?? false,
              position: await nextPosition(trx, 'services'),
              created_at: new Date(),
              updated_at: new Date(),
            } as Partial<ServiceRow>),
          );
          await audit(trx, actor._id, 'service.create', 'service', newId, { service_name: name });
          return newId;
        });
        return toService(await getService(id));
      } catch (err) {
        if (isUniqueViolation(err)) throw sameName(name);
        throw err;
      }
    },

    async update(actor: User, id: number, patch: ServiceUpdate) {
      const changes: Partial<ServiceRow> = { ...(patch as Partial<ServiceRow>), updated_at: new Date() };
      if (patch.service_name !== undefined) {
        changes.service_name = patch.service_name.trim();
        if (!changes.service_name) throw badRequest('Please give the service a name.');
      }
      try {
        await db.transaction(async (trx) => {
          await getService(id, trx);
          if (changes.service_name) await serviceNameTaken(trx, changes.service_name, id);
          await servicesTable(trx).where({ id }).update(changes);
          await audit(trx, actor._id, 'service.update', 'service', id, Object.keys(patch));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw sameName(changes.service_name ?? '');
        throw err;
      }
      return toService(await getService(id));
    },

    async move(id: number, position: number) {
      if (!(await movePosition(db, 'services', id, position))) throw notFound('Service');
      return { items: (await servicesTable(db).orderBy(['position', 'id'])).map(toService) };
    },

    /** Deletes the service and its own options; orders keep their own copy of names and prices. */
    async remove(actor: User, id: number) {
      try {
        await db.transaction(async (trx) => {
          const row = await getService(id, trx);
          await optionsTable(trx).where({ service_id: id }).delete();
          await servicesTable(trx).where({ id }).delete();
          await audit(trx, actor._id, 'service.delete', 'service', id, { service_name: row.service_name });
        });
      } catch (err) {
        if (isForeignKeyViolation(err))
          throw conflict('Orders still refer to this service. Set it offline instead of deleting it.');
        throw err;
      }
    },

    async listOptions(q: OptionListQuery) {
      const query = optionsTable(db);
      if (q.status) query.where({ status: q.status });
      if (q.service_id) query.where({ service_id: q.service_id });
      const keyword = q.keyword?.trim();
      if (keyword)
        query.where((w) =>
          whereAnyLike(w, ['option_name'], keyword).orWhereIn('id', idsNamed(db, 'option', keyword)),
        );
      return paginate(
        query,
        q,
        [{ column: 'service_id' }, { column: 'position' }, { column: 'id' }],
        toOption,
      );
    },

    async allOptions(serviceId?: number) {
      const query = optionsTable(db).where({ status: 'online' });
      if (serviceId) query.where((w) => w.where({ service_id: serviceId }).orWhereNull('service_id'));
      return { items: (await query.orderBy(['service_id', 'position', 'id'])).map(toOption) };
    },

    async createOption(actor: User, input: OptionInput) {
      const name = input.option_name.trim();
      if (!name) throw badRequest('Please give the option a name.');
      const serviceId = input.service_id ?? null;
      const id = await db.transaction(async (trx) => {
        await requireServiceFor(serviceId, trx);
        await optionNameTaken(trx, name, serviceId);
        const newId = await insertId(
          optionsTable(trx).insert({
            option_name: name,
            service_id: serviceId,
            price: input.price,
            status: input.status ?? 'online',
            position: await nextPosition(trx, 'service_options', { column: 'service_id', value: serviceId }),
            created_at: new Date(),
            updated_at: new Date(),
          } as Partial<OptionRow>),
        );
        await audit(trx, actor._id, 'option.create', 'option', newId, { option_name: name });
        return newId;
      });
      return toOption(await getOption(id));
    },

    async updateOption(actor: User, id: number, patch: OptionUpdate) {
      await db.transaction(async (trx) => {
        const row = await getOption(id, trx);
        const changes: Partial<OptionRow> = { ...(patch as Partial<OptionRow>), updated_at: new Date() };
        if (patch.option_name !== undefined) {
          changes.option_name = patch.option_name.trim();
          if (!changes.option_name) throw badRequest('Please give the option a name.');
        }
        const serviceId = patch.service_id === undefined ? row.service_id : patch.service_id;
        if (serviceId !== row.service_id) {
          await requireServiceFor(serviceId, trx);
          // Moving to another service: it goes to the end of that service's list.
          changes.position = await nextPosition(trx, 'service_options', {
            column: 'service_id',
            value: serviceId,
          });
        }
        await optionNameTaken(trx, changes.option_name ?? row.option_name, serviceId, id);
        await optionsTable(trx).where({ id }).update(changes);
        await audit(trx, actor._id, 'option.update', 'option', id, Object.keys(patch));
      });
      return toOption(await getOption(id));
    },

    async moveOption(id: number, position: number) {
      if (!(await movePosition(db, 'service_options', id, position, 'service_id'))) throw notFound('Option');
      const row = await getOption(id);
      const scope = optionsTable(db);
      if (row.service_id === null) scope.whereNull('service_id');
      else scope.where({ service_id: row.service_id });
      return { items: (await scope.orderBy(['position', 'id'])).map(toOption) };
    },

    async removeOption(actor: User, id: number) {
      try {
        await db.transaction(async (trx) => {
          const row = await getOption(id, trx);
          await optionsTable(trx).where({ id }).delete();
          await audit(trx, actor._id, 'option.delete', 'option', id, { option_name: row.option_name });
        });
      } catch (err) {
        if (isForeignKeyViolation(err))
          throw conflict('Orders still refer to this option. Set it offline instead of deleting it.');
        throw err;
      }
    },
  };
}
