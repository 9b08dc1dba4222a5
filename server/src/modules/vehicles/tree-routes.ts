import {
  DropdownReply,
  GenerationBody,
  IdParam,
  ManufacturerBody,
  Message,
  Paged,
  VariantBody,
  VEHICLE_LEVELS,
  type VehicleLevel,
  VehicleListQuery,
  VehicleNode,
  VmodelBody,
  VtypeBody,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { localize } from '../catalogue/translations.js';
import { type TObject, Type } from '@sinclair/typebox';
import { badRequest } from '../../lib/errors.js';
import { replies } from '../../lib/schema.js';
import { LEVELS, lineage, writePermission } from './levels.js';
import { dropdown, type ListFilter, listNodes } from './tree-repo.js';
import { type NodeInput, treeService } from './tree-service.js';

const tags = ['Vehicles'];

const BODIES: Record<VehicleLevel, TObject> = {
  vtype: VtypeBody,
  manufacturer: ManufacturerBody,
  vmodel: VmodelBody,
  generation: GenerationBody,
  variant: VariantBody,
};

/** The list filters that make sense for a level: its ancestors, keyword and paging. */
function listQuery(level: VehicleLevel) {
  const ancestors = lineage(level)
    .slice(0, -1)
    .map((l) => l.level);
  const keep = [
    'keyword',
    'page',
    'after',
    'size',
    ...ancestors,
  ] as (keyof typeof VehicleListQuery.properties)[];
  return Type.Pick(VehicleListQuery, keep);
}

const toInput = (level: VehicleLevel, body: Record<string, unknown>): NodeInput => {
  const parent = LEVELS[level].parent;
  return {
    name: body.name as string | undefined,
    parent: parent ? (body[parent] as number | undefined) : undefined,
  };
};

/** Create, edit, delete, list and dropdown calls for the five levels of the vehicle tree. */
export const treeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tree = treeService(app);

  for (const level of VEHICLE_LEVELS) {
    const info = LEVELS[level];
    const base = `/vehicle/${level}`;
    const parentLabel = info.parent ? LEVELS[info.parent].label : null;

    app.post(base, {
      onRequest: app.requirePermission(writePermission(level, 'add')),
      schema: {
        tags,
        summary: `Add a vehicle ${info.label}${parentLabel ? ` to a ${parentLabel}` : ''}`,
        body: BODIES[level],
        response: replies(VehicleNode, 401, 403, 404, 409),
      },
      handler: (req) => tree.create(level, toInput(level, req.body as Record<string, unknown>), req.user._id),
    });

    app.put(`${base}/:id`, {
      onRequest: app.requirePermission(writePermission(level, 'edit')),
      schema: {
        tags,
        summary: `Rename a vehicle ${info.label}${parentLabel ? ` or move it to another ${parentLabel}` : ''}`,
        params: IdParam,
        body: Type.Partial(BODIES[level], { additionalProperties: false }),
        response: replies(VehicleNode, 401, 403, 404, 409),
      },
      handler: (req) =>
        tree.update(level, req.params.id, toInput(level, req.body as Record<string, unknown>), req.user._id),
    });

    app.delete(`${base}/:id`, {
      onRequest: app.requirePermission(writePermission(level, 'delete')),
      schema: {
        tags,
        summary: info.child
          ? `Delete a vehicle ${info.label}; refused while it has ${LEVELS[info.child].plural} unless cascade=true`
          : `Delete a vehicle ${info.label}`,
        params: IdParam,
        querystring: Type.Object({ cascade: Type.Optional(Type.Boolean()) }),
        response: replies(Message, 401, 403, 404, 409),
      },
      handler: async (req) => {
        await tree.remove(level, req.params.id, req.query.cascade === true, req.user._id);
        return { status: 'success' as const, message: `The ${info.label} has been deleted.` };
      },
    });

    app.get(base, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `Vehicle ${info.plural}, searchable, filtered by any parent level, paged`,
        querystring: listQuery(level),
        response: replies(Paged(VehicleNode), 401, 403),
      },
      handler: async (req) => {
        const page = await listNodes(app.db, level, req.query as ListFilter);
        if (level === 'vtype') return page;
        // The type above each row ("Car", "Truck") in the reader's language, as the dropdowns name it.
        const items = await localize(
          app.db,
          'vehicle_type',
          languageOf(req),
          page.items,
          (n) => n.vtype?._id ?? 0,
          (n, t) => (n.vtype ? { ...n, vtype: { ...n.vtype, name: t.name || n.vtype.name } } : n),
        );
        return { ...page, items };
      },
    });

    app.get(`${base}/selected/:filter`, {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: parentLabel
          ? `Dropdown: the ${info.plural} of one ${parentLabel} (filter = its id${level === 'manufacturer' ? ", or 'all'" : ''})`
          : "Dropdown: every vehicle type (filter 'all')",
        params: Type.Object({ filter: Type.String({ maxLength: 20 }) }),
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 120 })) }),
        response: replies(DropdownReply, 401, 403),
      },
      handler: async (req) => {
        const { filter } = req.params;
        let parentId: number | null = null;
        // Types have no parent; manufacturers may be listed across all types (a few hundred at most).
        if (level !== 'vtype' && !(level === 'manufacturer' && filter === 'all')) {
          if (!/^\d+$/.test(filter) || Number(filter) < 1) throw badRequest(`Choose a ${parentLabel} first.`);
          parentId = Number(filter);
        }
        const items = await dropdown(app.db, level, parentId, req.query.keyword);
        // Vehicle types ("Car", "Truck") are catalogue words and come in the reader's language.
        if (level !== 'vtype') return { items };
        return {
          items: await localize(
            app.db,
            'vehicle_type',
            languageOf(req),
            items,
            (r) => r._id,
            (r, t) => ({
              ...r,
              name: t.name || r.name,
            }),
          ),
        };
      },
    });

    // The variant's own GET answers its details; see variant-routes.
    if (level !== 'variant') {
      app.get(`${base}/:id`, {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `One vehicle ${info.label} with its parents`,
          params: IdParam,
          response: replies(VehicleNode, 401, 403, 404),
        },
        handler: (req) => tree.load(level, req.params.id),
      });
    }
  }
};
