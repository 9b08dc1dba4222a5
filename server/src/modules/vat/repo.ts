import type { Vat } from '@portal/contracts';
import { bpToPercent, type VatRateRow } from '@portal/domain';
import type { Knex } from 'knex';

export interface VatRow {
  id: number;
  country: string;
  country_name: string;
  percentage_bp: number;
  enabled: number | boolean;
}

export const toVat = (r: VatRow): Vat => ({
  _id: r.id,
  country: r.country,
  country_name: r.country_name,
  percentage: bpToPercent(Number(r.percentage_bp)),
  enabled: Boolean(r.enabled),
});

export async function rateFor(db: Knex | Knex.Transaction, country: string): Promise<VatRateRow | null> {
  if (!country) return null;
  const row = await db<VatRow>('vat_rates').where({ country: country.toUpperCase() }).first();
  return row
    ? { country: row.country, percentage_bp: Number(row.percentage_bp), enabled: Boolean(row.enabled) }
    : null;
}
