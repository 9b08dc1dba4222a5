import type { FastifyInstance } from 'fastify';
import { getBilling, saveBilling } from './billing.js';
import { creditsItemName, insertInvoice, priceCredits, settleInvoice } from './invoices.js';
import { withTransaction } from './ledger.js';

/** Demo only: seller details, and for the demo dealer one paid invoice (100 credits) and one due. */
export async function seedCreditsDemo(app: FastifyInstance): Promise<void> {
  const billing = await getBilling(app.db);
  if (!billing.seller_name) {
    await saveBilling(app, {
      seller_name: 'Demo Tuning Files B.V.',
      seller_address: 'Industrieweg 1, 1234 AB Amsterdam',
      seller_country: 'NL',
      seller_vat_no: 'NL000000000B01',
      bank_name: 'Demo Bank',
      bank_account_holder: 'Demo Tuning Files B.V.',
      bank_iban: 'NL00DEMO0000000000',
      bank_bic: 'DEMONL2A',
    });
  }
  const dealer = await app.db('users').where({ username: 'dealer' }).first('id', 'language');
  if (!dealer || (await app.db('credit_invoices').where({ user_id: dealer.id }).first('id'))) return;
  const site = await app.settings.all();
  const seller = await app.settings.get('billing');
  for (const [count, paid] of [
    [10_000, true],
    [5_000, false],
  ] as const) {
    await withTransaction(app.db, async (trx) => {
      const id = await insertInvoice(trx, {
        billing: seller,
        userId: dealer.id,
        kind: 'credits',
        // In the buyer's language, as a purchase stores it.
        itemName: creditsItemName(count, dealer.language),
        count,
        amount: priceCredits(site, count, site.currency),
        currency: site.currency,
        paymentMethod: 'bank',
      });
      if (paid)
        await settleInvoice(trx, {
          invoiceId: id,
          paymentMethod: 'bank',
          siteCurrency: site.currency,
          billing: seller,
        });
    });
  }
}
