import { Readable } from 'node:stream';
import { SiteSettingsUpdate, type SiteSettings } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, httpError } from '../../lib/errors.js';
import { schemaProblem } from '../../lib/schema-check.js';
import { settingsProblem } from './checks.js';
import { logoTypeOf, SVG, svgIsActive } from './logo.js';

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

/** The logo part in memory (it is small), or a 413 once it passes the limit. */
async function readLogo(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (size > LOGO_MAX_BYTES) throw httpError(413, 'PAYLOAD_TOO_LARGE', 'The logo must be 2 MB or smaller.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart settings form. `finish` sees the checked fields and may refuse or adjust them; only
 * then does an uploaded logo replace the stored one, so a refused form changes nothing.
 */
export async function readSettingsForm(
  app: FastifyInstance,
  req: FastifyRequest,
  finish: (update: Partial<SiteSettings>) => Partial<SiteSettings> | Promise<Partial<SiteSettings>> = (u) =>
    u,
): Promise<Partial<SiteSettings>> {
  let update: Record<string, unknown> = {};
  const pending: { logo?: { key: string; type: string } } = {};
  try {
    await readParts();
    update = await finish(update as Partial<SiteSettings>);
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
        const bytes = await readLogo(part.file);
        // The type is told from the content: the logo is served from the portal's origin with it.
        const type = await logoTypeOf(bytes);
        if (!type)
          throw httpError(415, 'UNSUPPORTED_FILE', 'The logo must be a PNG, JPEG, SVG, WebP or GIF picture.');
        if (type === SVG && svgIsActive(bytes))
          throw httpError(
            415,
            'UNSUPPORTED_FILE',
            'The SVG logo contains scripts, embedded content or links to other files. Please upload a plain SVG or a PNG.',
          );
        if (pending.logo) await app.storage.delete(pending.logo.key);
        const stored = await app.storage.put('branding', Readable.from([bytes]));
        pending.logo = { key: stored.key, type };
        update.logo_url = `/api/settings/logo?v=${Date.now()}`;
      } else {
        update[part.fieldname] = coerce(part.fieldname, String(part.value));
      }
    }
    const problem = settingsProblem(update);
    if (problem) throw badRequest(problem);
    // Checked as the JSON body is: the same limits, counted in characters, and the same words.
    const invalid = schemaProblem(SiteSettingsUpdate, update, 'body');
    if (invalid) throw invalid;
  }
}
