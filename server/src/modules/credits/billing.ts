import type { BillingSettings } from '@portal/contracts';
import type { Knex } from 'knex';
import { parseJson } from '../../db/helpers.js';

/**
 * Seller and bank details for invoices and bank transfers, kept under the key 'billing' of the settings
 * table. Read on every invoice and checkout; small enough that no cache is needed.
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

export async function setBilling(db: Knex, update: Partial<BillingSettings>): Promise<BillingSettings> {
  const next = { ...(await getBilling(db)), ...update };
  await db('settings')
    .insert({ key: 'billing', value: JSON.stringify(next), updated_at: new Date() })
    .onConflict('key')
    .merge(['value', 'updated_at']);
  return next;
}
