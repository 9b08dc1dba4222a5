import { type BillingSettings, DEFAULT_LOCALE } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { localizeMessage } from '../../../i18n/messages/index.js';
import { httpError, msg } from '../../../lib/errors.js';
import type { PaymentProvider } from '../provider.js';

/** Said under the account details when the admin wrote no note of their own. */
const DEFAULT_NOTE = msg(
  'Please put the reference on your transfer. Your credits are added as soon as the payment arrives.',
);

/**
 * The billing fields a transfer cannot do without, still empty: whom to pay (the holder, or else the seller's
 * name, as the instructions show) and the IBAN. Bank name and BIC are shown when given; SEPA needs neither.
 */
export function bankMissing(b: BillingSettings): string[] {
  const missing: string[] = [];
  if (!b.bank_account_holder.trim() && !b.seller_name.trim()) missing.push('bank_account_holder');
  if (!b.bank_iban.trim()) missing.push('bank_iban');
  return missing;
}

/** Whether the saved bank account is still too incomplete to pay into. */
export const bankUnready = async (app: FastifyInstance) =>
  bankMissing(await app.settings.get('billing')).length > 0;

/** Said when a customer asks to pay by transfer before the bank account is entered. */
export const bankNotReady = () =>
  httpError(
    400,
    'FEATURE_DISABLED',
    'Bank transfer cannot be used yet: the bank account to pay into has not been entered. Please choose another payment method.',
  );

/** The language of the invoice's buyer (their profile language), which their invoice is written in too. */
async function buyerLanguage(db: Knex, invoiceId: number): Promise<string> {
  const row: { language?: string | null } | undefined = await db('credit_invoices')
    .join('users', 'users.id', 'credit_invoices.user_id')
    .where('credit_invoices.id', invoiceId)
    .first('users.language');
  return row?.language || DEFAULT_LOCALE;
}

/**
 * Bank transfer: the customer gets the account and a reference; an admin marks the invoice paid. The bank
 * details come from `billing`, the settings store's cached copy (`app.settings.get('billing')`).
 */
export function bankProvider(db: Knex, billing: () => Promise<BillingSettings>): PaymentProvider {
  return {
    name: 'bank',
    flag: 'bank_payment',
    configured: () => true,
    missingDetails: async () => bankMissing(await billing()),
    async createCheckout(inv) {
      const b = await billing();
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
            // The admin's note is theirs, as written; the built-in one is put in the buyer's language.
            note: b.bank_note || localizeMessage(DEFAULT_NOTE, await buyerLanguage(db, inv.id)),
          },
        },
      };
    },
    // Transfers are confirmed by staff (PATCH /credits/mark-as-paid); there is nothing to notify.
    handleWebhook: async () => null,
  };
}
