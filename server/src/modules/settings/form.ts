import { SiteSettingsUpdate, type SiteSettings } from '@portal/contracts';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FileTooLargeError } from '../../plugins/storage.js';
import { badRequest, httpError } from '../../lib/errors.js';

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif']);
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Multipart fields arrive as text; turn them into the types of the settings schema. */
function coerce(name: string, raw: string): unknown {
  const schema = (SiteSettingsUpdate.properties as Record<string, { type?: string; anyOf?: unknown[] }>)[
    name
  ];
  if (!schema) throw badRequest(`The field "${name}" is not a setting.`);
  if (schema.type === 'boolean') return raw === 'true' || raw === '1' || raw === 'on';
  if (schema.type === 'integer' || schema.type === 'number') return raw === '' ? 0 : Number(raw);
  if (schema.type === 'object') {
    try {
      return JSON.parse(raw || '{}');
    } catch {
      throw badRequest(`The field "${name}" must be JSON.`);
    }
  }
  return raw;
}

export async function readSettingsForm(
  app: FastifyInstance,
  req: FastifyRequest,
): Promise<Partial<SiteSettings>> {
  const update: Record<string, unknown> = {};
  const pending: { logo?: { key: string; type: string } } = {};
  try {
    await readParts();
  } catch (err) {
    if (pending.logo) await app.storage.delete(pending.logo.key);
    throw err;
  }
  // Only now, with every field valid, does the new logo replace the old one.
  if (pending.logo) {
    const previous = await app.settings.get('logo');
    await app.settings.set('logo', pending.logo);
    if (previous.key) await app.storage.delete(previous.key);
  }
  return update as Partial<SiteSettings>;

  async function readParts() {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'logo') throw badRequest(`Unexpected file "${part.fieldname}".`);
        if (!LOGO_TYPES.has(part.mimetype)) {
          part.file.resume();
          throw httpError(415, 'UNSUPPORTED_FILE', 'The logo must be a PNG, JPEG, SVG, WebP or GIF picture.');
        }
        let stored: Awaited<ReturnType<typeof app.storage.put>>;
        try {
          stored = await app.storage.put('branding', part.file, { maxBytes: LOGO_MAX_BYTES });
        } catch (err) {
          if (err instanceof FileTooLargeError)
            throw httpError(413, 'PAYLOAD_TOO_LARGE', 'The logo must be 2 MB or smaller.');
          throw err;
        }
        pending.logo = { key: stored.key, type: part.mimetype };
        update.logo_url = `/api/settings/logo?v=${Date.now()}`;
      } else {
        update[part.fieldname] = coerce(part.fieldname, String(part.value));
      }
    }
    if (!Value.Check(SiteSettingsUpdate, update)) {
      const first = [...Value.Errors(SiteSettingsUpdate, update)][0];
      throw badRequest(`Invalid "${first?.path.replace(/^\//, '')}": ${first?.message ?? 'not valid'}.`);
    }
  }
}
