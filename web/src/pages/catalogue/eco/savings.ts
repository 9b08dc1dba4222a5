/**
 * Consumption is in litres per 100 km, so the litres saved over a distance are the difference per 100 km
 * times the distance / 100. A tune that uses more fuel saves nothing rather than a negative amount.
 */
export function fuelSavings(v: { before?: number; after?: number; distance?: number; price?: number }) {
  const perHundred = Math.max(0, (v.before ?? 0) - (v.after ?? 0));
  const litres = (perHundred * (v.distance ?? 0)) / 100;
  return { litres, money: litres * (v.price ?? 0) };
}
