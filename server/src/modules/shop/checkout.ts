import type {
  BillingSettings,
  ShopAddress,
  ShopCheckoutInput,
  ShopCheckoutQuote,
  ShopCheckoutQuoteInput,
  ShopOrderLine,
  ShopSettings,
  SiteSettings,
  ShopTotals,
} from '@portal/contracts';
import { DEFAULT_LOCALE, isLocale } from '@portal/contracts';
import { shippingCost, vatOf } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import { forUpdate } from '../../db/connection.js';
import { checkedCountry } from '../../lib/country-vat.js';
import { badRequest, conflict, httpError, msg, notFound } from '../../lib/errors.js';
import { loadCartItems, offeredPicks, saveCartItems } from './cart.js';
import { afterOrderChange } from './events.js';
import { AUTO_REASON, ordersService } from './orders.js';
import { bankNotReady, bankUnready } from '../payments/providers/bank.js';
import { shopPaymentMethods, startShopPayment } from './payment.js';
import type { OrderRow, ProductRow, ShippingRow } from './repo.js';
import { shopSettings } from './settings.js';
import { shopOrderVat } from './order-vat.js';
import { namedIn, shippingIn } from './texts.js';
import { UnknownCouponError, usableCoupon } from './coupon-check.js';
import { shortage, stockConflict } from './stock-check.js';
import { requiredText, visibleText } from './visible-text.js';

type Db = Knex | Knex.Transaction;
/** Settings are read before a transaction starts: their store uses its own connection. */
type Preloaded = { shop: ShopSettings; site: SiteSettings; billing: BillingSettings };

/**
 * The delivery address as it is stored on the order: texts without invisible characters and trimmed, the
 * country in capitals. One that names nobody, no street or no city is refused: no parcel could be sent to it.
 * Postcode and phone may stay empty (not every country has postcodes; the phone is optional).
 */
function deliveryAddress(a: ShopAddress): ShopAddress {
  return {
    name: requiredText(a.name, 'address.name', msg('Please enter the name of the recipient.')),
    address: requiredText(a.address, 'address.address', msg('Please enter the street address for delivery.')),
    city: requiredText(a.city, 'address.city', msg('Please enter the city for delivery.')),
    zip: visibleText(a.zip),
    // Two letters by the contract, and one of the list (checked where the price is worked out).
    country: a.country.toUpperCase(),
    phone: visibleText(a.phone),
  };
}

