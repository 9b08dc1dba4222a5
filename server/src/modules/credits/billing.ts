import type { BillingSettings } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { parseJson } from '../../db/helpers.js';

/**
 * Seller and bank details for invoices and bank transfers, kept under the key 'billing' of the settings
 * table. Read on every invoice and checkout: readers that may use the settings cache call
 * `app.settings.get('billing')`, and changes go through saveBilling so every instance drops its copy.
 */
export const DEFAULT_BILLING: BillingSettings = {
  seller_name: '',
  seller_address: '',
  seller_country: '',
  seller_vat_no: '',
  seller_reg_no: '',
  seller_email: '',
  bank_name: '',
  bank_account_holder: '',
  bank_iban: '',
  bank_bic: '',
  bank_note: '',
  invoice_footer: '',
};

export async function getBilling(db: Knex | Knex.Transaction): Promise<BillingSettings> {
  const row = await db('settings').where({ key: 'billing' }).first('value');
  return { ...DEFAULT_BILLING, ...parseJson<Partial<BillingSettings>>(row?.value, {}) };
}

/** Saves a change of the billing details and clears the cached copies (the settings API uses this). */
export async function saveBilling(
  app: FastifyInstance,
  update: Partial<BillingSettings>,
): Promise<BillingSettings> {
  return app.settings.set('billing', { ...(await getBilling(app.db)), ...update });
}
