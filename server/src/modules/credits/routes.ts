import {
  AdjustBody,
  BalanceListQuery,
  BillingSettings,
  BuyCreditsBody,
  BuyCreditsReply,
  CreateEmptyInvoiceBody,
  CreditBalance,
  CreditHistory,
  CreditInvoice,
  CreditInvoiceList,
  CreditNoteBody,
  GenerateInvoiceBody,
  HistoryQuery,
  IdParam,
  InvoiceListQuery,
  MarkAsPaidBody,
  Message,
  MoneyBalance,
  UserBalanceList,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { languageOf } from '../../i18n/messages/index.js';
import { FileReply, replies } from '../../lib/schema.js';
import { getBilling, saveBilling } from './billing.js';
import { issueCreditNote } from './credit-notes.js';
import { getBalance } from './ledger.js';
import { renderInvoicePdf } from './pdf.js';
import { buyerOf, type InvoiceRow, sellerOf } from './repo.js';
import { creditsService } from './service.js';
import { checkedCountry } from '../../lib/country-vat.js';

const tags = ['Credits'];

/** The uploaded site logo when it is an image PDFs can carry (PNG, JPEG) and small; else none. */
async function readLogo(app: FastifyInstance): Promise<Buffer | null> {
  const logo = await app.settings.get('logo');
  if (!logo.key || !/^image\/(png|jpe?g)$/.test(logo.type)) return null;
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const c of await app.storage.get(logo.key)) {
      size += (c as Buffer).length;
      if (size > 2 * 1024 * 1024) return null;
      chunks.push(c as Buffer);
    }
    return Buffer.concat(chunks);
  } catch {
    return null;
  }
}

