import {
  DEFAULT_LOCALE,
  type ShopCart,
  type ShopCartItemInput,
  type ShopCartUpdate,
} from '@portal/contracts';
import { stockLabel } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { parseJson } from '../../db/helpers.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { type KeyedOption, storedOptions } from './extra-options.js';
import { imageUrl, type ProductRow } from './repo.js';
import { shopSettings } from './settings.js';
import { productsIn } from './texts.js';

const MAX_CART_LINES = 100;

type Db = Knex | Knex.Transaction;
export interface StoredItem {
  product_id: number;
  quantity: number;
  selected_extra_options: string[];
}

/** How many of each product the items hold, whatever their options. */
function perProduct(items: StoredItem[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const i of items) out.set(i.product_id, (out.get(i.product_id) ?? 0) + i.quantity);
  return out;
}

const sameOptions = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/** The picked options of a product, with their prices; an option the product does not offer is refused. */
export function pickOptions(product: ProductRow, names: string[]): KeyedOption[] {
  const offered = storedOptions(product.extra_options);
  const picked = [...new Set(names)].map((n) => offered.find((o) => o.name === n));
  if (picked.some((o) => !o)) throw badRequest('This option is not offered for the product.');
  return picked as KeyedOption[];
}

/**
 * The picked options a product still offers, at today's prices. What the cart shows and what checkout
 * charges: an option staff removed meanwhile drops out of both.
 */
export function offeredPicks(product: ProductRow, names: string[]): KeyedOption[] {
  const offered = storedOptions(product.extra_options);
  return [...new Set(names)].flatMap((n) => offered.find((o) => o.name === n) ?? []);
}

export async function loadCartItems(
  db: Db,
  userId: number,
): Promise<{ id: number | null; items: StoredItem[] }> {
  const row = await db('shop_carts').where({ user_id: userId }).first();
  return { id: row ? Number(row.id) : null, items: parseJson<StoredItem[]>(row?.items, []) };
}

export async function saveCartItems(db: Db, userId: number, items: StoredItem[]): Promise<number> {
  await db('shop_carts')
    .insert({ user_id: userId, items: JSON.stringify(items), updated_at: new Date() })
    .onConflict('user_id')
    .merge(['items', 'updated_at']);
  const row = await db('shop_carts').where({ user_id: userId }).first('id');
  return Number(row.id);
}

/** The customer's cart on the server: one per customer, so it follows them across devices and sign-ins. */
export function cartService(app: FastifyInstance) {
  const db = app.db;
  const settings = shopSettings(app);

  /** Published products by id, named in `locale` (messages and the cart show the reader's names). */
  async function products(ids: number[], locale: string) {
    if (!ids.length) return new Map<number, ProductRow>();
    const rows = await db<ProductRow>('shop_products').whereIn('id', ids).where('status', 'published');
    return new Map((await productsIn(db, locale, rows)).map((r) => [Number(r.id), r]));
  }

  /**
   * Checks a change of the cart against the catalogue: the lines it names (`named`) must be of published
   * products and offer their options, and a product it adds to (more of it in `next` than in `before`) must
   * have that many in stock. What the change leaves as it was is not checked again: a line that ran out since
   * it was added stays, shown out of stock (inventory, stock_label) and refused at checkout, and does not stop
   * the customer adding or changing anything else.
   */
  async function validate(next: StoredItem[], named: StoredItem[], before: StoredItem[], locale: string) {
    // Each choice of options is a line of its own: without a bound, a cart could grow without end.
    if (next.length > MAX_CART_LINES)
      throw badRequest(`Your cart can hold at most ${MAX_CART_LINES} different items.`);
    const had = perProduct(before);
    const grown = [...perProduct(next)].filter(([id, qty]) => qty > (had.get(id) ?? 0));
    const byId = await products(
      [...new Set([...named.map((i) => i.product_id), ...grown.map(([id]) => id)])],
      locale,
    );
    for (const item of named) {
      const p = byId.get(item.product_id);
      if (!p) throw notFound('Product');
      pickOptions(p, item.selected_extra_options);
    }
    for (const [id, qty] of grown) {
      const p = byId.get(id);
      if (!p) throw notFound('Product');
      if (Number(p.inventory) <= 0) throw conflict(`Out of stock: ${p.name}.`);
      if (qty > Number(p.inventory)) throw conflict(`Only ${Number(p.inventory)} in stock: ${p.name}.`);
    }
  }

  async function view(userId: number, locale: string = DEFAULT_LOCALE): Promise<ShopCart> {
    const { id, items } = await loadCartItems(db, userId);
    const [byId, ctx] = await Promise.all([
      products(
        items.map((i) => i.product_id),
        locale,
      ),
      settings.context(),
    ]);
    const out: ShopCart['items'] = [];
    for (const item of items) {
      const p = byId.get(item.product_id);
      // Products taken off the shop meanwhile drop out of the cart.
      if (!p) continue;
      const options = offeredPicks(p, item.selected_extra_options);
      const unit = Number(p.price) + options.reduce((s, o) => s + o.price, 0);
      out.push({
        product_id: item.product_id,
        quantity: item.quantity,
        selected_extra_options: options.map((o) => o.name),
        extra_option_labels: options.map((o) => p.option_labels?.[o.key] || o.name),
        name: p.name,
        slug: p.slug,
        image1: imageUrl(p.id, 1, p.image1),
        inventory: Number(p.inventory),
        stock_label: stockLabel(Number(p.inventory), ctx.lowStock),
        unit_price: unit,
        line_total: unit * item.quantity,
      });
    }
    return {
      shopping_cart_id: id ?? 0,
      items: out,
      count: out.reduce((s, i) => s + i.quantity, 0),
      subtotal: out.reduce((s, i) => s + i.line_total, 0),
      currency: ctx.currency,
    };
  }

  const normal = (i: ShopCartItemInput): StoredItem => ({
    product_id: i.product_id,
    quantity: i.quantity,
    selected_extra_options: [...new Set(i.selected_extra_options ?? [])],
  });

  return {
    view,
    async addItem(userId: number, input: ShopCartItemInput, locale: string = DEFAULT_LOCALE) {
      const { items } = await loadCartItems(db, userId);
      const item = normal(input);
      const same = items.find(
        (i) =>
          i.product_id === item.product_id &&
          sameOptions(i.selected_extra_options, item.selected_extra_options),
      );
      const next = same
        ? items.map((i) => (i === same ? { ...i, quantity: i.quantity + item.quantity } : i))
        : [...items, item];
      await validate(next, [item], items, locale);
      await saveCartItems(db, userId, next);
      return view(userId, locale);
    },
    /** Replaces the items of the caller's cart; another customer's cart id is refused. */
    async update(userId: number, input: ShopCartUpdate, locale: string = DEFAULT_LOCALE) {
      const { id, items } = await loadCartItems(db, userId);
      if (id !== input.shopping_cart_id) throw notFound('Cart');
      const next: StoredItem[] = [];
      for (const raw of input.items) {
        const item = normal(raw);
        const same = next.find(
          (i) =>
            i.product_id === item.product_id &&
            sameOptions(i.selected_extra_options, item.selected_extra_options),
        );
        if (same) same.quantity += item.quantity;
        else next.push(item);
      }
      await validate(next, next, items, locale);
      await saveCartItems(db, userId, next);
      return view(userId, locale);
    },
  };
}
