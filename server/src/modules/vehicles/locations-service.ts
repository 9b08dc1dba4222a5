import { type EcuAdblueLocation, type EcuAdblueLocationBody, VEHICLE_LEVELS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { UploadedImage } from './form.js';
import { LEVELS, whereContains } from './levels.js';
import {
  LOCATION_FIELDS,
  type LocationIds,
  locationQuery,
  locationsWithImages,
  mostSpecific,
  pathOf,
} from './locations-repo.js';

/** Pictures per kind (ECU, AdBlue) on one location. */
export const MAX_LOCATION_IMAGES = 10;

const KIND_OF_FIELD: Record<string, 'ecu' | 'adblue'> = {
  ecu_location_images: 'ecu',
  adblue_location_images: 'adblue',
};

export interface LocationListQuery extends LocationIds {
  keyword?: string;
  page?: number;
  size?: number;
}

const taken = () =>
  conflict('There is already an ECU/AdBlue location for this vehicle. Edit that one instead.');

export function locationsService(app: FastifyInstance) {
  async function load(id: number): Promise<EcuAdblueLocation> {
    const row = await locationQuery(app.db).where('loc.id', id).first();
    if (!row) throw notFound('ECU/AdBlue location');
    return (await locationsWithImages(app.db, [row]))[0];
  }

  async function addImages(trx: Knex.Transaction, locationId: number, images: UploadedImage[]) {
    if (!images.length) return;
    for (const kind of ['ecu', 'adblue'] as const) {
      const adding = images.filter((i) => KIND_OF_FIELD[i.field] === kind).length;
      if (!adding) continue;
      const [{ n }] = await trx('ecu_adblue_location_images')
        .where({ location_id: locationId, kind })
        .count<{ n: number }[]>({ n: '*' });
      if (Number(n) + adding > MAX_LOCATION_IMAGES) {
        throw badRequest(
          `A location can have at most ${MAX_LOCATION_IMAGES} ${kind === 'ecu' ? 'ECU' : 'AdBlue'} images.`,
        );
      }
    }
    await trx('ecu_adblue_location_images').insert(
      images.map((img) => ({
        location_id: locationId,
        kind: KIND_OF_FIELD[img.field],
        storage_key: img.key,
        mime: img.mime,
        name: img.name,
        created_at: new Date(),
      })),
    );
  }

  return {
    load,

    async list(q: LocationListQuery) {
      const size = q.size ?? 20;
      const page = q.page ?? 1;
      const where = (query: Knex.QueryBuilder) => {
        for (const level of VEHICLE_LEVELS) {
          const id = q[LOCATION_FIELDS[level]];
          if (id !== undefined) query.where(`loc.${LEVELS[level].locationColumn}`, id);
        }
        const keyword = q.keyword?.trim();
        if (keyword) {
          query.where((w) => {
            for (const column of [
              'vt.name',
              'mf.name',
              'vm.name',
              'gn.name',
              'vr.name',
              'loc.ecu_location',
              'loc.adblue_location',
            ]) {
              w.orWhere((x) => whereContains(x, column, keyword));
            }
          });
        }
        return query;
      };
      const [[{ n }], rows] = await Promise.all([
        where(locationQuery(app.db).clearSelect()).count<{ n: number }[]>({ n: '*' }),
        where(locationQuery(app.db))
          .orderBy('vt.name_key')
          .orderBy('mf.name_key')
          .orderBy('vm.name_key')
          .orderBy('gn.name_key')
          .orderBy('vr.name_key')
          .orderBy('loc.id')
          .limit(size)
          .offset((page - 1) * size),
      ]);
      return { items: await locationsWithImages(app.db, rows), total: Number(n), page, size };
    },

    /** The location recorded for the most specific level of the given vehicle: variant first, type last. */
    async forVehicle(ids: LocationIds): Promise<EcuAdblueLocation | null> {
      const level = mostSpecific(ids);
      if (!level) throw badRequest('Choose a vehicle type at least.');
      const path = await pathOf(app.db, level, ids[LOCATION_FIELDS[level]]!, ids);
      const keys = VEHICLE_LEVELS.filter((l) => path[LEVELS[l].locationColumn as keyof typeof path]).map(
        (l) => `${l}:${path[LEVELS[l].locationColumn as keyof typeof path]}`,
      );
      const rows = await locationQuery(app.db).whereIn('loc.target_key', keys);
      if (!rows.length) return null;
      const rank = (row: { target_key: string }) => keys.indexOf(row.target_key);
      const best = rows.sort((a: { target_key: string }, b: { target_key: string }) => rank(b) - rank(a))[0];
      return (await locationsWithImages(app.db, [best]))[0];
    },

    async create(body: EcuAdblueLocationBody, images: UploadedImage[], actorId: number) {
      const level = mostSpecific(body);
      if (!level) throw badRequest('Choose a vehicle type at least.');
      const id = await app.db.transaction(async (trx) => {
        const path = await pathOf(trx, level, body[LOCATION_FIELDS[level]]!, body);
        if (await trx('ecu_adblue_locations').where({ target_key: path.target_key }).first('id'))
          throw taken();
        let newId: number;
        try {
          [newId] = await trx('ecu_adblue_locations').insert({
            ...path,
            ecu_location: body.ecu_location?.trim() ?? '',
            adblue_location: body.adblue_location?.trim() ?? '',
            created_at: new Date(),
            updated_at: new Date(),
          });
        } catch (err) {
          if (isUniqueViolation(err)) throw taken();
          throw err;
        }
        await addImages(trx, Number(newId), images);
        await audit(trx, actorId, 'vehicle.location.create', 'ecu_adblue_location', Number(newId));
        return Number(newId);
      });
      return load(id);
    },

    async update(id: number, body: EcuAdblueLocationBody, images: UploadedImage[], actorId: number) {
      const removed = await app.db.transaction(async (trx) => {
        const current = await trx('ecu_adblue_locations').where({ id }).first();
        if (!current) throw notFound('ECU/AdBlue location');
        const patch: Record<string, unknown> = { updated_at: new Date() };
        const level = mostSpecific(body);
        if (level) {
          const path = await pathOf(trx, level, body[LOCATION_FIELDS[level]]!, body);
          const other = await trx('ecu_adblue_locations')
            .where({ target_key: path.target_key })
            .whereNot({ id })
            .first('id');
          if (other) throw taken();
          Object.assign(patch, path);
        }
        if (body.ecu_location !== undefined) patch.ecu_location = body.ecu_location.trim();
        if (body.adblue_location !== undefined) patch.adblue_location = body.adblue_location.trim();
        try {
          await trx('ecu_adblue_locations').where({ id }).update(patch);
        } catch (err) {
          if (isUniqueViolation(err)) throw taken();
          throw err;
        }
        let keys: string[] = [];
        if (body.remove_images?.length) {
          const gone = await trx('ecu_adblue_location_images')
            .where({ location_id: id })
            .whereIn('id', body.remove_images)
            .select('id', 'storage_key');
          await trx('ecu_adblue_location_images')
            .whereIn(
              'id',
              gone.map((g: { id: number }) => g.id),
            )
            .delete();
          keys = gone.map((g: { storage_key: string }) => g.storage_key);
        }
        await addImages(trx, id, images);
        await audit(trx, actorId, 'vehicle.location.update', 'ecu_adblue_location', id);
        return keys;
      });
      for (const key of removed) await app.storage.delete(key).catch(() => undefined);
      return load(id);
    },

    async remove(id: number, actorId: number) {
      const keys = await app.db.transaction(async (trx) => {
        if (!(await trx('ecu_adblue_locations').where({ id }).first('id'))) {
          throw notFound('ECU/AdBlue location');
        }
        const images = await trx('ecu_adblue_location_images')
          .where({ location_id: id })
          .select('storage_key');
        await trx('ecu_adblue_locations').where({ id }).delete();
        await audit(trx, actorId, 'vehicle.location.delete', 'ecu_adblue_location', id);
        return images.map((i: { storage_key: string }) => i.storage_key);
      });
      for (const key of keys) await app.storage.delete(key).catch(() => undefined);
    },

    async image(locationId: number, imageId: number) {
      const row = await app
        .db('ecu_adblue_location_images')
        .where({ id: imageId, location_id: locationId })
        .first('storage_key', 'mime');
      if (!row) throw notFound('Image');
      // A file lost from storage is a missing image to the viewer, not a server error.
      const stream = await app.storage.get(row.storage_key).catch(() => {
        throw notFound('Image');
      });
      return { stream, mime: row.mime as string };
    },
  };
}