export const creditsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const credits = creditsService(app);
  const canInvoices = app.requirePermission('dealers_manager.dealers_invoices');
  const canBalance = app.requirePermission('dealers_manager.dealers_balance');

  app.get('/credits', {
    onRequest: canInvoices,
    schema: {
      tags,
      summary:
        'All invoices and credit purchases, paged; search by number, item or customer; status paid/due',
      querystring: InvoiceListQuery,
      response: replies(CreditInvoiceList, 401, 403),
    },
    handler: (req) => credits.list(req.query),
  });

  app.get('/credits_user', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The signed-in customer's invoices",
      querystring: Type.Omit(InvoiceListQuery, ['user_id', 'keyword']),
      response: replies(CreditInvoiceList, 401),
    },
    handler: (req) => credits.list({ ...req.query, user_id: req.user._id }),
  });

  app.get('/credits_history_user', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The signed-in customer's credit movements, newest first, with the balance after each",
      querystring: HistoryQuery,
      response: replies(CreditHistory, 401),
    },
    handler: (req) => credits.history(req.user._id, req.query, languageOf(req)),
  });

  app.get('/credits_balance_user', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The signed-in customer's credits and money balance",
      response: replies(Type.Object({ credits: CreditBalance, money: MoneyBalance }), 401),
    },
    handler: async (req) => ({
      credits: await getBalance(app.db, req.user._id),
      money: await credits.moneyBalance(req.user._id),
    }),
  });

  app.post('/credits_user', {
    onRequest: app.requireUser,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true },
    schema: {
      tags,
      summary: 'Start buying credits (or adding balance): makes a due invoice and answers how to pay it',
      body: BuyCreditsBody,
      response: replies(BuyCreditsReply, 401, 404, 409, 502),
    },
    handler: (req) => credits.buy(req.user._id, req.body),
  });

  app.post('/credits/create-empty', {
    onRequest: canInvoices,
    config: { idempotent: true },
    schema: {
      tags,
      summary: 'Make an empty due invoice for a customer, to fill in with generate-invoice',
      body: CreateEmptyInvoiceBody,
      response: replies(CreditInvoice, 401, 403, 404),
    },
    handler: (req) => credits.createEmpty(req.body.user_id, req.user._id),
  });

  app.post('/credits/generate-invoice', {
    onRequest: canInvoices,
    config: { idempotent: true },
    schema: {
      tags,
      summary: 'Fill in (or make) an invoice; status paid makes it final and adds the credits',
      body: GenerateInvoiceBody,
      response: replies(CreditInvoice, 401, 403, 404, 409),
    },
    handler: (req) => credits.generate(req.body, req.user._id),
  });

  app.patch('/credits/mark-as-paid', {
    onRequest: canInvoices,
    schema: {
      tags,
      summary: 'Mark a due invoice paid (e.g. a bank transfer arrived); the credits are added once',
      body: MarkAsPaidBody,
      response: replies(CreditInvoice, 401, 403, 404, 409),
    },
    handler: (req) => credits.markPaid(req.body.id, req.user._id),
  });

  app.post('/credits/:id/credit-note', {
    onRequest: canInvoices,
    config: { idempotent: true },
    schema: {
      tags,
      summary:
        'Correct a paid invoice with a credit note of the whole invoice (own number, figures negated); the credits or balance it added are taken back',
      params: IdParam,
      body: CreditNoteBody,
      response: replies(CreditInvoice, 401, 403, 404, 409),
    },
    handler: (req) => issueCreditNote(app, req.params.id, req.body.reason, req.user._id),
  });

  app.delete('/credits/:id', {
    onRequest: app.requirePermission('dealers_manager.delete_dealer_invoice'),
    schema: {
      tags,
      summary: 'Delete an unpaid invoice',
      params: IdParam,
      response: replies(Message, 401, 403, 404, 409),
    },
    handler: async (req) => {
      await credits.remove(req.params.id, req.user._id);
      return { status: 'success' as const, message: 'Invoice deleted.' };
    },
  });

  app.get('/credits/:id/download_invoice', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary:
        'The invoice or credit note as a PDF (its owner, or staff allowed to download dealer invoices)',
      params: IdParam,
      response: { 200: FileReply, 401: Type.Ref('ErrorBody'), 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const inv = await credits.findVisible(
        req.params.id,
        req.user,
        'dealers_manager.download_dealer_invoice',
      );
      const row = (await app.db<InvoiceRow>('credit_invoices').where({ id: inv._id }).first()) as InvoiceRow;
      const site = await app.settings.all();
      const pdf = await renderInvoicePdf({
        invoice: inv,
        buyer: buyerOf(row),
        billing: sellerOf(row) ?? (await app.settings.get('billing')),
        siteTitle: site.site_title,
        language: req.user.language,
        logo: await readLogo(app),
      });
      const name = inv.credit_of
        ? `credit-note-${inv.invoice}.pdf`
        : `invoice-${inv.invoice ?? `draft-${inv._id}`}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });

  app.get('/credits/balances', {
    onRequest: canBalance,
    schema: {
      tags,
      summary: "Every customer's credits and money balance, paged and searchable",
      querystring: BalanceListQuery,
      response: replies(UserBalanceList, 401, 403),
    },
    handler: (req) => credits.balances(req.query),
  });

  app.post('/credits/adjust', {
    onRequest: canBalance,
    config: { idempotent: true },
    schema: {
      tags,
      summary: "Add (positive) or take (negative) credits from a user's balance, with a reason",
      body: AdjustBody,
      response: replies(CreditBalance, 401, 402, 403, 404),
    },
    handler: (req) => credits.adjust(req.body, req.user._id),
  });

  app.post('/credits/agent-balance/adjust', {
    onRequest: canBalance,
    config: { idempotent: true },
    schema: {
      tags,
      summary: "Add or take money from an agent's balance (minor units of the site currency), with a reason",
      body: AdjustBody,
      response: replies(MoneyBalance, 401, 402, 403, 404),
    },
    handler: (req) => credits.adjustMoney(req.body, req.user._id),
  });

  app.get('/credits/billing_settings', {
    onRequest: app.requirePermission('settings'),
    schema: {
      tags,
      summary: 'Seller details printed on invoices and the bank account for transfers',
      response: replies(BillingSettings, 401, 403),
    },
    handler: () => getBilling(app.db),
  });

  app.put('/credits/billing_settings', {
    onRequest: app.requirePermission('settings'),
    schema: {
      tags,
      summary: 'Save seller and bank details',
      body: Type.Partial(BillingSettings, { additionalProperties: false }),
      response: replies(BillingSettings, 401, 403),
    },
    handler: (req) =>
      saveBilling(
        app,
        req.body.seller_country === undefined
          ? req.body
          : { ...req.body, seller_country: checkedCountry(req.body.seller_country, 'seller_country') },
      ),
  });
};
