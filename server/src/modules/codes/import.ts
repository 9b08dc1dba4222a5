import type { ImportReport, User } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { audit } from '../../lib/audit.js';
import { localizeMessage } from '../../i18n/messages/index.js';
import { badRequest, httpError, msg } from '../../lib/errors.js';
import { schemaProblem } from '../../lib/schema-check.js';
import { importSummary, type Rejection } from '../vehicles/import-engine.js';
import { CsvError, parseCsv } from './csv.js';
import type { CodeKind } from './kinds.js';

const MAX_BYTES = 10 * 1024 * 1024;
const MAX_ROWS = 50_000;
const MAX_REPORTED = 1000;
const CHUNK = 200;

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
 * What is wrong with a row in the reader's language, in the words of the JSON routes (lengths counted in
 * characters), with the value found; null when the row is fine. Each sentence is translated on its own.
 */
function firstProblem(kind: CodeKind, value: Record<string, string>, language: string): string | null {
  const problem = schemaProblem(kind.input, value, 'row');
  if (!problem) return null;
  const found = problem.field === undefined ? undefined : value[problem.field];
  const text = localizeMessage(problem.message, language);
  // An empty value needs no quoting: the message says it is empty.
  if (!found) return text;
  return `${text} ${localizeMessage(msg(`Value found: "${found}".`), language)}`;
}

/**
 * Checks every row of a CSV code list and writes them in one transaction (existing codes get the new
 * text). When a row is bad nothing is written, unless `skipInvalid`: then the good rows are. The report
 * names each bad row as a spreadsheet numbers it, in the reader's language.
 */
export async function importCodes(
  db: Knex,
  kind: CodeKind,
  actor: User,
  text: string,
  opts: { skipInvalid: boolean; language: string },
): Promise<ImportReport> {
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
    if (!header) throw badRequest('The file is empty.');
    const all = [...kind.csvRequired, ...kind.csvOptional].join(', ');
    throw badRequest(`The first line must name the columns: ${all}. Missing: ${missing.join(', ')}.`);
  }
  if (!body.length) throw badRequest('The file has no rows under its header.');
  if (body.length > MAX_ROWS) throw badRequest(`Import at most ${MAX_ROWS} rows at a time.`);

  const wanted = [...kind.csvRequired, ...kind.csvOptional].filter((c) => columns.includes(c));
  const rejected: Rejection[] = [];
  const rows: Record<string, string>[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const value: Record<string, string> = {};
    for (const c of wanted) value[c] = (record.fields[columns.indexOf(c)] ?? '').trim();
    const problem = firstProblem(kind, value, opts.language);
    if (problem) {
      rejected.push({ line: record.line, reason: problem });
      continue;
    }
    const row = kind.toRow(value);
    const key = kind.keyColumns.map((c) => row[c]).join('\u0000');
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      rejected.push({
        line: record.line,
        reason: localizeMessage(msg(`The code ${row.code} is already on row ${earlier}.`), opts.language),
      });
      continue;
    }
    seen.set(key, record.line);
    rows.push(row);
  }
  const report = (created: number, updated: number): ImportReport => {
    const kept = !rejected.length || opts.skipInvalid;
    return {
      status: 'success',
      message: importSummary(created + updated, rejected.length, kept),
      imported: created + updated,
      created,
      updated,
      rejected: rejected.slice(0, MAX_REPORTED),
      rejected_total: rejected.length,
    };
  };
  if ((rejected.length && !opts.skipInvalid) || !rows.length) return report(0, 0);

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
    await audit(trx, actor._id, `${kind.path}.import`, kind.table, null, {
      rows: rows.length,
      rejected: rejected.length,
    });
    return report(rows.length - existing, existing);
  });
}
