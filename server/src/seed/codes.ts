import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { parseCsv } from '../modules/codes/csv.js';
import { P_CODES } from '../modules/codes/kinds.js';

const CHUNK = 250;

/** resources/ sits next to server/ in the repository; the bundled server runs from server/dist. */
export function findResource(relative: string): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../../resources', relative),
    path.resolve(here, '../../resources', relative),
    path.resolve(process.cwd(), 'resources', relative),
    path.resolve(process.cwd(), '../resources', relative),
  ];
  return candidates.find((file) => existsSync(file)) ?? null;
}

/**
 * The generic OBD-II powertrain codes (SAE J2012 / ISO 15031-6, P0xxx) with their standard descriptions.
 * Reference data: added on every start when missing; codes already present keep the text staff gave them.
 */
export async function seedPCodes(app: FastifyInstance): Promise<void> {
  const file = findResource('codes/p0-codes.csv');
  if (!file) {
    app.log.warn('resources/codes/p0-codes.csv not found: the generic P-codes were not loaded');
    return;
  }
  const [header, ...records] = parseCsv(await readFile(file, 'utf8'));
  const codeAt = header.fields.indexOf('code');
  const descriptionAt = header.fields.indexOf('description');
  const now = new Date();
  const rows = records.map((r) => {
    const { code, code_key, description } = P_CODES.toRow({
      code: r.fields[codeAt],
      description: r.fields[descriptionAt],
    });
    return { code, code_key, description, created_at: now, updated_at: now };
  });
  const [{ n }] = await app.db(P_CODES.table).count({ n: '*' });
  // Every start runs this; when the table already holds at least as many codes, look before writing.
  if (Number(n) >= rows.length) {
    const [{ present }] = await app
      .db(P_CODES.table)
      .whereIn(
        'code_key',
        rows.map((r) => r.code_key),
      )
      .count({ present: '*' });
    if (Number(present) === rows.length) return;
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await app
      .db(P_CODES.table)
      .insert(rows.slice(i, i + CHUNK))
      .onConflict('code_key')
      .ignore();
  }
}
