import type { VehicleLevel, VehicleNode } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../../db/connection.js';
import { audit } from '../../lib/audit.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { refreshLocationPaths } from './locations-repo.js';
import { cleanName, LEVELS, nameKey, plural } from './levels.js';
import { childCount, exists, findNode, imageKeysUnder, sibling, toNode } from './tree-repo.js';

export interface NodeInput {
  name?: string;
  /** Parent id, under the parent level's name (vtype, manufacturer, vmodel, generation). */
  parent?: number;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Create, rename/move and delete nodes of the vehicle tree. */
export function treeService(app: FastifyInstance) {
  async function checkParent(db: Knex | Knex.Transaction, level: VehicleLevel, parentId: number | undefined) {
    const parentLevel = LEVELS[level].parent;
    if (!parentLevel) return null;
    if (parentId === undefined) throw badRequest(`Choose the ${LEVELS[parentLevel].label} first.`);
    if (!(await exists(db, parentLevel, parentId))) {
      throw notFound(capital(LEVELS[parentLevel].label));
    }
    return parentId;
  }

  async function checkUnique(
    db: Knex | Knex.Transaction,
    level: VehicleLevel,
    parentId: number | null,
    name: string,
    exceptId?: number,
  ) {
    const other = await sibling(db, level, parentId, name, exceptId);
    if (other) {
      const where = LEVELS[level].parent ? ` in this ${LEVELS[LEVELS[level].parent!].label}` : '';
      throw conflict(`There is already a ${LEVELS[level].label} called "${other.name}"${where}.`);
    }
  }

  const duplicate = (level: VehicleLevel) =>
    conflict(`There is already a ${LEVELS[level].label} with this name here.`);

  async function load(level: VehicleLevel, id: number): Promise<VehicleNode> {
    const row = await findNode(app.db, level, id);
    if (!row) throw notFound(capital(LEVELS[level].label));
    return toNode(level, row);
  }

  return {
    load,

    async create(level: VehicleLevel, input: NodeInput, actorId: number): Promise<VehicleNode> {
      const self = LEVELS[level];
      const name = cleanName(input.name ?? '');
      if (!name || !nameKey(name)) throw badRequest('Enter a name.');
      const parentId = await checkParent(app.db, level, input.parent);
      await checkUnique(app.db, level, parentId, name);
      const row: Record<string, unknown> = {
        name,
        name_key: nameKey(name),
        created_at: new Date(),
        updated_at: new Date(),
      };
      if (self.parentColumn) row[self.parentColumn] = parentId;
      let id: number;
      try {
        [id] = await app.db(self.table).insert(row);
      } catch (err) {
        // Two people adding the same name at once: the unique index decides.
        if (isUniqueViolation(err)) throw duplicate(level);
        throw err;
      }
      await audit(app.db, actorId, `vehicle.${level}.create`, `vehicle_${level}`, Number(id), { name });
      return load(level, Number(id));
    },

    async update(level: VehicleLevel, id: number, input: NodeInput, actorId: number): Promise<VehicleNode> {
      const self = LEVELS[level];
      await app.db.transaction(async (trx) => {
        const current = await trx(self.table).where({ id }).first();
        if (!current) throw notFound(capital(self.label));
        const name = input.name === undefined ? current.name : cleanName(input.name);
        if (!name || !nameKey(name)) throw badRequest('Enter a name.');
        const parentId = self.parentColumn
          ? await checkParent(trx, level, input.parent ?? current[self.parentColumn])
          : null;
        await checkUnique(trx, level, parentId, name, id);
        const patch: Record<string, unknown> = { name, name_key: nameKey(name), updated_at: new Date() };
        if (self.parentColumn) patch[self.parentColumn] = parentId;
        try {
          await trx(self.table).where({ id }).update(patch);
        } catch (err) {
          if (isUniqueViolation(err)) throw duplicate(level);
          throw err;
        }
        // ECU/AdBlue locations below a moved node store its old ancestors; rewrite them from the tree.
        if (self.parentColumn && parentId !== current[self.parentColumn]) {
          await refreshLocationPaths(trx, level, id);
        }
        await audit(trx, actorId, `vehicle.${level}.update`, `vehicle_${level}`, id, { name, parentId });
      });
      return load(level, id);
    },

    /**
     * Refuses while children exist, unless `cascade`: then the whole subtree goes in one transaction
     * (the foreign keys cascade), and the images of the subtree are removed once it has committed.
     */
    async remove(level: VehicleLevel, id: number, cascade: boolean, actorId: number): Promise<number> {
      const self = LEVELS[level];
      const keys = await app.db.transaction(async (trx) => {
        const row = await trx(self.table).where({ id }).first('id', 'name');
        if (!row) throw notFound(capital(self.label));
        const children = await childCount(trx, level, id);
        if (children > 0 && !cascade) {
          const child = LEVELS[self.child!];
          throw conflict(
            `This ${self.label} still has ${plural(children, child.label, child.plural)}. Delete them first.`,
          );
        }
        const imageKeys = await imageKeysUnder(trx, level, id);
        await trx(self.table).where({ id }).delete();
        await audit(trx, actorId, `vehicle.${level}.delete`, `vehicle_${level}`, id, {
          name: row.name,
          cascade: children > 0,
        });
        return imageKeys;
      });
      for (const key of keys) await app.storage.delete(key).catch(() => undefined);
      return keys.length;
    },
  };
}
