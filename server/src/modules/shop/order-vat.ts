import { vatCountry } from '@portal/domain';
import type { Knex } from 'knex';
import { decideGoodsVat } from '../vat/goods.js';
import { rateFor } from '../vat/repo.js';

type Db = Knex | Knex.Transaction;

/**
 * The VAT of a shop order: goods rules for where it is delivered, the buyer's profile country and VAT
 * number. `delivery`: the country and postcode typed at checkout; without a country the delivery is where
 * the profile is, and so is its postcode. Also what the demo orders are priced by.
 */
export async function shopOrderVat(
  db: Db,
  sellerCountry: string,
  buyer: { country?: string | null; vat_no?: string | null; post_code?: string | null } | undefined,
  delivery: { country?: string; zip?: string },
) {
  const country = delivery.country ? delivery.country.toUpperCase() : (buyer?.country ?? '').toUpperCase();
  const taxedIn = vatCountry(country, sellerCountry);
  const vat = decideGoodsVat({
    sellerCountry,
    deliveryCountry: taxedIn,
    deliveryZip: delivery.country ? (delivery.zip ?? '') : (buyer?.post_code ?? ''),
    buyerCountry: buyer?.country ?? '',
    buyerVatNo: buyer?.vat_no ?? '',
    rate: await rateFor(db, taxedIn),
  });
  return { ...vat, buyerVatNo: buyer?.vat_no?.trim() || null };
}