export function checkoutService(app: FastifyInstance) {
  const db = app.db;
  const settings = shopSettings(app);
  const orders = ordersService(app);
  const preload = async (): Promise<Preloaded> => ({
    shop: await settings.get(),
    site: await app.settings.all(),
    billing: await app.settings.get('billing'),
  });

  /**
   * Prices the caller's cart as it stands: lines, coupon, shipping, VAT. Writes nothing. `language`: the
   * buyer's, in which the shipping method is named and its delivery time given.
   */
  async function price(
    trx: Db,
    userId: number,
    input: ShopCheckoutQuoteInput,
    pre: Preloaded,
    language: string = DEFAULT_LOCALE,
  ) {
    const { shop, site, billing } = pre;
    const { items } = await loadCartItems(trx, userId);
    if (!items.length) throw badRequest('Your cart is empty.');
    const rows = await trx<ProductRow>('shop_products')
      .whereIn(
        'id',
        items.map((i) => i.product_id),
      )
      .where('status', 'published');
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    const stock = new Map(rows.map((r) => [Number(r.id), Number(r.inventory)]));
    // Priced as the cart shows it: products taken off the shop meanwhile and options no longer offered
    // drop out, so the customer is never stopped by something they cannot see in their cart.
    const lines: ShopOrderLine[] = items.flatMap((item) => {
      const p = byId.get(item.product_id);
      if (!p) return [];
      const options = offeredPicks(p, item.selected_extra_options);
      const unit = Number(p.price) + options.reduce((s, o) => s + o.price, 0);
      return {
        product_id: Number(p.id),
        name: p.name,
        product_code: p.product_code,
        quantity: item.quantity,
        selected_extra_options: options,
        unit_price: unit,
        line_total: unit * item.quantity,
      };
    });
    if (!lines.length) throw badRequest('Your cart is empty.');
    const subtotal = lines.reduce((s, l) => s + l.line_total, 0);
    const pieces = lines.reduce((s, l) => s + l.quantity, 0);
    const coupon = input.coupon_code?.trim()
      ? await usableCoupon(
          trx,
          input.coupon_code,
          userId,
          lines,
          new Map(rows.map((r) => [Number(r.id), r.category_id === null ? null : Number(r.category_id)])),
        )
      : null;
    const user = await trx('users').where({ id: userId }).first('country', 'vat_no', 'post_code');
    // A country typed at checkout must be one of the list; without one the profile's is taken as stored.
    const country = input.country ? checkedCountry(input.country) : (user?.country ?? '').toUpperCase();
    const shopCountry = (shop.country || billing.seller_country).toUpperCase();
    let shipping: ShopCheckoutQuote['shipping'] = null;
    let method: ShippingRow | undefined;
    if (input.shipping_method_id) {
      method = await trx<ShippingRow>('shop_shipping_methods')
        .where({ id: input.shipping_method_id, status: 'active' })
        .first();
      if (!method) throw notFound('Shipping method');
      [method] = await shippingIn(trx, language, [method]);
      const local = Boolean(country) && country === shopCountry;
      shipping = {
        name: method.name,
        local,
        time: local ? method.local_shipping_time : method.international_shipping_time,
        cost: shippingCost(
          {
            local_shipping_cost: Number(method.local_shipping_cost),
            international_shipping_cost: Number(method.international_shipping_cost),
            charge_per_product: Boolean(method.charge_per_product),
          },
          local,
          pieces,
        ),
      };
    }
    const discount = coupon?.discount ?? 0;
    const net = subtotal - discount + (shipping?.cost ?? 0);
    const vat = await shopOrderVat(trx, billing.seller_country, user, {
      country: input.country ? country : undefined,
      zip: input.zip,
    });
    const vatAmount = vatOf(net, vat.rate_bp);
    const totals: ShopTotals = {
      subtotal,
      discount,
      shipping_cost: shipping?.cost ?? 0,
      net,
      vat_bp: vat.rate_bp,
      vat: vatAmount,
      total: net + vatAmount,
      currency: site.currency,
    };
    return {
      lines,
      stock,
      coupon,
      shipping,
      totals,
      shop,
      // Copied onto the order: its invoice shows them as they were at checkout.
      reverseCharge: vat.reverse_charge,
      exportDelivery: vat.export,
      buyerVatNo: vat.buyerVatNo,
    };
  }

  return {
    /** `language`: the reader's, for the shipping method's name and delivery time. */
    async quote(
      userId: number,
      input: ShopCheckoutQuoteInput,
      language: string = DEFAULT_LOCALE,
    ): Promise<ShopCheckoutQuote> {
      const p = await price(db, userId, input, await preload(), language);
      // The total is not what checkout would take: the line the stock cannot cover is named instead.
      const short = shortage(p.lines, p.stock);
      if (short) throw stockConflict((await namedIn(db, [short.line], language))[0].name, short.left);
      return {
        status: 'success',
        applied_coupon: p.coupon
          ? {
              code: p.coupon.row.code,
              flat_amount: Number(p.coupon.row.flat_amount),
              percentage: Number(p.coupon.row.percentage_bp) / 100,
            }
          : null,
        shipping: p.shipping,
        totals: p.totals,
        reverse_charge: p.reverseCharge,
        export: p.exportDelivery,
        payment_methods: await shopPaymentMethods(app, p.shop),
      };
    },

    /** How much a coupon takes off the caller's cart, or why it does not apply. */
    async validateCoupon(userId: number, code: string) {
      const p = await price(db, userId, { coupon_code: code }, await preload());
      // `price` takes a blank code for "no coupon"; here it is a code that matches none.
      if (!p.coupon) throw new UnknownCouponError();
      const c = p.coupon.row;
      return {
        status: 'success' as const,
        coupon: {
          code: c.code,
          name: c.name,
          flat_amount: Number(c.flat_amount),
          percentage: Number(c.percentage_bp) / 100,
        },
        discount: p.totals.discount,
      };
    },

    /**
     * Turns the cart into an order in one transaction: prices it, counts the coupon use and takes the stock
     * with guarded updates (never below zero, never past a coupon's limit, whatever runs at the same time),
     * then empties the cart. Payment starts after; if the provider cannot be reached the order is cancelled.
     */
    /** `language`: the one the request asks for; without one, the account's. */
    async checkout(userId: number, input: ShopCheckoutInput, language: string | null = null) {
      await settings.requireOpen();
      await orders.expireUnpaid();
      const pre = await preload();
      const shop = pre.shop;
      if (!(await shopPaymentMethods(app, shop)).includes(input.payment_method)) {
        if (input.payment_method === 'bank' && shop.bank_payment && (await bankUnready(app)))
          throw bankNotReady();
        throw httpError(400, 'FEATURE_DISABLED', 'This payment method is not available.');
      }
      const address = deliveryAddress(input.address);
      const orderId = await withRetries(() =>
        db.transaction(async (trx) => {
          // The customer's checkouts queue on their cart row, before anything is read: a second one (a double
          // click, a script) then sees the cart emptied and the coupon used by the first, not a stale copy.
          await forUpdate(trx, trx('shop_carts').where({ user_id: userId }).first('id'));
          const account = language
            ? null
            : await trx('users')
                .where({ id: userId })
                .first<{ language: string | null } | undefined>('language');
          const asked = language ?? account?.language ?? DEFAULT_LOCALE;
          const buyerLanguage = isLocale(asked) ? asked : DEFAULT_LOCALE;
          const p = await price(
            trx,
            userId,
            {
              shipping_method_id: input.shipping_method_id,
              coupon_code: input.coupon_code,
              country: address.country,
              zip: address.zip,
            },
            pre,
            buyerLanguage,
          );
          p.lines = await namedIn(trx, p.lines, buyerLanguage);
          const short = shortage(p.lines, p.stock);
          if (short) throw stockConflict(short.line.name, short.left);
          // Staff may change a price after the customer saw the total: they confirm the new one first.
          if (
            (input.expected_total !== undefined && input.expected_total !== p.totals.total) ||
            (input.expected_currency !== undefined &&
              input.expected_currency.toUpperCase() !== p.totals.currency)
          )
            throw conflict('The prices in your cart changed; please check the new total.');
          if (p.coupon) {
            const counted = await trx('shop_coupons')
              .where({ id: p.coupon.row.id, status: 'active' })
              .where((w) => w.whereNull('max_uses').orWhere('used_count', '<', trx.ref('max_uses')))
              .increment('used_count', 1);
            if (!counted) throw conflict('This coupon has been used up.');
            if (p.coupon.row.max_uses_per_customer !== null) {
              const [{ n }] = await trx('shop_orders')
                .where({ coupon_id: p.coupon.row.id, user_id: userId })
                .whereNot('status', 'cancelled')
                .count({ n: '*' });
              if (Number(n) >= Number(p.coupon.row.max_uses_per_customer))
                throw conflict('You have already used this coupon.');
            }
          }
          // One product at a time in id order, so concurrent checkouts lock rows in the same order.
          const perProduct = new Map<number, { qty: number; name: string }>();
          for (const l of p.lines) {
            const e = perProduct.get(l.product_id) ?? { qty: 0, name: l.name };
            e.qty += l.quantity;
            perProduct.set(l.product_id, e);
          }
          for (const [id, { qty, name }] of [...perProduct].sort((a, b) => a[0] - b[0])) {
            const taken = await trx('shop_products')
              .where({ id, status: 'published' })
              .where('inventory', '>=', qty)
              .decrement('inventory', qty);
            if (!taken) {
              // Taken by another checkout meanwhile: a locking read sees what is left now, not the snapshot.
              const now = await forUpdate(
                trx,
                trx<ProductRow>('shop_products').where({ id, status: 'published' }).first('inventory'),
              );
              throw stockConflict(name, Number(now?.inventory ?? 0));
            }
          }
          const now = new Date();
          const [rawId] = await trx('shop_orders').insert({
            user_id: userId,
            status: 'initiated',
            items: JSON.stringify(p.lines),
            ...p.totals,
            coupon_id: p.coupon?.row.id ?? null,
            coupon_code: p.coupon?.row.code ?? null,
            shipping_method: JSON.stringify({
              name: p.shipping?.name ?? '',
              time: p.shipping?.time ?? '',
              local: p.shipping?.local ?? false,
            }),
            address: JSON.stringify(address),
            payment_method: input.payment_method,
            reverse_charge: p.reverseCharge,
            export: p.exportDelivery,
            buyer_vat_no: p.buyerVatNo,
            stock_held: true,
            reserved_until: new Date(now.getTime() + p.shop.reservation_minutes * 60_000),
            created_at: now,
            updated_at: now,
          });
          const id = Number(typeof rawId === 'object' ? (rawId as { id: number }).id : rawId);
          await trx('shop_orders')
            .where({ id })
            .update({ invoice_no: `SO-${now.getUTCFullYear()}-${String(id).padStart(6, '0')}` });
          await saveCartItems(trx, userId, []);
          return id;
        }),
      );
      const row = await db<OrderRow>('shop_orders').where({ id: orderId }).first();
      // Gone only if the customer's account was deleted in between (its orders go with it).
      if (!row) throw notFound('Order details');
      let next: Awaited<ReturnType<typeof startShopPayment>>;
      try {
        next = await startShopPayment(app, row);
      } catch (err) {
        await orders.cancel(orderId, AUTO_REASON.paymentNotStarted).catch(() => undefined);
        throw err;
      }
      await afterOrderChange(app, orderId, 'initiated');
      return { status: 'success' as const, order: await orders.byId(orderId, { userId }), next };
    },
  };
}

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);
/** Many buyers of the last units at once can deadlock on MariaDB; the loser simply tries again. */
async function withRetries<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (!RETRYABLE.has(code) || attempt >= 8) throw err;
      await new Promise((r) => setTimeout(r, 10 * attempt + Math.random() * 40));
    }
  }
}
