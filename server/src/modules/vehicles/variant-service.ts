import type { VariantDetails, VariantDetailsBody } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { audit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { checkStages, checkYears, isComplete, readStages, stockKwOf, withGains } from './figures.js';
import type { UploadedImage } from './form.js';
import { ancestor, type NodeRow, nodeQuery } from './tree-repo.js';

type Db = Knex | Knex.Transaction;

/** Pictures per variant; enough for a gallery without letting one variant fill the disk. */
export const MAX_VARIANT_IMAGES = 20;

const DETAIL_COLUMNS = [
  'engine_type',
  'fuel_type',
  'transmission',
  'engine_cc',
  'year_from',
  'year_to',
  'stock_hp',
  'stock_kw',
  'stock_torque',
  'stages',
] as const;

function variantQuery(db: Db) {
  return nodeQuery(db, 'variant').select(DETAIL_COLUMNS.map((c) => `vr.${c}`));
}

/** Variants with their path, figures, ECU brands and images, in the order of `ids`. */
export async function loadVariants(db: Db, ids: number[]): Promise<VariantDetails[]> {
  if (ids.length === 0) return [];
  const [rows, brands, images] = await Promise.all([
    variantQuery(db).whereIn('vr.id', ids),
    db('vehicle_variant_ecu_brands')
      .whereIn('variant_id', ids)
      .orderBy('brand')
      .select('variant_id', 'brand'),
    db('vehicle_variant_images').whereIn('variant_id', ids).orderBy('id').select('id', 'variant_id', 'name'),
  ]);
  const byId = new Map((rows as NodeRow[]).map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is NodeRow => Boolean(r))
    .map((row) => {
      const stages = readStages(row.stages);
      const stockHp = (row.stock_hp as number | null) ?? null;
      const stockTorque = (row.stock_torque as number | null) ?? null;
      return {
        _id: row.id,
        name: row.name,
        vtype: ancestor(row, 'vtype'),
        manufacturer: ancestor(row, 'manufacturer'),
        vmodel: ancestor(row, 'vmodel'),
        generation: ancestor(row, 'generation'),
        engine_type: String(row.engine_type ?? ''),
        fuel_type: String(row.fuel_type ?? ''),
        transmission: String(row.transmission ?? ''),
        engine_cc: (row.engine_cc as number | null) ?? null,
        year_from: (row.year_from as number | null) ?? null,
        year_to: (row.year_to as number | null) ?? null,
        stock_hp: stockHp,
        stock_kw: stockKwOf(row.stock_kw, stockHp),
        stock_torque: stockTorque,
        stages: withGains(stockHp, stockTorque, stages),
        ecu_brands: brands.filter((b) => b.variant_id === row.id).map((b) => b.brand as string),
        images: images
          .filter((i) => i.variant_id === row.id)
          .map((i) => ({ _id: i.id, name: i.name, url: `/api/vehicle/variant/${row.id}/image/${i.id}` })),
        details_complete: Boolean(row.details_complete),
        created_at: toIso(row.created_at) ?? new Date(0).toISOString(),
        updated_at: toIso(row.updated_at) ?? new Date(0).toISOString(),
      };
    });
}

/** Replaces a variant's ECU brands: trimmed, de-duplicated ignoring case, first spelling kept. */
export async function setEcuBrands(db: Db, variantId: number, brands: string[]): Promise<void> {
  const unique = new Map<string, string>();
  for (const b of brands.map((x) => x.trim()).filter(Boolean)) {
    if (!unique.has(b.toLowerCase())) unique.set(b.toLowerCase(), b);
  }
  await db('vehicle_variant_ecu_brands').where({ variant_id: variantId }).delete();
  if (unique.size) {
    await db('vehicle_variant_ecu_brands').insert(
      [...unique.values()].map((brand) => ({ variant_id: variantId, brand })),
    );
  }
}

export function variantService(app: FastifyInstance) {
  async function get(id: number): Promise<VariantDetails> {
    const [variant] = await loadVariants(app.db, [id]);
    if (!variant) throw notFound('Variant');
    return variant;
  }

  return {
    get,

    /** Variants of a generation whose figures are complete, by name. */
    async completed(generationId: number): Promise<VariantDetails[]> {
      if (!(await app.db('vehicle_generations').where({ id: generationId }).first('id'))) {
        throw notFound('Generation');
      }
      const rows = await app
        .db('vehicle_variants')
        .where({ generation_id: generationId, details_complete: true })
        .orderBy('name_key')
        .select('id');
      return loadVariants(
        app.db,
        rows.map((r: { id: number }) => r.id),
      );
    },

    /** Distinct ECU brands recorded on variants, or those of one variant. */
    async ecuBrands(variantId?: number): Promise<string[]> {
      const q = app.db('vehicle_variant_ecu_brands').distinct('brand').orderBy('brand').limit(5000);
      if (variantId) q.where({ variant_id: variantId });
      return (await q).map((r: { brand: string }) => r.brand);
    },

    /**
     * Saves the figures given (others keep their value), the ECU brands and images, in one transaction.
     * Images were stored before; the caller removes them if this throws.
     */
    async updateDetails(
      id: number,
      input: VariantDetailsBody,
      newImages: UploadedImage[],
      actorId: number,
    ): Promise<{ variant: VariantDetails; removedKeys: string[] }> {
      const removedKeys = await app.db.transaction(async (trx) => {
        const current = await trx('vehicle_variants').where({ id }).first();
        if (!current) throw notFound('Variant');
        const patch: Record<string, unknown> = {};
        for (const column of DETAIL_COLUMNS) {
          if (column === 'stages') continue;
          const value = input[column];
          if (value === undefined) continue;
          patch[column] = typeof value === 'string' ? value.trim() : value;
        }
        const merged = { ...current, ...patch };
        const years = checkYears(merged.year_from ?? null, merged.year_to ?? null);
        if (years) throw badRequest(years);
        let stages = readStages(current.stages);
        if (input.stages !== undefined) {
          const problem = checkStages(input.stages);
          if (problem) throw badRequest(problem);
          stages = [...input.stages].sort((a, b) => a.stage - b.stage);
          patch.stages = JSON.stringify(stages);
        }
        patch.details_complete = isComplete({
          fuel_type: merged.fuel_type,
          stock_hp: merged.stock_hp,
          stock_torque: merged.stock_torque,
          stages,
        });
        patch.updated_at = new Date();
        await trx('vehicle_variants').where({ id }).update(patch);
        if (input.ecu_brands !== undefined) await setEcuBrands(trx, id, input.ecu_brands);

        let removed: string[] = [];
        if (input.remove_images?.length) {
          const gone = await trx('vehicle_variant_images')
            .where({ variant_id: id })
            .whereIn('id', input.remove_images)
            .select('id', 'storage_key');
          await trx('vehicle_variant_images')
            .whereIn(
              'id',
              gone.map((g: { id: number }) => g.id),
            )
            .delete();
          removed = gone.map((g: { storage_key: string }) => g.storage_key);
        }
        if (newImages.length) {
          const [{ n }] = await trx('vehicle_variant_images')
            .where({ variant_id: id })
            .count<{ n: number }[]>({ n: '*' });
          if (Number(n) + newImages.length > MAX_VARIANT_IMAGES) {
            throw badRequest(`A variant can have at most ${MAX_VARIANT_IMAGES} images.`);
          }
          await trx('vehicle_variant_images').insert(
            newImages.map((img) => ({
              variant_id: id,
              storage_key: img.key,
              mime: img.mime,
              name: img.name,
              created_at: new Date(),
            })),
          );
        }
        await audit(trx, actorId, 'vehicle.variant.details', 'vehicle_variant', id, Object.keys(input));
        return removed;
      });
      for (const key of removedKeys) await app.storage.delete(key).catch(() => undefined);
      return { variant: await get(id), removedKeys };
    },

    async image(variantId: number, imageId: number) {
      const row = await app
        .db('vehicle_variant_images')
        .where({ id: imageId, variant_id: variantId })
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
