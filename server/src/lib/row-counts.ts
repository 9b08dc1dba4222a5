import type { Knex } from 'knex';

/** Tables whose row count triggers keep in `row_counts` (migrations 20261128150000 and 20261128170000). */
export type CountedTable =
  | 'p_codes'
  | 'df_codes'
  | 'b_codes'
  | 'reg_uvc_finals'
  | 'reg_vehicle_finals'
  | 'vehicle_variants';

/** The exact number of rows of a counted table, read from its tally instead of counting. */
export async function rowCount(db: Knex | Knex.Transaction, table: CountedTable): Promise<number> {
  const row = (await db('row_counts').where('table_name', table).first('n')) as
    | { n: number | string }
    | undefined;
  return Number(row?.n ?? 0);
}
