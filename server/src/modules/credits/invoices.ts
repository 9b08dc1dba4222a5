import type { BillingSettings, CreditInvoice, SiteSettings } from '@portal/contracts';
import { creditsPrice, decideVat, fromNet, vatCountry } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { forUpdate, isUniqueViolation } from '../../db/connection.js';
import { badRequest, conflict, httpError, notFound } from '../../lib/errors.js';
import { translator } from '../../i18n/index.js';
import { formatCreditsIn } from '../../i18n/numbers.js';
import { creditsPhrase, joined, moneyPhrase, type Phrase, phrase, render } from '../notifications/phrases.js';
import { notificationsService } from '../notifications/service.js';
import type { UserRow } from '../users/mapper.js';
import { rateFor } from '../vat/repo.js';
import { creditAgentBalance } from './agent-ledger.js';
import { getBilling } from './billing.js';
import { credit, type Db, getBalance } from './ledger.js';
import { invoiceReason } from './reasons.js';
import { type Buyer, buyerOf, findInvoice, type InvoiceRow } from './repo.js';

/** Minor units for one credit in a currency: the site currency uses credit_price, others currency_prices. */
export function creditPriceIn(site: SiteSettings, currency: string): number | null {
  if (currency === site.currency) return site.credit_price;
  const price = site.currency_prices?.[currency];
  return typeof price === 'number' ? price : null;
}

export async function buyerSnapshot(db: Db, userId: number): Promise<{ user: UserRow; buyer: Buyer }> {
  const user = await db<UserRow>('users').where({ id: userId }).first();
  if (!user) throw notFound('User');
  return {
    user,
    buyer: {
      name: `${user.firstname} ${user.lastname}`.trim() || user.username,
      company_name: user.company_name,
      email: user.email,
      address: user.address,
      city: user.city,
      post_code: user.post_code,
      country: user.country,
      vat_no: user.vat_no,
      company_reg: user.company_reg,
    },
  };
}

/**
 * The VAT rate for a buyer: their country's rate, or 0 % reverse charge for a business abroad. `billing` comes
 * from the settings store (`app.settings.get('billing')`), read before any transaction: the store has a
 * connection of its own.
 */
export async function vatForBuyer(db: Db, billing: BillingSettings, buyer: Buyer) {
  const country = vatCountry(buyer.country, billing.seller_country);
  return decideVat({
    sellerCountry: billing.seller_country,
    buyerCountry: country,
    buyerVatNo: buyer.vat_no,
    rate: await rateFor(db, country),
  });
}

/** Net, VAT and gross of an amount for a buyer, with an explicit rate (admin) or the decided one. */
export async function fromNetFor(
  db: Db,
  billing: BillingSettings,
  buyer: Buyer,
  net: number,
  rateBp?: number,
) {
  const decided =
    rateBp === undefined ? await vatForBuyer(db, billing, buyer) : { rate_bp: rateBp, reverse_charge: false };
  return { ...fromNet(net, decided.rate_bp), reverse_charge: decided.reverse_charge };
}

export interface NewInvoice {
  userId: number;
  kind: 'credits' | 'balance';
  itemName: string;
  count: number;
  amount: number;
  currency: string;
  /** Explicit rate (admin); otherwise decided from the buyer. */
  vatBp?: number;
  /** The seller's details the VAT is decided against (see vatForBuyer). */
  billing: BillingSettings;
  paymentMethod?: string;
  createdBy?: number | null;
}

export async function insertInvoice(trx: Db, inv: NewInvoice): Promise<number> {
  const { buyer } = await buyerSnapshot(trx, inv.userId);
  const line = await fromNetFor(trx, inv.billing, buyer, inv.amount, inv.vatBp);
  const [id] = await trx('credit_invoices').insert({
    user_id: inv.userId,
    kind: inv.kind,
    item_name: inv.itemName,
    count: inv.count,
    amount: line.net,
    vat_bp: line.rate_bp,
    vat: line.vat,
    total: line.gross,
    currency: inv.currency,
    reverse_charge: line.reverse_charge,
    status: 'due',
    payment_method: inv.paymentMethod ?? '',
    buyer: JSON.stringify(buyer),
    created_by: inv.createdBy ?? null,
    created_at: new Date(),
    updated_at: new Date(),
  });
  return Number(id);
}

