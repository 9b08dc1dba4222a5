import type { BillingSettings, CreditInvoice } from '@portal/contracts';
import type { Knex } from 'knex';
import { deferredPage } from '../../lib/deferred-page.js';
import { rangeStart } from '../../lib/id-ranges.js';
import { parseJson, toIso } from '../../db/helpers.js';
import type { Db } from './ledger.js';
import { whereAnyLike } from '../../lib/like.js';

export interface InvoiceRow {
  id: number;
  user_id: number;
  kind: 'credits' | 'balance';
  item_name: string;
  count: number;
  amount: number;
  vat_bp: number;
  vat: number;
  total: number;
  currency: string;
  reverse_charge: number | boolean;
  status: 'due' | 'paid';
  invoice_no: string | null;
  payment_method: string;
  checkout_ref: string | null;
  paid_at: unknown;
  buyer: string | null;
  seller?: string | null;
  created_by: number | null;
  /** A credit note's invoice; a credited invoice's credit note; why the note was issued. */
  credit_of?: number | null;
  credited_by?: number | null;
  credit_reason?: string | null;
  created_at: unknown;
  updated_at: unknown;
}

/** The buyer as printed on the invoice, copied from the user when the invoice is made and (but for the country and VAT number its VAT was decided on) when it is paid. */
export interface Buyer {
  name: string;
  company_name: string;
  email: string;
  address: string;
  city: string;
  post_code: string;
  country: string;
  vat_no: string;
  company_reg: string;
}

const CUSTOMER_COLS = ['username', 'email', 'firstname', 'lastname', 'company_name'] as const;
type Joined = InvoiceRow & {
  u_username?: string;
  u_email?: string;
  u_firstname?: string;
  u_lastname?: string;
  u_company_name?: string;
  /** The number of the invoice a credit note corrects, or of a credited invoice's credit note. */
  r_invoice_no?: string | null;
};

export const buyerOf = (row: InvoiceRow): Buyer | null => parseJson<Buyer | null>(row.buyer, null);
/** The seller's details as they stood when the invoice was paid (null for invoices paid before they were kept). */
export const sellerOf = (row: { seller?: string | null }): BillingSettings | null =>
  parseJson<BillingSettings | null>(row.seller ?? null, null);

export function toInvoice(r: Joined): CreditInvoice {
  return {
    _id: r.id,
    kind: r.kind,
    item_name: r.item_name,
    amount: Number(r.amount),
    count: Number(r.count),
    vat: Number(r.vat_bp) / 100,
    vat_amount: Number(r.vat),
    total: Number(r.total),
    currency: r.currency,
    reverse_charge: Boolean(r.reverse_charge),
    user: r.user_id,
    customer:
      r.u_username === undefined || r.u_username === null
        ? null
        : {
            _id: r.user_id,
            username: r.u_username,
            email: r.u_email ?? '',
            firstname: r.u_firstname ?? '',
            lastname: r.u_lastname ?? '',
            company_name: r.u_company_name ?? '',
          },
    status: r.status,
    invoice: r.invoice_no,
    payment_method: r.payment_method,
    paid_at: toIso(r.paid_at),
    created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
    credit_of: r.credit_of ? { _id: Number(r.credit_of), invoice: r.r_invoice_no ?? null } : null,
    credit_note: r.credited_by ? { _id: Number(r.credited_by), invoice: r.r_invoice_no ?? null } : null,
    ...(r.credit_of ? { credit_reason: r.credit_reason ?? '' } : {}),
  };
}

/** Invoices with their owner's name columns and the number of the note or invoice they are paired with. */
export function invoicesQuery(db: Db): Knex.QueryBuilder {
  return db('credit_invoices as i')
    .leftJoin('users as u', 'u.id', 'i.user_id')
    .leftJoin('credit_invoices as r', function pair() {
      // A row is a credit note (credit_of) or a credited invoice (credited_by), never both.
      this.on('r.id', '=', 'i.credit_of').orOn('r.id', '=', 'i.credited_by');
    })
    .select('i.*', 'r.invoice_no as r_invoice_no', ...CUSTOMER_COLS.map((c) => `u.${c} as u_${c}`));
}

export async function findInvoice(db: Db, id: number): Promise<CreditInvoice | null> {
  const row = await invoicesQuery(db).where('i.id', id).first();
  return row ? toInvoice(row) : null;
}

export async function listInvoices(
  db: Db,
  q: {
    page?: number;
    size?: number;
    after?: string;
    keyword?: string;
    status?: string;
    kind?: string;
    user_id?: number;
  },
) {
  const page = q.page ?? 1;
  const size = q.size ?? 20;
  // Filters on the invoices alone unless a keyword looks at the customer too: then the count and the page's
  // ids need no join, and the page walks an index in id order and reads only its own rows.
  const kw = q.keyword?.trim();
  const base = db('credit_invoices as i');
  if (kw) base.leftJoin('users as u', 'u.id', 'i.user_id');
  if (q.status) base.where('i.status', q.status);
  if (q.kind) base.where('i.kind', q.kind);
  if (q.user_id) base.where('i.user_id', q.user_id);
  if (kw) {
    whereAnyLike(
      base,
      ['i.invoice_no', 'i.item_name', 'u.username', 'u.email', 'u.firstname', 'u.lastname', 'u.company_name'],
      kw,
    );
  }
  // Without filters the total is a tally kept by triggers (the customer's, or everyone's as customer 0;
  // migrations 20261128140000 and 20261129130000), not a count of rows.
  const unfiltered = !kw && !q.status && !q.kind;
  const tallies = db('invoice_counts')
    .where('user_id', q.user_id ?? 0)
    .sum<{ n: number | null }[]>({ n: 'n' });
  // Unfiltered, a page number far down the list starts in the id range the per-range tallies place it in
  // (everyone's invoices are tallied as customer 0).
  const offset = (page - 1) * size;
  const ranges = db('invoice_pages').where('user_id', q.user_id ?? 0);
  const start = unfiltered && !q.after ? await rangeStart(ranges, offset) : null;
  const [[{ n }], { rows, next }] = await Promise.all([
    unfiltered ? tallies : base.clone().count<{ n: number }[]>({ n: '*' }),
    deferredPage<Joined>(invoicesQuery(db), base, 'i', [{ column: 'id', order: 'desc' }], {
      limit: size,
      offset,
      after: q.after,
      start,
    }),
  ]);
  return { items: rows.map(toInvoice), total: Number(n), page, size, next };
}
