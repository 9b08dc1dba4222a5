import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { guardFormula } from '../../lib/csv.js';
import { badRequest, httpError } from '../../lib/errors.js';
import { cleanFileName } from '../../lib/file-names.js';
import { FileTooLargeError } from '../../plugins/storage.js';

export const CSV_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Streams an uploaded CSV (the first file of the multipart body) to storage and answers its key. Imports
 * parse from storage afterwards, so a slow upload never holds a database transaction open.
 */
export async function storeCsvUpload(app: FastifyInstance, req: FastifyRequest): Promise<string> {
  if (!req.isMultipart()) throw badRequest('Send the CSV file as multipart/form-data.');
  const part = await req.file();
  if (!part) throw badRequest('Choose a CSV file to import.');
  const name = cleanFileName(part.filename, '').toLowerCase();
  const looksLikeCsv =
    name.endsWith('.csv') || name.endsWith('.txt') || /csv|text\/plain|ms-excel/.test(part.mimetype);
  if (!looksLikeCsv) {
    part.file.resume();
    throw httpError(415, 'UNSUPPORTED_FILE', 'The file must be a CSV file (.csv).');
  }
  try {
    const stored = await app.storage.put('imports', part.file, { maxBytes: CSV_MAX_BYTES });
    return stored.key;
  } catch (err) {
    if (err instanceof FileTooLargeError) {
      throw httpError(413, 'PAYLOAD_TOO_LARGE', 'The CSV file must be 50 MB or smaller.');
    }
    throw err;
  }
}

export interface CsvRecord {
  /** Line of the file the record ends on, 1-based, counting the header. */
  line: number;
  values: string[];
}

/** Records of a CSV stream one by one; a broken file becomes a 400 naming the line. */
export async function* csvRecords(source: Readable): AsyncGenerator<CsvRecord> {
  const parser = source.pipe(
    parse({
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: record.info.lines, values: record.record };
    }
  } catch (err) {
    if (err instanceof CsvError) {
      const line = (err as CsvError & { lines?: number }).lines;
      throw badRequest(`The file is not valid CSV${line ? ` (line ${line})` : ''}: ${err.message}`);
    }
    throw err;
  } finally {
    source.destroy();
  }
}

/**
 * One CSV line; values with separators, quotes or line breaks are quoted. Text that spreadsheets would run
 * as a formula gets a leading quote (the import takes it off again); numbers are written as they are.
 */
export function csvLine(values: readonly (string | number | null | undefined)[]): string {
  return `${values
    .map((v) => {
      const s = v === null || v === undefined ? '' : typeof v === 'string' ? guardFormula(v) : String(v);
      return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    })
    .join(',')}\r\n`;
}
