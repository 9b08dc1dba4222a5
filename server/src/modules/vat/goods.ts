import {
  compactVatNumber,
  decideVat,
  isVatNumberValid,
  type VatDecision,
  type VatRateRow,
} from '@portal/domain';

/** The member states of the European Union, whose trade in goods among themselves follows one VAT system. */
export const EU_MEMBER_STATES: ReadonlySet<string> = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/**
 * The member state whose VAT number the buyer has, or null. Numbers are saved checked against the profile
 * country, so that is the state; one saved without a country was checked against the state its prefix names.
 */
function vatNumberState(vatNo: string, profileCountry: string): string | null {
  if (!vatNo.trim()) return null;
  const own = profileCountry.trim().toUpperCase();
  if (own) return EU_MEMBER_STATES.has(own) && isVatNumberValid(vatNo, own) ? own : null;
  const text = compactVatNumber(vatNo);
  for (const state of EU_MEMBER_STATES) {
    const prefixes = state === 'GR' ? ['EL', 'GR'] : [state];
    if (prefixes.some((p) => text.startsWith(p)) && isVatNumberValid(text, state)) return state;
  }
  return null;
}

/**
 * The VAT of goods sent to `deliveryCountry`. Goods a business identified for VAT in another member state
 * than the seller's has delivered to another member state than the seller's are an intra-community supply:
 * exempt, the buyer accounts for the VAT (reverse charge), whichever of the other member states issued the
 * number. A delivery inside the seller's country is domestic whatever the number. Anything else is taxed as
 * before: the delivery country's rate, or reverse charge for a number valid for that country.
 */
export function decideGoodsVat(opts: {
  sellerCountry: string;
  deliveryCountry: string;
  /** The buyer's profile country, the one their VAT number was checked against. */
  buyerCountry: string;
  buyerVatNo: string;
  /** The rate of the delivery country. */
  rate: VatRateRow | null | undefined;
}): VatDecision {
  const seller = opts.sellerCountry.trim().toUpperCase();
  const delivery = opts.deliveryCountry.trim().toUpperCase();
  const state = vatNumberState(opts.buyerVatNo, opts.buyerCountry);
  if (
    EU_MEMBER_STATES.has(seller) &&
    EU_MEMBER_STATES.has(delivery) &&
    delivery !== seller &&
    state !== null &&
    state !== seller
  )
    return { rate_bp: 0, reverse_charge: true };
  return decideVat({
    sellerCountry: opts.sellerCountry,
    buyerCountry: delivery,
    buyerVatNo: opts.buyerVatNo,
    rate: opts.rate,
  });
}
