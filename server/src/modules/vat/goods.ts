import {
  compactVatNumber,
  decideVat,
  isCountryCode,
  isVatNumberValid,
  type VatDecision,
  type VatRateRow,
} from '@portal/domain';

/** The member states of the European Union, whose trade in goods among themselves follows one VAT system. */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/**
 * Northern Ireland: for goods it follows the EU's VAT rules (Windsor Framework), and its businesses trade
 * them under XI numbers. The portal's countries are ISO codes, where it is part of GB: a British address
 * with a BT postcode, the only postcode area of Northern Ireland, is one there.
 */
const NORTHERN_IRELAND = 'XI';
export const isNorthernIreland = (country: string, zip: string): boolean =>
  country.trim().toUpperCase() === 'GB' && /^BT\d/.test(compactVatNumber(zip));

/**
 * Where goods sent to an address are taxed the EU's way: its member state, XI for Northern Ireland, FR for
 * Monaco (part of the French VAT territory, with no rates or numbers of its own); null outside the EU.
 */
function goodsTerritory(country: string, zip: string): string | null {
  if (EU_MEMBER_STATES.has(country)) return country;
  if (isNorthernIreland(country, zip)) return NORTHERN_IRELAND;
  return country === 'MC' ? 'FR' : null;
}

/**
 * The territory whose VAT number for goods the buyer has, or null. Numbers are saved checked against the
 * profile country, so that is the state; one saved without a country was checked against the state its
 * prefix names. A British number written with XI is Northern Ireland's.
 */
function vatNumberState(vatNo: string, profileCountry: string): string | null {
  if (!vatNo.trim()) return null;
  const own = profileCountry.trim().toUpperCase();
  const text = compactVatNumber(vatNo);
  if (text.startsWith(NORTHERN_IRELAND) && (own === 'GB' || !own) && isVatNumberValid(text, 'GB'))
    return NORTHERN_IRELAND;
  if (own) return EU_MEMBER_STATES.has(own) && isVatNumberValid(vatNo, own) ? own : null;
  for (const state of EU_MEMBER_STATES) {
    const prefixes = state === 'GR' ? ['EL', 'GR'] : [state];
    if (prefixes.some((p) => text.startsWith(p)) && isVatNumberValid(text, state)) return state;
  }
  return null;
}

export interface GoodsVatDecision extends VatDecision {
  /** Goods an EU seller sends out of the EU: an export, exempt from VAT, whoever buys them. */
  export: boolean;
}

/**
 * The VAT of goods sent to `deliveryCountry`, for a seller in a member state:
 * - sent out of the EU (Northern Ireland and Monaco count as in): an export, exempt, with or without a VAT
 *   number; rates the operator set for such countries are not charged on goods;
 * - to a business with a number of another territory than the seller's, sent to another one than the
 *   seller's: an intra-community supply, exempt, the buyer accounts for the VAT (reverse charge), whichever
 *   of the other territories issued the number;
 * - inside the seller's country: domestic, whatever the number;
 * - otherwise the delivery country's rate (Northern Ireland: the United Kingdom's).
 * A seller outside the EU, or of no country, keeps the services' rule (decideVat).
 */
export function decideGoodsVat(opts: {
  sellerCountry: string;
  deliveryCountry: string;
  /** The delivery postcode: it tells Northern Ireland from the rest of the United Kingdom. */
  deliveryZip?: string;
  /** The buyer's profile country, the one their VAT number was checked against. */
  buyerCountry: string;
  buyerVatNo: string;
  /** The rate of the delivery country. */
  rate: VatRateRow | null | undefined;
}): GoodsVatDecision {
  const seller = opts.sellerCountry.trim().toUpperCase();
  const delivery = opts.deliveryCountry.trim().toUpperCase();
  const fallback = (buyerVatNo: string): GoodsVatDecision => ({
    ...decideVat({ sellerCountry: seller, buyerCountry: delivery, buyerVatNo, rate: opts.rate }),
    export: false,
  });
  if (!EU_MEMBER_STATES.has(seller)) return fallback(opts.buyerVatNo);
  const territory = goodsTerritory(delivery, opts.deliveryZip ?? '');
  if (territory === null)
    return isCountryCode(delivery)
      ? { rate_bp: 0, reverse_charge: false, export: true }
      : fallback(opts.buyerVatNo);
  const state = vatNumberState(opts.buyerVatNo, opts.buyerCountry);
  if (territory !== seller && state !== null && state !== seller)
    return { rate_bp: 0, reverse_charge: true, export: false };
  // A British number without XI is no number for goods in Northern Ireland.
  return fallback(territory === NORTHERN_IRELAND ? '' : opts.buyerVatNo);
}
