/**
 * VAT maths. Rates are kept in basis points (hundredths of a percent: 1950 = 19.5 %) and amounts in minor
 * units; VAT is computed on the net amount of the whole invoice and rounded half-up, once.
 */
import { mulDiv } from './money.js';
import { isCountryCode } from './countries.js';
import { isVatNumberValid } from './vat-number.js';

export interface VatLine {
  net: number;
  rate_bp: number;
  vat: number;
  gross: number;
}

/** VAT due on a net amount. */
export const vatOf = (net: number, rateBp: number): number => mulDiv(net, rateBp, 10_000);

export function fromNet(net: number, rateBp: number): VatLine {
  const vat = vatOf(net, rateBp);
  return { net, rate_bp: rateBp, vat, gross: net + vat };
}

/** Splits a price that already includes VAT; the VAT part is rounded, the net is what is left. */
export function fromGross(gross: number, rateBp: number): VatLine {
  const net = mulDiv(gross, 10_000, 10_000 + rateBp);
  return { net, rate_bp: rateBp, vat: gross - net, gross };
}

/** 19.5 -> 1950. Refuses what is not a percentage with at most two decimals between 0 and 100. */
export function percentToBp(percentage: number): number {
  const bp = Math.round(percentage * 100);
  if (
    !Number.isFinite(percentage) ||
    percentage < 0 ||
    percentage > 100 ||
    Math.abs(bp - percentage * 100) > 1e-6
  )
    throw new RangeError('percentage must be between 0 and 100 with at most two decimals');
  return bp;
}

export const bpToPercent = (bp: number): number => bp / 100;

export interface VatRateRow {
  country: string;
  percentage_bp: number;
  enabled: boolean;
}

export interface VatDecision {
  rate_bp: number;
  reverse_charge: boolean;
}

/**
 * The country whose VAT a buyer pays: the buyer's own, or the seller's when the buyer has given none (nor a
 * country of the ISO list): a sale to someone whose country is unknown is taxed as a sale at home.
 */
export function vatCountry(buyerCountry: string, sellerCountry: string): string {
  const buyer = buyerCountry.trim().toUpperCase();
  return isCountryCode(buyer) ? buyer : sellerCountry.trim().toUpperCase();
}

/**
 * The rate an invoice carries. A business buyer in another country than the seller pays no VAT here: the
 * buyer accounts for it ('reverse charge'). That takes a buyer country of the ISO list and a VAT number valid
 * for it (format and check digits, see parseVatNumber); anything else stored, such as junk saved before
 * numbers were checked or another country's number, counts as no VAT number. Otherwise the buyer's
 * country rate applies, 0 when that country has no rate or it is switched off.
 */
export function decideVat(opts: {
  sellerCountry: string;
  buyerCountry: string;
  buyerVatNo: string;
  rate: VatRateRow | null | undefined;
}): VatDecision {
  const seller = opts.sellerCountry.trim().toUpperCase();
  const buyer = opts.buyerCountry.trim().toUpperCase();
  if (seller && isCountryCode(buyer) && buyer !== seller && isVatNumberValid(opts.buyerVatNo, buyer))
    return { rate_bp: 0, reverse_charge: true };
  const rate = opts.rate?.enabled && opts.rate.country.toUpperCase() === buyer ? opts.rate.percentage_bp : 0;
  return { rate_bp: rate, reverse_charge: false };
}
