import type { Knex } from 'knex';

/** EU standard VAT rates (percent), plus the United Kingdom which many tuning services trade with. */
export const EU_VAT: [string, string, number][] = [
  ['AT', 'Austria', 20],
  ['BE', 'Belgium', 21],
  ['BG', 'Bulgaria', 20],
  ['HR', 'Croatia', 25],
  ['CY', 'Cyprus', 19],
  ['CZ', 'Czechia', 21],
  ['DK', 'Denmark', 25],
  ['EE', 'Estonia', 24],
  ['FI', 'Finland', 25.5],
  ['FR', 'France', 20],
  ['DE', 'Germany', 19],
  ['GR', 'Greece', 24],
  ['HU', 'Hungary', 27],
  ['IE', 'Ireland', 23],
  ['IT', 'Italy', 22],
  ['LV', 'Latvia', 21],
  ['LT', 'Lithuania', 21],
  ['LU', 'Luxembourg', 17],
  ['MT', 'Malta', 18],
  ['NL', 'Netherlands', 21],
  ['PL', 'Poland', 23],
  ['PT', 'Portugal', 23],
  ['RO', 'Romania', 21],
  ['SK', 'Slovakia', 23],
  ['SI', 'Slovenia', 22],
  ['ES', 'Spain', 21],
  ['SE', 'Sweden', 25],
  ['GB', 'United Kingdom', 20],
];

export async function seedVat(db: Knex): Promise<void> {
  const existing = await db('vat_rates').count<{ n: number }[]>({ n: '*' });
  if (Number(existing[0].n) > 0) return;
  await db('vat_rates').insert(
    EU_VAT.map(([country, country_name, pct]) => ({
      country,
      country_name,
      percentage_bp: Math.round(pct * 100),
      enabled: true,
      created_at: new Date(),
      updated_at: new Date(),
    })),
  );
}
