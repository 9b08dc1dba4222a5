import type { User } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { audit } from '../../lib/audit.js';
import { badRequest, httpError } from '../../lib/errors.js';
import { schemaProblem } from '../../lib/schema-check.js';
import { CsvError, parseCsv } from './csv.js';
import type { CodeKind } from './kinds.js';

const MAX_BYTES = 10 * 1024 * 1024;
const MAX_ROWS = 50_000;
const MAX_REPORTED = 100;
const CHUNK = 200;

export interface RowError {
  row: number;
  message: string;
}

/** A refused import: the answer lists the bad rows; nothing was written. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly errors: RowError[],
  ) {
    super(message);
  }
}

/** Reads the `file` part of a multipart request as UTF-8 text. */
export async function readCsvUpload(req: FastifyRequest): Promise<string> {
  if (!req.isMultipart())
    throw badRequest('Send the CSV file as multipart/form-data in a field named "file".');
  const part = await req.file({ limits: { fileSize: MAX_BYTES } });
  if (!part) throw badRequest('Please choose a CSV file to import.');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw badRequest(`Unexpected file "${part.fieldname}": send the CSV file in a field named "file".`);
  }
  const bytes = await part.toBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw httpError(
      415,
      'UNSUPPORTED_FILE',
      'The file is not UTF-8 text. Save the CSV as UTF-8 and try again.',
    );
  }
}

/**
 * What is wrong with a row, in the words of the JSON routes (lengths counted in characters), with the value
 * found; null when the row is fine.
 */
function firstProblem(kind: CodeKind, value: Record<string, string>): string | null {
  const problem = schemaProblem(kind.input, value, 'row');
  if (!problem) return null;
  const found = problem.field === undefined ? undefined : value[problem.field];
  return found === undefined ? problem.message : `${problem.message.replace(/\.$/, '')} (got "${found}").`;
}

/**
 * Checks every row of a CSV code list and then writes all of them in one transaction (existing codes get
 * the new text), or writes nothing and reports each bad row. Rows are numbered as in a spreadsheet.
 */
export async function importCodes(db: Knex, kind: CodeKind, actor: User, text: string) {
  let records: ReturnType<typeof parseCsv>;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) throw badRequest(`The file is not valid CSV. ${err.message}`);
    throw err;
  }
  const [header, ...body] = records;
  const columns = (header?.fields ?? []).map((h) => h.trim().toLowerCase());
  const missing = kind.csvRequired.filter((c) => !columns.includes(c));
  if (!header || missing.length) {
    const all = [...kind.csvRequired, ...kind.csvOptional.map((c) => `${c} (optional)`)].join(', ');
    throw badRequest(
      `The first line must name the columns: ${all}. Missing: ${missing.join(', ') || 'all'}.`,
    );
  }
  if (!body.length) throw badRequest('The file has no rows under its header.');
  if (body.length > MAX_ROWS) throw badRequest(`Import at most ${MAX_ROWS} rows at a time.`);

  const wanted = [...kind.csvRequired, ...kind.csvOptional].filter((c) => columns.includes(c));
  const errors: RowError[] = [];
  const rows: Record<string, string>[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const value: Record<string, string> = {};
    for (const c of wanted) value[c] = (record.fields[columns.indexOf(c)] ?? '').trim();
    const problem = firstProblem(kind, value);
    if (problem) {
      errors.push({ row: record.line, message: problem });
      continue;
    }
    const row = kind.toRow(value);
    const key = kind.keyColumns.map((c) => row[c]).join('\u0000');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({ row: record.line, message: `${row.code} is already on row ${earlier}.` });
      continue;
    }
    seen.set(key, record.line);
    rows.push(row);
  }
  if (errors.length) {
    const count = errors.length === 1 ? '1 row has a problem' : `${errors.length} rows have problems`;
    throw new ImportRefused(`${count}; nothing was imported.`, errors.slice(0, MAX_REPORTED));
  }

  return db.transaction(async (trx) => {
    let existing = 0;
    const keyColumn = kind.keyColumns[0];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const found: Record<string, string>[] = await trx(kind.table)
        .select(kind.keyColumns)
        .whereIn(keyColumn, [...new Set(chunk.map((r) => r[keyColumn]))]);
      const present = new Set(found.map((f) => kind.keyColumns.map((c) => f[c]).join('\u0000')));
      existing += chunk.filter((r) => present.has(kind.keyColumns.map((c) => r[c]).join('\u0000'))).length;
      const now = new Date();
      const merge = Object.keys(chunk[0]).filter((c) => !kind.keyColumns.includes(c));
      await trx(kind.table)
        .insert(chunk.map((r) => ({ ...r, created_at: now, updated_at: now })))
        .onConflict(kind.keyColumns)
        .merge([...merge, 'updated_at']);
    }
    await audit(trx, actor._id, `${kind.path}.import`, kind.table, null, { rows: rows.length });
    return { rows: rows.length, inserted: rows.length - existing, updated: existing };
  });
}
