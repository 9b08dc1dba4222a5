import type { ShopOrderLine } from '@portal/contracts';
import { conflict } from '../../lib/errors.js';

/** The first product (by id) the cart wants more of than is left: its first line and what is left. */
export function shortage(lines: ShopOrderLine[], stock: Map<number, number>) {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.product_id, (wanted.get(l.product_id) ?? 0) + l.quantity);
  const id = [...wanted.keys()].sort((a, b) => a - b).find((k) => (wanted.get(k) ?? 0) > (stock.get(k) ?? 0));
  if (id === undefined) return null;
  return { line: lines.find((l) => l.product_id === id) as ShopOrderLine, left: stock.get(id) ?? 0 };
}

/** The words the cart uses when adding: how many are left, or none. */
export const stockConflict = (name: string, left: number) =>
  conflict(left > 0 ? `Only ${left} in stock: ${name}.` : `Out of stock: ${name}.`);
