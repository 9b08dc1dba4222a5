import type { BuyCreditsBody, CreditInvoice, GenerateInvoiceBody } from '@portal/contracts';
import { DEFAULT_LOCALE, hasPermission } from '@portal/contracts';
import { percentToBp } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { forUpdate } from '../../db/connection.js';
import { toIso } from '../../db/helpers.js';
import { audit } from '../../lib/audit.js';
import { checkedCurrency } from '../../lib/currencies.js';
import { badRequest, conflict, httpError, notFound } from '../../lib/errors.js';
import { deferredPage } from '../../lib/deferred-page.js';
import { rangeStart } from '../../lib/id-ranges.js';
import { bankNotReady, bankUnready } from '../payments/providers/bank.js';
import { paymentsService } from '../payments/service.js';
import { creditAgentBalance, debitAgentBalance, getAgentBalance } from './agent-ledger.js';
import { textsIn } from '../catalogue/translations.js';
import {
  balanceItemName,
  buyerSnapshot,
  creditsItemName,
  fromNetFor,
  insertInvoice,
  notifyCredits,
  packageItemName,
  priceCredits,
  settleInvoice,
} from './invoices.js';
import { countEntries, credit, customerCreditsShort, debit, getBalance, withTransaction } from './ledger.js';
import { customerAccount, listBalances } from './balances.js';
import { ledgerReasons } from './reasons.js';
import { findInvoice, type InvoiceRow, listInvoices } from './repo.js';

type Caller = { _id: number; role_id: number; permissions?: unknown };

function vatBp(percentage: number | undefined): number | undefined {
  if (percentage === undefined) return undefined;
  try {
    return percentToBp(percentage);
  } catch {
    throw badRequest('The VAT must be a percentage between 0 and 100 with at most two decimals.');
  }
}

