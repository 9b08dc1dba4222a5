import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ROLE } from '@portal/contracts';
import type { Knex } from 'knex';
import { toIso } from '../../db/helpers.js';
import { csvCell } from '../../lib/csv.js';
import { whereAnyLike } from '../../lib/like.js';

const COLUMNS = [
  'id',
  'username',
  'email',
  'firstname',
  'lastname',
  'phone',
  'company_name',
  'company_reg',
  'vat_no',
  'address',
  'city',
  'post_code',
  'country',
  'web_url',
  'role_id',
  'status',
  'verified',
  'language',
  'last_login',
  'created_at',
] as const;

const cell = (row: Record<string, unknown>, col: (typeof COLUMNS)[number]) => {
  const v = row[col];
  if (col === 'last_login' || col === 'created_at') return toIso(v) ?? '';
  if (col === 'verified') return v ? 'yes' : 'no';
  return v ?? '';
};

/** Which accounts go out: the customers or every account, narrowed as the list on screen is. */
export interface ExportFilter {
  customersOnly: boolean;
  status?: number;
  keyword?: string;
}

async function* rowsOf(
  db: Knex,
  filter: ExportFilter,
  batch = 1000,
): AsyncGenerator<Record<string, unknown>> {
  let lastId = 0;
  const keyword = filter.keyword?.trim();
  for (;;) {
    const q = db('users').select(COLUMNS).where('id', '>', lastId).orderBy('id').limit(batch);
    if (filter.customersOnly) q.where({ role_id: ROLE.CUSTOMER });
    if (filter.status !== undefined) q.where({ status: filter.status });
    if (keyword) whereAnyLike(q, ['username', 'email', 'firstname', 'lastname', 'company_name'], keyword);
    const rows = await q;
    if (rows.length === 0) return;
    yield* rows;
    lastId = rows[rows.length - 1].id;
  }
}

/**
 * Streams the users as CSV or XLSX, reading the table in batches: every account for an admin, the customers
 * (dealers) only for staff, whose permission is about dealers and who must not list the staff's addresses.
 */
export function exportUsers(db: Knex, format: 'csv' | 'xlsx', filter: ExportFilter): Readable {
  const out = new PassThrough();
  (async () => {
    if (format === 'csv') {
      out.write(`\ufeff${COLUMNS.join(',')}\r\n`);
      for await (const row of rowsOf(db, filter))
        out.write(`${COLUMNS.map((c) => csvCell(cell(row, c))).join(',')}\r\n`);
      out.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false });
    const sheet = workbook.addWorksheet('Users');
    sheet.columns = COLUMNS.map((c) => ({ header: c, key: c, width: 18 }));
    for await (const row of rowsOf(db, filter)) {
      sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c, cell(row, c)]))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => out.destroy(err));
  return out;
}
