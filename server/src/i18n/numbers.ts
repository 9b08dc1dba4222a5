import { formatCredits, formatMoney } from '@portal/domain';

/**
 * Money, credits and days the way a reader writes them ("25,80 €", "0,1", "30.11.2026"), for e-mails,
 * notifications and PDFs. Digits stay Latin and the calendar Gregorian in every language: the amounts and
 * dates of an invoice are the ones its accounting knows, and the PDF fonts are chosen per script. The
 * direction marks some languages put around amounts are left out: the PDF isolates its values itself.
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const MARKS = /[\u200e\u200f\u061c]/g;

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

const tag = (language: string | null | undefined) => `${language || 'en'}-u-nu-latn-ca-gregory`;

/** An amount in minor units (hundredths) with its currency, e.g. 2580 'EUR' → "25,80 €" in German. */
export function formatMoneyIn(amount: number, currency: string, language: string | null | undefined): string {
  try {
    const format = cached(
      `m:${language}:${currency}`,
      () =>
        // Amounts are kept in hundredths whatever the currency: show both decimals so none is rounded away.
        new Intl.NumberFormat(tag(language), {
          style: 'currency',
          currency,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }),
    );
    return format.format(amount / 100).replace(MARKS, '');
  } catch {
    return formatMoney(amount, currency);
  }
}

/** Credits in hundredths as people read them: 10 → "0,1" in German, 1050 → "10.5" in English. */
export function formatCreditsIn(count: number, language: string | null | undefined): string {
  return Number.isSafeInteger(count) ? formatNumberIn(count / 100, language) : formatCredits(count);
}

/** A plain number (a quantity): 1234.5 → "1.234,5" in German. */
export function formatNumberIn(value: number, language: string | null | undefined): string {
  try {
    const format = cached(
      `n:${language}`,
      () => new Intl.NumberFormat(tag(language), { maximumFractionDigits: 2 }),
    );
    return format.format(value).replace(MARKS, '');
  } catch {
    return String(value);
  }
}

/** A rate in percent: 19 → "19 %" in German, "19%" in English, "%19" in Turkish. */
export function formatPercentIn(rate: number, language: string | null | undefined): string {
  try {
    const format = cached(
      `p:${language}`,
      () => new Intl.NumberFormat(tag(language), { style: 'percent', maximumFractionDigits: 2 }),
    );
    return format.format(rate / 100).replace(MARKS, '');
  } catch {
    return `${rate} %`;
  }
}

/** A calendar day ("2026-11-30", or the start of an ISO time) in the reader's medium style: "30.11.2026". */
export function formatDayIn(iso: string, language: string | null | undefined): string {
  const day = iso.slice(0, 10);
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  try {
    const format = cached(
      `d:${language}`,
      () => new Intl.DateTimeFormat(tag(language), { dateStyle: 'medium', timeZone: 'UTC' }),
    );
    return format.format(at).replace(MARKS, '');
  } catch {
    return day;
  }
}
