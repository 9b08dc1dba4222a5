import type { AuditKind, ImportReport } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { audit } from '../../lib/audit.js';
import { localizeMessage } from '../../i18n/messages/index.js';
import { badRequest, msg } from '../../lib/errors.js';
import { csvRecords } from './csv.js';

export interface Rejection {
  line: number;
  reason: string;
}

export interface Parsed<T> {
  line: number;
  row: T;
}

export interface BatchResult {
  created: number;
  updated: number;
  rejected: Rejection[];
}

/** What one kind of CSV import needs to say; the engine does the reading, batching and transaction. */
export interface ImportSpec<T> {
  /** Named in the API docs: "variants", "makes". */
  what: string;
  /** Every column the file may have, and those it must have. */
  columns: readonly string[];
  required: readonly string[];
  /** A row as the file gives it (only columns present in the header) -> a value, or why it is refused. */
  parse(values: Record<string, string>, present: ReadonlySet<string>): T | string;
  /** Rows with the same identity in one file are refused after the first. */
  identity(row: T): string;
  /** Writes one batch inside the import's transaction; may refuse rows it cannot write. */
  apply(trx: Knex.Transaction, batch: Parsed<T>[], present: ReadonlySet<string>): Promise<BatchResult>;
  batchSize?: number;
}

const MAX_REPORTED = 1000;

class RolledBack extends Error {}

/**
 * Runs an import from a stored CSV in one transaction. When any row is refused nothing is kept, unless
 * `skipInvalid`: then the good rows are written and the report lists the others. The stored upload is
 * deleted afterwards either way. Every rejection is answered in `language`.
 */
export async function runImport<T>(
  app: FastifyInstance,
  key: string,
  spec: ImportSpec<T>,
  opts: { skipInvalid: boolean; actorId: number; action: AuditKind; language: string },
): Promise<ImportReport> {
  const rejected: Rejection[] = [];
  let created = 0;
  let updated = 0;
  const batchSize = spec.batchSize ?? 500;
  try {
    await app.db.transaction(async (trx) => {
      let header: string[] | null = null;
      let present: Set<string> = new Set();
      const seen = new Map<string, number>();
      let batch: Parsed<T>[] = [];
      const flush = async () => {
        if (!batch.length) return;
        const result = await spec.apply(trx, batch, present);
        created += result.created;
        updated += result.updated;
        rejected.push(...result.rejected);
        batch = [];
      };

      for await (const { line, values } of csvRecords(await app.storage.get(key))) {
        if (!header) {
          header = values.map((h) => h.trim().toLowerCase());
          present = checkHeader(spec, header);
          continue;
        }
        if (values.length !== header.length) {
          rejected.push({
            line,
            reason: msg(`This row has ${values.length} values but the header has ${header.length} columns.`),
          });
          continue;
        }
        const record: Record<string, string> = {};
        header.forEach((column, i) => {
          record[column] = values[i];
        });
        const parsed = spec.parse(record, present);
        if (typeof parsed === 'string') {
          rejected.push({ line, reason: parsed });
          continue;
        }
        const identity = spec.identity(parsed);
        const first = seen.get(identity);
        if (first !== undefined) {
          rejected.push({ line, reason: msg(`The same record is already on line ${first}.`) });
          continue;
        }
        seen.set(identity, line);
        batch.push({ line, row: parsed });
        if (batch.length >= batchSize) await flush();
      }
      if (!header) throw badRequest('The file is empty.');
      await flush();
      if (rejected.length && !opts.skipInvalid) throw new RolledBack();
      await audit(trx, opts.actorId, opts.action, 'import', null, {
        created,
        updated,
        rejected: rejected.length,
      });
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  } finally {
    await app.storage.delete(key).catch(() => undefined);
  }

  rejected.sort((a, b) => a.line - b.line);
  const kept = !rejected.length || opts.skipInvalid;
  const imported = kept ? created + updated : 0;
  return {
    status: 'success',
    message: importSummary(imported, rejected.length, kept),
    imported,
    created: kept ? created : 0,
    updated: kept ? updated : 0,
    rejected: rejected
      .slice(0, MAX_REPORTED)
      .map((r) => ({ line: r.line, reason: localizeMessage(r.reason, opts.language) })),
    rejected_total: rejected.length,
  };
}

/** The sentence over an import's counts (answered in the reader's language like every `message`). */
export function importSummary(imported: number, rejected: number, kept: boolean): string {
  if (!rejected) return msg(`Rows imported: ${imported}.`);
  return kept
    ? msg(`Rows imported: ${imported}. Skipped rows with problems: ${rejected}.`)
    : msg(
        `Nothing was imported. Rows with problems: ${rejected}. Fix them and import again, or choose to skip rows with problems.`,
      );
}

function checkHeader<T>(spec: ImportSpec<T>, header: string[]): Set<string> {
  const unknown = header.filter((h) => !spec.columns.includes(h));
  if (unknown.length) {
    throw badRequest(
      `Unknown columns: ${unknown.map((u) => `"${u}"`).join(', ')}. The columns are: ${spec.columns.join(', ')}.`,
    );
  }
  const missing = spec.required.filter((r) => !header.includes(r));
  if (missing.length) {
    throw badRequest(`Missing columns: ${missing.join(', ')}.`);
  }
  const doubled = header.find((h, i) => header.indexOf(h) !== i);
  if (doubled) throw badRequest(`The column "${doubled}" appears twice.`);
  return new Set(header);
}

/** Whole numbers in a CSV cell: empty is null, anything else must be an integer within bounds. */
export function intCell(
  values: Record<string, string>,
  column: string,
  min: number,
  max: number,
): number | null | string {
  const raw = (values[column] ?? '').trim();
  if (raw === '') return null;
  if (!/^-?\d+$/.test(raw))
    return msg(`The column "${column}" must be a whole number (found "${raw.slice(0, 30)}").`);
  const n = Number(raw);
  if (n < min || n > max)
    return msg(`The column "${column}" must be between ${min} and ${max} (found ${n}).`);
  return n;
}

/** Splits rows into chunks small enough for one statement on every database. */
export function chunks<T>(items: T[], size = 200): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