/**
 * Line text of a credits purchase, in the buyer's language (English when none is given). The count picks the
 * language's plural form ("1 credit", "21 кредит", "22 кредита"); the figure is written as the quantity column.
 */
export const creditsItemName = (count: number, language?: string | null) =>
  translator(language)('invoices.credits_item', {
    count: count / 100,
    amount: formatCreditsIn(count, language),
  });

/** A decimal digit of any script ('٥', '۵', '५') as 0-9: Unicode keeps each script's digits in runs of ten. */
function digitOf(ch: string): string {
  const cp = ch.codePointAt(0) ?? 48;
  let zero = cp;
  while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return String((cp - zero) % 10);
}

/** A written number with its last '.' or ',' as the decimal point and other separators dropped. */
function decimalReading(written: string): string {
  const point = Math.max(written.lastIndexOf('.'), written.lastIndexOf(','));
  if (point < 0) return written.replace(/\D/g, '');
  return `${written.slice(0, point).replace(/\D/g, '')}.${written.slice(point + 1)}`;
}

/**
 * Whether a package name writes the credits it holds (`count`, hundredths) as a number of its own: '50 credits',
 * '1.000 Credits', '2,5 credits', '٥٠ رصيد', but not the 50 of 'Pro X50' or '150 pack'.
 */