export function creditsService(app: FastifyInstance) {
  const payments = paymentsService(app);

  /** A package on sale, named in the buyer's language where the catalogue has that name. */
  const onSalePackage = async (id: number, language: string) => {
    const item = (await app.db('price_items').where({ id, status: 'online' }).first()) as
      | { name: string; credits: number; price: number; currency: string }
      | undefined;
    if (!item) throw notFound('Price item');
    const name = (await textsIn(app.db, 'price_item', [id], language)).get(id)?.name ?? item.name;
    return { ...item, name, credits: Number(item.credits), price: Number(item.price) };
  };

  const mustFind = async (id: number): Promise<CreditInvoice> => {
    const inv = await findInvoice(app.db, id);
    if (!inv) throw notFound('Invoice');
    return inv;
  };

  return {
    list: listInvoices.bind(null, app.db),
    find: mustFind,

    /** The owner, or staff allowed to download dealers' invoices; others learn nothing (404). */
    async findVisible(id: number, caller: Caller, permission: 'dealers_manager.download_dealer_invoice') {
      const inv = await findInvoice(app.db, id);
      if (!inv || (inv.user !== caller._id && !hasPermission(caller, permission))) throw notFound('Invoice');
      return inv;
    },

    /** The user's ledger; the portal's own descriptions in `language` (the reader's). */
    async history(
      userId: number,
      q: { page?: number; size?: number; after?: string },
      language: string = DEFAULT_LOCALE,
    ) {
      const page = q.page ?? 1;
      const size = q.size ?? 20;
      const n = await countEntries(app.db, userId);
      // The page's ids walk the (user_id, id) index; only those entries are read (with `after`, no
      // index entries are skipped either; by a number far down, only those of one id range).
      const offset = (page - 1) * size;
      const start = q.after
        ? null
        : await rangeStart(app.db('ledger_pages').where('user_id', userId), offset);
      const { rows, next } = await deferredPage<Record<string, unknown>>(
        app.db('credit_ledger as l').select('l.*'),
        app.db('credit_ledger as l').where('l.user_id', userId),
        'l',
        [{ column: 'id', order: 'desc' }],
        { limit: size, offset, after: q.after, start },
      );
      const reasons = await ledgerReasons(app.db, rows, language);
      return {
        items: rows.map((r, i) => ({
          _id: Number(r.id),
          kind: r.kind,
          amount: Number(r.amount),
          balance_after: Number(r.balance_after),
          held_after: Number(r.held_after),
          available_after: Number(r.balance_after) - Number(r.held_after),
          ref_type: r.ref_type,
          ref_id: r.ref_id,
          reason: reasons[i] ?? '',
          created_at: toIso(r.created_at) ?? '',
        })),
        total: Number(n),
        page,
        size,
        next,
        ...(await getBalance(app.db, userId)),
      };
    },

    /** A customer starts paying: a new due invoice (or one of theirs), then the provider's next step. */
    async buy(userId: number, body: BuyCreditsBody) {
      await customerAccount(app.db, userId);
      const site = await app.settings.all();
      if (!(await payments.methods()).includes(body.payment_method)) {
        // Switched on but without the account to pay into: say so rather than "not available".
        if (body.payment_method === 'bank' && site.bank_payment && (await bankUnready(app)))
          throw bankNotReady();
        throw httpError(400, 'FEATURE_DISABLED', 'This payment method is not available.');
      }
      let invoiceId: number;
      let created = false;
      if (body.invoice_id) {
        const inv = await app.db<InvoiceRow>('credit_invoices').where({ id: body.invoice_id }).first();
        if (!inv || inv.user_id !== userId) throw notFound('Invoice');
        if (inv.status === 'paid') throw conflict('This invoice is already paid.');
        invoiceId = inv.id;
      } else {
        const kind = body.kind ?? 'credits';
        let currency = body.currency ?? site.currency;
        let amount: number;
        let count = 0;
        // The invoice is the buyer's document: its line reads in their profile language, like their e-mails.
        const { language } = (await buyerSnapshot(app.db, userId)).user;
        let itemName = balanceItemName(language);
        if (kind === 'credits' && body.price_id) {
          // A package is sold at its own price (often below credits x credit price), in its own currency.
          const item = await onSalePackage(body.price_id, language);
          count = item.credits;
          amount = item.price;
          currency = item.currency;
          itemName = packageItemName(item.name, count, language).slice(0, 255);
        } else if (kind === 'credits') {
          if (!body.count) throw badRequest('Please enter how many credits you want to buy.');
          count = body.count;
          amount = priceCredits(site, count, currency);
          if (amount <= 0) throw badRequest('Credits cannot be bought online right now.');
          itemName = creditsItemName(count, language);
        } else {
          if (!body.amount) throw badRequest('Please enter the amount you want to add.');
          if (currency !== site.currency) throw badRequest(`Balance can only be added in ${site.currency}.`);
          amount = body.amount;
        }
        invoiceId = await insertInvoice(app.db, {
          billing: await app.settings.get('billing'),
          userId,
          kind,
          itemName,
          count,
          amount,
          currency,
          paymentMethod: body.payment_method,
          createdBy: userId,
        });
        created = true;
      }
      try {
        const next = await payments.startCheckout(invoiceId, body.payment_method);
        return { invoice: await mustFind(invoiceId), next };
      } catch (err) {
        // Nothing half-made stays behind when the provider refuses.
        if (created) await app.db('credit_invoices').where({ id: invoiceId, status: 'due' }).del();
        throw err;
      }
    },

    async createEmpty(userId: number, actorId: number) {
      const site = await app.settings.all();
      await customerAccount(app.db, userId);
      await buyerSnapshot(app.db, userId);
      const id = await insertInvoice(app.db, {
        billing: await app.settings.get('billing'),
        userId,
        kind: 'credits',
        itemName: '',
        count: 0,
        amount: 0,
        currency: site.currency,
        createdBy: actorId,
      });
      await audit(app.db, actorId, 'invoice.create', 'credit_invoice', id);
      return mustFind(id);
    },

    /** Admin fills in (or makes) an invoice; with status 'paid' it is final at once and credits arrive. */
    async generate(body: GenerateInvoiceBody, actorId: number) {
      const site = await app.settings.all();
      const billing = await app.settings.get('billing');
      const bp = vatBp(body.vat);
      const kind = body.kind ?? 'credits';
      const count = body.count ?? 0;
      // The schema only asks for three capitals; an invoice in a made-up currency cannot be paid or shown.
      if (body.currency !== undefined) checkedCurrency(body.currency);
      if (kind === 'credits' && body.status === 'paid' && count <= 0) {
        throw badRequest('Enter the number of credits before marking the invoice paid.');
      }
      // The money balance is kept in the site currency (as buy() enforces for customers): a balance
      // invoice in another one would be added to it unconverted once paid.
      const balanceIn = (currency: string) => {
        if (kind === 'balance' && currency !== site.currency)
          throw badRequest(`Balance can only be added in ${site.currency}.`);
        return currency;
      };
      const result = await withTransaction(app.db, async (trx) => {
        let id = body._id;
        if (id) {
          // Locked: a payment settling the invoice meanwhile must not have its paid invoice rewritten.
          const row: InvoiceRow | undefined = await forUpdate(
            trx,
            trx<InvoiceRow>('credit_invoices').where({ id }),
          ).first();
          if (!row) throw notFound('Invoice');
          if (row.status === 'paid') throw conflict('A paid invoice cannot be changed.');
          if (body.user && body.user !== row.user_id)
            throw badRequest('The invoice belongs to another customer.');
          await customerAccount(trx, row.user_id);
          const currency = balanceIn(body.currency ?? row.currency);
          const { buyer } = await buyerSnapshot(trx, row.user_id);
          const line = await fromNetFor(trx, billing, buyer, body.amount, bp);
          await trx('credit_invoices')
            .where({ id, status: 'due' })
            .update({
              kind,
              item_name: body.item_name,
              count,
              amount: line.net,
              vat_bp: line.rate_bp,
              vat: line.vat,
              total: line.gross,
              reverse_charge: line.reverse_charge,
              currency,
              buyer: JSON.stringify(buyer),
              updated_at: new Date(),
            });
        } else {
          if (!body.user) throw badRequest('Choose the customer for this invoice.');
          await customerAccount(trx, body.user);
          const currency = balanceIn(body.currency ?? site.currency);
          id = await insertInvoice(trx, {
            billing,
            userId: body.user,
            kind,
            itemName: body.item_name,
            count,
            amount: body.amount,
            currency,
            vatBp: bp,
            createdBy: actorId,
          });
        }
        await audit(trx, actorId, 'invoice.generate', 'credit_invoice', id, body);
        if (body.status !== 'paid') return { id, settled: null };
        const settled = await settleInvoice(trx, {
          invoiceId: id,
          paymentMethod: 'manual',
          siteCurrency: site.currency,
          actorId,
          billing,
          notice: { app, siteTitle: site.site_title },
        });
        return { id, settled };
      });
      if (result.settled?.changed) await notifyCredits(app, result.settled.userId);
      return mustFind(result.id);
    },

    async markPaid(id: number, actorId: number) {
      const site = await app.settings.all();
      const billing = await app.settings.get('billing');
      const settled = await withTransaction(app.db, async (trx) => {
        const row = await trx<InvoiceRow>('credit_invoices').where({ id }).first();
        if (!row) throw notFound('Invoice');
        const s = await settleInvoice(trx, {
          invoiceId: id,
          paymentMethod: row.payment_method || 'bank',
          siteCurrency: site.currency,
          actorId,
          billing,
          notice: { app, siteTitle: site.site_title },
        });
        if (!s.changed) throw conflict('This invoice is already paid.');
        // About the customer (the audit page's account column), naming the invoice they paid.
        await audit(trx, actorId, 'invoice.mark_paid', 'user', row.user_id, {
          invoice_no: s.invoice.invoice ?? row.invoice_no,
          _id: id,
        });
        return s;
      });
      await notifyCredits(app, settled.userId);
      return settled.invoice;
    },

    async remove(id: number, actorId: number) {
      await withTransaction(app.db, async (trx) => {
        const row = await trx<InvoiceRow>('credit_invoices').where({ id }).first();
        if (!row) throw notFound('Invoice');
        if (row.status === 'paid') throw conflict('A paid invoice cannot be deleted.');
        // The status condition keeps a payment that lands at this moment from being lost.
        const n = await trx('credit_invoices').where({ id, status: 'due' }).del();
        if (n !== 1) throw conflict('A paid invoice cannot be deleted.');
        // The provider checkout stays open after the invoice is gone: this record is what shows a payment
        // that still arrives for it to be ours, so it is refunded (payments/refund.ts).
        await audit(trx, actorId, 'invoice.delete', 'credit_invoice', id, {
          user_id: row.user_id,
          total: row.total,
          currency: row.currency,
          payment_method: row.payment_method,
          checkout_ref: row.checkout_ref,
        });
      });
    },

    balances: (q: { page?: number; size?: number; keyword?: string }) => listBalances(app.db, q),

    async adjust(body: { user_id: number; amount: number; reason: string }, actorId: number) {
      if (body.amount === 0) throw badRequest('Enter an amount other than zero.');
      const reason = body.reason.trim();
      const result = await withTransaction(app.db, async (trx) => {
        await customerAccount(trx, body.user_id);
        const m = {
          userId: body.user_id,
          amount: Math.abs(body.amount),
          kind: 'adjustment' as const,
          reason,
          actorId,
        };
        const r =
          body.amount > 0 ? await credit(trx, m) : await debit(trx, { ...m, short: customerCreditsShort });
        // The trail reads in credits (the body counts hundredths of a credit).
        await audit(trx, actorId, 'credits.adjust', 'user', body.user_id, {
          amount: body.amount / 100,
          reason,
        });
        return r;
      });
      await notifyCredits(app, body.user_id);
      return { balance: result.balance, held: result.held, available: result.available };
    },

    async adjustMoney(body: { user_id: number; amount: number; reason: string }, actorId: number) {
      if (body.amount === 0) throw badRequest('Enter an amount other than zero.');
      const site = await app.settings.all();
      const reason = body.reason.trim();
      const r = await withTransaction(app.db, async (trx) => {
        await customerAccount(trx, body.user_id);
        const m = {
          userId: body.user_id,
          amount: Math.abs(body.amount),
          currency: site.currency,
          reason,
          actorId,
        };
        const out =
          body.amount > 0
            ? await creditAgentBalance(trx, { ...m, kind: 'adjustment' })
            : await debitAgentBalance(trx, m);
        await audit(trx, actorId, 'balance.adjust', 'user', body.user_id, {
          amount: body.amount / 100,
          currency: site.currency,
          reason,
        });
        return out;
      });
      return { balance: r.balance, currency: site.currency };
    },

    async moneyBalance(userId: number) {
      const site = await app.settings.all();
      return { ...(await getAgentBalance(app.db, userId)), currency: site.currency };
    },
  };
}
