import { isReturnKey, returnKey } from './return-key.js';
import type { CheckoutNext, PaymentMethod, SiteSettings } from '@portal/contracts';
import { PAYMENT_METHODS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { PaymentsConfig } from '../../config.js';
import { httpError, notFound } from '../../lib/errors.js';
import type { InvoiceRow } from '../credits/repo.js';
import { isUnappliedPayment, notifyCredits, settleInvoice } from '../credits/invoices.js';
import { withTransaction } from '../credits/ledger.js';
import type { UserRow } from '../users/mapper.js';
import { paymentKeys } from './keys.js';
import type { CheckoutInvoice, PaymentEvent, PaymentProvider } from './provider.js';
import { bankProvider } from './providers/bank.js';
import { ourCheckout, refundedPayment, refundUnappliedPayment } from './refund.js';
import { cannotTake, notTakenPayment, recordNotTaken } from './not-taken.js';
import { coinbaseProvider } from './providers/coinbase.js';
import { klarnaProvider } from './providers/klarna.js';
import { payfastProvider } from './providers/payfast.js';
import { paypalProvider } from './providers/paypal.js';
import { squareProvider } from './providers/square.js';
import { stripeProvider } from './providers/stripe.js';
import { settleShopPayment } from '../shop/payment.js';

export type EventOutcome =
  | 'paid'
  | 'already_paid'
  | 'pending'
  | 'ignored'
  | 'unknown_invoice'
  | 'rejected'
  /** Paid for an invoice that could not take it (deleted, changed meanwhile, or paid already): given back. */
  | 'refunded'
  /** Approved for an invoice that could not take it: never captured, so nothing was charged. */
  | 'not_taken';

/** Payment providers of the app, and the one path by which a provider's word turns into credits. */
export function paymentsService(app: FastifyInstance) {
  const base = app.config.publicUrl.replace(/\/$/, '');
  const webhookUrl = (p: string) => `${base}/api/payments/${p}/webhook`;
  const keys = paymentKeys(app);
  const build = (cfg: PaymentsConfig): Record<PaymentMethod, PaymentProvider> => ({
    bank: bankProvider(app.db, () => app.settings.get('billing')),
    stripe: stripeProvider(cfg.stripe),
    paypal: paypalProvider(cfg.paypal),
    coinbase: coinbaseProvider(cfg.coinbase),
    square: squareProvider(cfg.square, webhookUrl('square')),
    payfast: payfastProvider(cfg.payfast),
    klarna: klarnaProvider(cfg.klarna),
  });
  // Keys may change in the admin area at run time; the providers are rebuilt only when they do.
  let built: { fingerprint: string; providers: Record<PaymentMethod, PaymentProvider> } | null = null;
  async function current(): Promise<Record<PaymentMethod, PaymentProvider>> {
    const cfg = await keys.effective();
    const fingerprint = JSON.stringify(cfg);
    if (built?.fingerprint !== fingerprint) built = { fingerprint, providers: build(cfg) };
    return built.providers;
  }

  const enabled = async (site: SiteSettings, p: PaymentProvider) =>
    site[p.flag] === true && p.configured() && !(await p.missingDetails?.())?.length;

  async function toCheckoutInvoice(row: InvoiceRow): Promise<CheckoutInvoice> {
    const user = await app.db<UserRow>('users').where({ id: row.user_id }).first();
    return {
      id: row.id,
      total: Number(row.total),
      net: Number(row.amount),
      vatAmount: Number(row.vat),
      vatBp: Number(row.vat_bp),
      currency: row.currency,
      itemName: row.item_name || 'Credits',
      email: user?.email ?? '',
      country: user?.country ?? '',
      firstname: user?.firstname ?? '',
      lastname: user?.lastname ?? '',
    };
  }

  const urlsFor = (p: PaymentMethod, invoiceId: number) => ({
    returnUrl: `${base}/api/payments/${p}/return?invoice=${invoiceId}&key=${returnKey(app.config.jwtSecret, invoiceId)}`,
    cancelUrl: `${base}/buy_credits?payment=cancelled&invoice=${invoiceId}`,
    webhookUrl: webhookUrl(p),
  });

  return {
    keys,
    /** One provider built with the keys in force now (environment first, then the admin area's). */
    provider: async (name: PaymentMethod) => (await current())[name],

    async methods(): Promise<PaymentMethod[]> {
      const site = await app.settings.all();
      const providers = await current();
      const usable = await Promise.all(PAYMENT_METHODS.map((m) => enabled(site, providers[m])));
      return PAYMENT_METHODS.filter((_, i) => usable[i]);
    },

    /** Starts paying a due invoice; stores the provider's checkout id on it. */
    async startCheckout(invoiceId: number, method: PaymentMethod): Promise<CheckoutNext> {
      const site = await app.settings.all();
      const p = (await current())[method];
      if (!(await enabled(site, p)))
        throw httpError(400, 'FEATURE_DISABLED', 'This payment method is not available.');
      const row = await app.db<InvoiceRow>('credit_invoices').where({ id: invoiceId }).first();
      if (!row) throw notFound('Invoice');
      if (Number(row.total) <= 0)
        throw httpError(400, 'BAD_REQUEST', 'There is nothing to pay on this invoice.');
      const result = await p.createCheckout(await toCheckoutInvoice(row), urlsFor(method, row.id));
      // Kept even when the invoice was paid meanwhile: a payment made there is then ours to refund.
      if (result.checkoutRef)
        await app
          .db('credit_checkouts')
          .insert({ invoice_id: row.id, provider: method, checkout_ref: result.checkoutRef.slice(0, 190) })
          .onConflict(['invoice_id', 'provider', 'checkout_ref'])
          .ignore();
      await app
        .db('credit_invoices')
        .where({ id: row.id, status: 'due' })
        .update({ payment_method: method, checkout_ref: result.checkoutRef ?? null, updated_at: new Date() });
      return result.next;
    },

    /** Applies a verified event: credits the invoice's owner once, whatever arrives how often. */
    async apply(
      method: PaymentMethod,
      evt: PaymentEvent | null,
      source: 'webhook' | 'return',
    ): Promise<EventOutcome> {
      if (!evt) return 'ignored';
      if (evt.kind === 'shop') return settleShopPayment(app, method, evt, source);
      if (evt.notTaken) {
        await recordNotTaken(app, method, evt, source);
        return 'not_taken';
      }
      let row: InvoiceRow | undefined;
      if (evt.invoiceId)
        row = await app.db<InvoiceRow>('credit_invoices').where({ id: evt.invoiceId }).first();
      if (!row && evt.checkoutRef) {
        row = await app.db<InvoiceRow>('credit_invoices').where({ checkout_ref: evt.checkoutRef }).first();
        // Providers that echo only their own id (Square) name shop orders that way too...
        if (!row && !evt.invoiceId) {
          const order = await app.db('shop_orders').where({ checkout_ref: evt.checkoutRef }).first('id');
          if (order) return settleShopPayment(app, method, { ...evt, kind: 'shop' }, source);
          // ...and an older checkout of an invoice (another tab), or one of a deleted invoice, only by the
          // record of the checkouts opened: that record is also what proves the payment ours to refund.
          const opened = await app
            .db('credit_checkouts')
            .where({ provider: method, checkout_ref: evt.checkoutRef })
            .first('invoice_id');
          if (opened) {
            const invoiceId = Number(opened.invoice_id);
            evt = { ...evt, invoiceId };
            row = await app.db<InvoiceRow>('credit_invoices').where({ id: invoiceId }).first();
          }
        }
      }
      // Money paid for nothing goes back when the checkout is provably ours; else staff are told.
      const giveBack = async (settle: PaymentEvent, reason: string, otherwise: EventOutcome) => {
        const p = (await current())[method];
        const note = await refundUnappliedPayment(app, method, p, settle, source, reason);
        return note?.startsWith('refunded:') ? 'refunded' : otherwise;
      };
      if (!row) {
        app.log.warn({ method, ref: evt.providerRef }, 'payment for an unknown invoice');
        return evt.paid ? giveBack(evt, 'invoice deleted', 'unknown_invoice') : 'unknown_invoice';
      }
      if (!evt.paid) return row.status === 'paid' ? 'already_paid' : 'pending';
      // Only a checkout this portal opened settles the invoice: another site on the same provider account
      // may number its invoices as we do, and its payment must neither credit ours nor have ours refunded.
      if (
        evt.checkoutRef &&
        row.status !== 'paid' &&
        !(await ourCheckout(app.db, method, { invoiceId: row.id, checkoutRef: evt.checkoutRef }))
      ) {
        app.log.warn(
          { method, ref: evt.providerRef, invoice: row.id },
          'payment of a checkout not opened here',
        );
        return 'unknown_invoice';
      }
      const site = await app.settings.all();
      // Read before the transaction: on SQLite the store cannot reach the database while it is held.
      const billing = await app.settings.get('billing');
      try {
        const settled = await withTransaction(app.db, (trx) =>
          settleInvoice(trx, {
            invoiceId: (row as InvoiceRow).id,
            paymentMethod: method,
            siteCurrency: site.currency,
            billing,
            // The customer is told once, when this payment is the one that settles the invoice.
            notice: { app, siteTitle: site.site_title },
            payment: {
              provider: method,
              providerRef: evt.providerRef,
              amount: evt.amount ?? -1,
              currency: evt.currency ?? (row as InvoiceRow).currency,
              source,
            },
          }),
        );
        if (!settled.changed) {
          const known = await app
            .db('payments')
            .where({ provider: method, provider_ref: evt.providerRef })
            .first('id');
          if (known) return 'already_paid';
          // Another payment settled the invoice first (a second tab, a second checkout, a bank transfer):
          // the credits were given once, this money goes back.
          app.log.warn(
            { method, ref: evt.providerRef, invoice: settled.invoice._id, source },
            'second payment for a paid invoice',
          );
          return giveBack({ ...evt, invoiceId: settled.invoice._id }, 'invoice already paid', 'already_paid');
        }
        await notifyCredits(app, settled.userId);
        return 'paid';
      } catch (err) {
        if (isUnappliedPayment(err)) {
          app.log.error({ err, method, ref: evt.providerRef, invoice: row.id }, 'payment not applied');
          return giveBack({ ...evt, invoiceId: row.id }, (err as Error).message, 'rejected');
        }
        const status = (err as { statusCode?: number }).statusCode;
        if (status && status < 500) {
          app.log.error({ err, method, ref: evt.providerRef, invoice: row.id }, 'payment not applied');
          return 'rejected';
        }
        throw err;
      }
    },

    async handleWebhook(
      method: PaymentMethod,
      raw: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ) {
      const evt = await (await current())[method].handleWebhook(raw, headers, {
        webhookUrl: webhookUrl(method),
        invoiceByRef: async (ref) => {
          const row = await app.db<InvoiceRow>('credit_invoices').where({ checkout_ref: ref }).first();
          return row ? toCheckoutInvoice(row) : null;
        },
        cannotTake: (claim) => cannotTake(app.db, method, claim),
      });
      // Shop orders are settled by the shop; only credit invoices go on from here.
      if (evt?.kind === 'shop') return settleShopPayment(app, method, evt, 'webhook');
      return this.apply(method, evt, 'webhook');
    },

    /** The customer is back from the provider: ask the provider, settle if paid, say where to go. */
    async handleReturn(
      method: PaymentMethod,
      invoiceId: number,
      query: Record<string, string>,
    ): Promise<string> {
      const page = (status: string) => `${base}/buy_credits?payment=${status}&invoice=${invoiceId}`;
      // Without the key of the return address the answer is the same for every invoice number.
      if (!isReturnKey(app.config.jwtSecret, invoiceId, query.key)) return page('pending');
      // The provider's ids the return carries (Stripe's session_id, PayPal's token ...).
      const named = Object.values(query).filter((v): v is string => typeof v === 'string' && v !== '');
      // The payment came back to a deleted invoice, or one another payment had paid: it was given back.
      if (await refundedPayment(app.db, invoiceId, method, named)) return page('refunded');
      // An approval that came when the invoice could not take it: never captured.
      if (await notTakenPayment(app.db, invoiceId, method, named)) return page('not_taken');
      const row = await app.db<InvoiceRow>('credit_invoices').where({ id: invoiceId }).first();
      if (!row) return page('unknown');
      // The checkout the customer comes back from, when it is one opened for this invoice (another tab may
      // have opened a newer one since); else the one the invoice names.
      const opened =
        named.length > 0
          ? await app
              .db('credit_checkouts')
              .where({ invoice_id: invoiceId, provider: method })
              .whereIn('checkout_ref', named)
              .first('checkout_ref')
          : undefined;
      const checkoutRef: string | null =
        opened?.checkout_ref ?? (row.payment_method === method ? row.checkout_ref : null);
      const settled = row.status === 'paid' ? page('paid') : page('pending');
      if (row.status === 'paid') {
        // Paid by this very checkout: nothing to ask the provider.
        const own =
          opened &&
          (await app
            .db('payments')
            .where({ invoice_id: row.id, provider: method, provider_ref: opened.checkout_ref })
            .first('id'));
        if (!opened || own) return settled;
      }
      const p = (await current())[method];
      if (!p.confirmReturn || !checkoutRef) return settled;
      try {
        const evt = await p.confirmReturn({
          invoiceId,
          checkoutRef,
          invoice: await toCheckoutInvoice(row),
          query,
          cannotTake: (claim) =>
            cannotTake(app.db, method, { ...claim, invoiceId: claim.invoiceId ?? invoiceId }),
        });
        // The provider must be talking about this invoice.
        if (evt?.invoiceId && evt.invoiceId !== invoiceId) return page('pending');
        if (!evt) return settled;
        const outcome = await this.apply(method, { ...evt, invoiceId }, 'return');
        if (outcome === 'refunded' || outcome === 'not_taken') return page(outcome);
        return page(outcome === 'paid' || outcome === 'already_paid' ? 'paid' : 'pending');
      } catch (err) {
        app.log.warn({ err, method, invoiceId }, 'payment return could not be confirmed');
        return settled;
      }
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