function namesCredits(name: string, count: number): boolean {
  const text = name.replace(/\p{Nd}/gu, digitOf);
  const numbers = text.matchAll(
    /(?<![\p{L}\p{N}])(?:\d{1,3}([.,'\u00a0\u202f ])\d{3}(?:\1\d{3})*(?!\d)(?:[.,]\d+)?|\d+(?:[.,]\d+)?)/gu,
  );
  for (const [written, group] of numbers) {
    // Grouped thousands may be a decimal too: '1.000' is a thousand in German, one in English.
    const readings = group
      ? [decimalReading(written), written.replace(/\D/g, '')]
      : [decimalReading(written)];
    if (readings.some((r) => Math.round(Number(r) * 100) === count)) return true;
  }
  return false;
}

/**
 * Line text of a credit package, in the buyer's language: its name, with the credits it holds beside it
 * unless the name already says them ('Gold (50 credits)', but '50 credits' alone, not '50 credits (50 credits)').
 */
export function packageItemName(name: string, count: number, language?: string | null): string {
  if (namesCredits(name, count)) return name;
  return translator(language)('invoices.package_item', { name, credits: creditsItemName(count, language) });
}

/** Line text of a balance top-up, in the buyer's language. */
export const balanceItemName = (language?: string | null) => translator(language)('invoices.balance_item');

export function priceCredits(site: SiteSettings, count: number, currency: string): number {
  const price = creditPriceIn(site, currency);
  if (price === null) throw badRequest(`Credits cannot be bought in ${currency}.`);
  return creditsPrice(count, price);
}

/**
 * Next invoice number of the year, e.g. 2026-000123. The counter row is locked until the caller's
 * transaction ends, so numbers are handed out in order and a rolled-back invoice gives its number back.
 */
export async function allocateInvoiceNo(
  trx: Knex.Transaction,
  at: Date,
  series: { table: string; prefix: string } = { table: 'invoice_counters', prefix: '' },
): Promise<string> {
  const year = at.getUTCFullYear();
  await trx(series.table).insert({ year, last: 0 }).onConflict('year').merge(['year']);
  const row = await forUpdate(trx, trx(series.table).where({ year }).first('last'));
  const next = Number(row?.last ?? 0) + 1;
  await trx(series.table).where({ year }).update({ last: next });
  return `${series.prefix}${year}-${String(next).padStart(6, '0')}`;
}

/** Credit notes are numbered in a yearly series of their own: CN-2026-000001. */
export const CREDIT_NOTE_SERIES = { table: 'credit_note_counters', prefix: 'CN-' };

/**
 * Marks a refusal of settleInvoice that means "this provider's payment cannot settle this invoice": the
 * money arrived but nothing was given for it, so the caller must give it back.
 */
const UNAPPLIED = Symbol('unapplied payment');
export const isUnappliedPayment = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && UNAPPLIED in err;

export interface Settlement {
  /** False when the invoice was already paid: nothing was written. */
  changed: boolean;
  invoice: CreditInvoice;
  userId: number;
  kind: 'credits' | 'balance';
}

/**
 * Marks an invoice paid and gives the customer what they paid for, exactly once: the invoice row is locked,
 * a paid invoice is left alone, a provider payment is recorded under its unique (provider, provider_ref),
 * and status, number, payment and ledger entry are written in the caller's one transaction.
 */
export async function settleInvoice(
  trx: Knex.Transaction,
  opts: {
    invoiceId: number;
    paymentMethod: string;
    /** The money balance is kept in the site currency: a balance invoice in another one is refused. */
    siteCurrency: string;
    actorId?: number | null;
    payment?: { provider: string; providerRef: string; amount: number; currency: string; source: string };
    /**
     * The seller's details printed on the invoice, from the settings store (read before the transaction).
     * Without them they are read in the transaction, from the table.
     */
    billing?: BillingSettings;
    /** Tell the customer that the payment arrived (every real payment; not the demo seed). */
    notice?: PaidNotice;
  },
): Promise<Settlement> {
  // With a provider's payment, every refusal below leaves money paid for nothing.
  const refuse = (err: Error) => (opts.payment ? Object.assign(err, { [UNAPPLIED]: true }) : err);
  const row = await forUpdate(trx, trx<InvoiceRow>('credit_invoices').where({ id: opts.invoiceId }).first());
  if (!row) throw refuse(notFound('Invoice'));
  const result = async (changed: boolean): Promise<Settlement> => ({
    changed,
    invoice: (await findInvoice(trx, row.id)) as CreditInvoice,
    userId: row.user_id,
    kind: row.kind,
  });
  if (row.status === 'paid') return result(false);
  if (row.kind === 'credits' && Number(row.count) <= 0) {
    throw refuse(badRequest('This invoice has no credits on it. Fill it in before marking it paid.'));
  }
  if (row.kind === 'balance' && Number(row.amount) <= 0) {
    throw refuse(badRequest('This invoice has no amount on it. Fill it in before marking it paid.'));
  }
  // Invoices made before generate() checked this, or before the site currency changed, would otherwise
  // add foreign money to the balance unconverted.
  if (row.kind === 'balance' && row.currency !== opts.siteCurrency) {
    throw refuse(badRequest(`Balance can only be added in ${opts.siteCurrency}.`));
  }
  if (opts.payment) {
    const p = opts.payment;
    if (p.amount !== Number(row.total) || p.currency.toUpperCase() !== row.currency) {
      throw refuse(
        httpError(
          409,
          'CONFLICT',
          `The payment (${p.amount} ${p.currency}) does not match the invoice total (${row.total} ${row.currency}).`,
        ),
      );
    }
    try {
      await trx('payments').insert({
        invoice_id: row.id,
        provider: p.provider,
        provider_ref: p.providerRef.slice(0, 190),
        amount: p.amount,
        currency: row.currency,
        source: p.source,
        created_at: new Date(),
      });
    } catch (err) {
      if (isUniqueViolation(err)) return result(false);
      throw err;
    }
  }
  const now = new Date();
  // The address as it is now, but the country and VAT number the invoice's VAT was decided on: a number
  // added (or removed) after the invoice was priced must not print beside VAT it did not decide.
  const fresh = (await buyerSnapshot(trx, row.user_id)).buyer;
  const priced = buyerOf(row);
  const buyer = priced ? { ...fresh, country: priced.country, vat_no: priced.vat_no } : fresh;
  const invoiceNo = await allocateInvoiceNo(trx, now);
  const updated = await trx('credit_invoices')
    .where({ id: row.id, status: 'due' })
    .update({
      status: 'paid',
      invoice_no: invoiceNo,
      paid_at: now,
      payment_method: opts.paymentMethod,
      buyer: JSON.stringify(buyer),
      seller: JSON.stringify(opts.billing ?? (await getBilling(trx))),
      updated_at: now,
    });
  if (updated !== 1) throw conflict('This invoice was changed at the same time. Please try again.');
  if (row.kind === 'credits') {
    await credit(trx, {
      userId: row.user_id,
      amount: Number(row.count),
      kind: 'purchase',
      refType: 'invoice',
      refId: row.id,
      reason: invoiceReason(invoiceNo),
      actorId: opts.actorId ?? null,
    });
  } else {
    await creditAgentBalance(trx, {
      userId: row.user_id,
      amount: Number(row.amount),
      currency: row.currency,
      kind: 'topup',
      refType: 'invoice',
      refId: row.id,
      reason: invoiceReason(invoiceNo),
      actorId: opts.actorId ?? null,
    });
  }
  if (opts.notice) await tellPaid(trx, opts.notice, row, invoiceNo);
  return result(true);
}

export interface PaidNotice {
  app: FastifyInstance;
  /** The e-mail's signature, from the settings store (read before the transaction). */
  siteTitle: string;
}

/**
 * Tells the customer that their credits (or balance) arrived, in the app and by e-mail in their language,
 * as a paid shop order is told. Written and queued in the payment's transaction: the invoice turns paid
 * once, so the customer is told once, and never about a payment that was rolled back.
 */
async function tellPaid(trx: Knex.Transaction, notice: PaidNotice, row: InvoiceRow, invoiceNo: string) {
  const paid = phrase('credits_email.amount_paid', { amount: moneyPhrase(Number(row.total), row.currency) });
  const added =
    row.kind === 'credits'
      ? phrase('credits_email.credits_added', { credits: creditsPhrase(Number(row.count)) })
      : phrase('credits_email.balance_added', { amount: moneyPhrase(Number(row.amount), row.currency) });
  await tellInvoiceHolder(trx, notice, row.user_id, {
    title: phrase('credits_email.subject', { invoice: invoiceNo }),
    line: joined([added, paid]),
    link: '/buy_credits',
  });
}

/**
 * A word to the customer about one of their invoices: in their notifications and by e-mail in their
 * language, in the caller's transaction (so nothing rolled back is ever announced). Nothing for an account
 * that is gone.
 */
export async function tellInvoiceHolder(
  trx: Knex.Transaction,
  { app, siteTitle }: PaidNotice,
  userId: number,
  { title, line, link }: { title: Phrase; line: Phrase; link: string },
): Promise<void> {
  const user: Pick<UserRow, 'email' | 'firstname' | 'language'> | undefined = await trx<UserRow>('users')
    .where({ id: userId })
    .first('email', 'firstname', 'language');
  if (!user) return;
  await notificationsService(app).create(
    { inbox: { userId }, type: 'credits', title, message: line, link },
    { trx },
  );
  const say = (p: Phrase) => render(p, user.language);
  await app.mailer.send(
    {
      to: user.email,
      language: user.language,
      subject: say(title),
      text: [
        say(phrase('email.greeting', { name: user.firstname })),
        say(line),
        say(phrase('credits_email.link', { url: `${app.config.publicUrl.replace(/\/$/, '')}${link}` })),
        say(phrase('email.signature', { site: siteTitle })),
      ].join('\n\n'),
    },
    { trx },
  );
}

/** Tells the customer's open pages that their credits changed (when the realtime hub is there). */
export async function notifyCredits(app: FastifyInstance, userId: number): Promise<void> {
  if (!app.hasDecorator('realtime')) return;
  const balance = await getBalance(app.db, userId);
  const hub = (app as unknown as { realtime: { publish(id: number, e: object): void } }).realtime;
  hub.publish(userId, { type: 'credits.updated', ...balance, balance: balance.balance });
}
