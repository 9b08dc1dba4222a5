import type { Knex } from 'knex';
import { getBilling } from '../../credits/billing.js';
import type { PaymentProvider } from '../provider.js';

/** Bank transfer: the customer gets the account and a reference; an admin marks the invoice paid. */
export function bankProvider(db: Knex): PaymentProvider {
  return {
    name: 'bank',
    flag: 'bank_payment',
    configured: () => true,
    async createCheckout(inv) {
      const b = await getBilling(db);
      return {
        next: {
          type: 'instructions',
          instructions: {
            account_holder: b.bank_account_holder || b.seller_name,
            bank_name: b.bank_name,
            iban: b.bank_iban,
            bic: b.bank_bic,
            reference: `CR-${inv.id}`,
            amount: inv.total,
            currency: inv.currency,
            note:
              b.bank_note ||
              'Please put the reference on your transfer. Your credits are added as soon as the payment arrives.',
          },
        },
      };
    },
    // Transfers are confirmed by staff (PATCH /credits/mark-as-paid); there is nothing to notify.
    handleWebhook: async () => null,
  };
}
