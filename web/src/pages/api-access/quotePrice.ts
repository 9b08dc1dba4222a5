/**
 * A quoted price (hundredths, as the stage prices are entered) as people read it, or '-' without one. A
 * currency code the browser cannot format (stored before codes were checked) shows as number and code
 * instead of breaking the whole list.
 */
export function quotePrice(price: number | null, currency: string, language?: string): string {
  if (price === null) return '-';
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(price / 100);
  } catch {
    return `${(price / 100).toFixed(2)} ${currency}`;
  }
}
