import {
  IdParam,
  ShopCartItemInput,
  ShopCartReply,
  ShopCartUpdate,
  ShopCheckoutInput,
  ShopCheckoutQuote,
  ShopCheckoutQuoteInput,
  ShopCheckoutReply,
  ShopInvoiceParam,
  ShopMarkPaid,
  ShopMarkRefunded,
  ShopMarkShipped,
  ShopOne,
  ShopOrder,
  ShopOrderIdBody,
  ShopOrderQuery,
  ShopOrderReasonBody,
  ShopOrderReply,
  ShopPaged,
  ShopSettings,
  ShopSettingsUpdate,
  ShopStatistics,
} from '@portal/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { languageOf, requestedLanguage } from '../../i18n/messages/index.js';
import { msg } from '../../lib/errors.js';
import { FileReply, replies } from '../../lib/schema.js';
import { canHandleShopOrders, shopOrderStaffGuard } from './access.js';
import { cartService } from './cart.js';
import { checkoutService } from './checkout.js';
import { couponGuesses } from './coupon-guesses.js';
import { ordersService } from './orders.js';
import { bankTransferOf, handleShopReturn, SHOP_PROVIDERS } from './payment.js';
import { markRefundedByHand } from './refund.js';
import { renderShopInvoicePdf } from './pdf.js';
import { shopSettings } from './settings.js';
import { shopStatistics } from './statistics.js';

const tags = ['Shop'];
/** The PDF's file name: the invoice's number once the order is paid, the order's before. */
const documentName = (o: ShopOrder) =>
  o.paid_at ? `invoice-${o.issued_invoice_no ?? o.invoice_no}` : `order-${o.invoice_no}`;

/** Cart, checkout, shop orders and their states, shop settings and statistics. */
export const shopOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cart = cartService(app);
  const checkout = checkoutService(app);
  const guesses = couponGuesses(app);
  const orders = ordersService(app);
  const settings = shopSettings(app);
  const orderStaff = shopOrderStaffGuard(app);
  const can = (p: Parameters<typeof app.requirePermission>[0]) => app.requirePermission(p);
  /** An order waiting for a bank transfer says where to send it, on its page as at checkout. */
  const withBankTransfer = async (order: ShopOrder): Promise<ShopOrder> =>
    order.status === 'initiated' && order.payment_method === 'bank'
      ? { ...order, bank_transfer: await bankTransferOf(app, { id: order._id, ...order }) }
      : order;
  const viewer = (req: { user: { _id: number; role_id: number; permissions?: unknown } }) =>
    canHandleShopOrders(req.user) ? ('staff' as const) : { userId: req.user._id };

  // ---- Cart
  app.get('/shop/cart', {
    onRequest: app.requireUser,
    schema: { tags, summary: "The caller's cart", response: replies(ShopCartReply, 401) },
    handler: async (req) => ({
      status: 'success' as const,
      cart: await cart.view(req.user._id, languageOf(req)),
    }),
  });
  app.post('/shop/cart/add_item', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'Add a product (with picked extra options) to the cart; the same pick adds up',
      body: ShopCartItemInput,
      response: replies(ShopCartReply, 401, 403, 404, 409),
    },
    handler: async (req) => {
      await settings.requireOpen();
      return {
        status: 'success' as const,
        message: msg('Added to your cart.'),
        cart: await cart.addItem(req.user._id, req.body, languageOf(req)),
      };
    },
  });
  app.post('/shop/cart/update', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "Replace the items of the cart named by shopping_cart_id (the caller's own)",
      body: ShopCartUpdate,
      response: replies(ShopCartReply, 401, 404, 409),
    },
    handler: async (req) => ({
      status: 'success' as const,
      message: msg('Your cart has been saved.'),
      cart: await cart.update(req.user._id, req.body, languageOf(req)),
    }),
  });

  // ---- Checkout
  app.post('/shop/checkout/quote', {
    onRequest: app.requireUser,
    preHandler: guesses.check,
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary:
        'The checkout state of the cart: applied coupon, shipping cost and time, VAT, total, payment methods',
      body: ShopCheckoutQuoteInput,
      response: replies(ShopCheckoutQuote, 401, 404, 409, 429),
    },
    handler: (req) => guesses.counted(req, () => checkout.quote(req.user._id, req.body, languageOf(req))),
  });
  app.post('/shop/checkout', {
    onRequest: app.requireUser,
    preHandler: guesses.check,
    // A resent order (a double click, an answer lost on the way) gets the first answer: one order, one payment.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true },
    schema: {
      tags,
      summary:
        'Place the order of the cart: stock is reserved, then payment starts (redirect or bank instructions)',
      body: ShopCheckoutInput,
      response: replies(ShopCheckoutReply, 401, 403, 404, 409, 429, 502),
    },
    handler: (req) =>
      guesses.counted(req, () => checkout.checkout(req.user._id, req.body, requestedLanguage(req))),
  });
  app.get('/shop/payments/:provider/return', {
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags,
      summary: 'Where the payment provider sends the customer back; redirects to the checkout result page',
      security: [],
      params: Type.Object({ provider: Type.Union(SHOP_PROVIDERS.map((p) => Type.Literal(p))) }),
      querystring: Type.Object({
        order: Type.Integer({ minimum: 1 }),
        key: Type.Optional(Type.String({ maxLength: 64 })),
      }),
      response: {
        200: Type.Object({ redirect_url: Type.String() }),
        302: Type.Null(),
        400: Type.Ref('ErrorBody'),
      },
    },
    handler: async (req, reply) => {
      const target = await handleShopReturn(app, req.params.provider, req.query.order, req.query.key);
      if (req.headers.accept?.includes('application/json')) return { redirect_url: target };
      return reply.redirect(target, 302);
    },
  });

  // ---- Orders
  app.get('/shop/order/get_mine', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: "The caller's shop orders (paged)",
      querystring: ShopOrderQuery,
      response: replies(ShopPaged(ShopOrder), 401),
    },
    handler: (req) => orders.list(req.query, { userId: req.user._id }),
  });
  app.get('/shop/order/get_all', {
    onRequest: orderStaff,
    schema: {
      tags,
      summary: 'Every shop order (paged; status filter; size -1 for the pending count)',
      querystring: ShopOrderQuery,
      response: replies(ShopPaged(ShopOrder), 401, 403),
    },
    handler: (req) => orders.list(req.query, 'staff'),
  });
  app.get('/shop/order/get_by_id/:id', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'A shop order (customers: their own)',
      params: IdParam,
      response: replies(ShopOne('order', ShopOrder), 401, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      order: await withBankTransfer(await orders.byId(req.params.id, viewer(req))),
    }),
  });
  app.get('/shop/order/get_by_invoice_no/:invoice_no', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'A shop order by invoice number (customers: their own)',
      params: ShopInvoiceParam,
      response: replies(ShopOne('order', ShopOrder), 401, 404),
    },
    handler: async (req) => ({
      status: 'success' as const,
      order: await withBankTransfer(await orders.byInvoice(req.params.invoice_no, viewer(req))),
    }),
  });
  app.get('/shop/order/invoice/:invoice_no', {
    onRequest: app.requireUser,
    schema: {
      tags,
      summary: 'The invoice of a shop order as PDF (customers: their own)',
      params: ShopInvoiceParam,
      response: { 200: FileReply, 401: Type.Ref('ErrorBody'), 404: Type.Ref('ErrorBody') },
    },
    handler: async (req, reply) => {
      const { order, vat, seller } = await orders.forInvoice(req.params.invoice_no, viewer(req));
      const pdf = await renderShopInvoicePdf({
        order,
        vat,
        language: req.user.language,
        // Paid orders print the details they were invoiced with; an unpaid order's document today's.
        billing: seller ?? (await app.settings.get('billing')),
        siteTitle: (await app.settings.all()).site_title,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${documentName(order)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
  const changed = (message: string) => async (order: Promise<unknown>) => ({
    status: 'success' as const,
    message,
    order: (await order) as ShopOrder,
  });
  app.post('/shop/order/mark_as_paid', {
    onRequest: can('shop_manager.mark_as_paid_order'),
    schema: {
      tags,
      summary: 'Record a payment (bank transfer) of an initiated order',
      body: ShopMarkPaid,
      response: replies(ShopOrderReply, 401, 403, 404, 409),
    },
    handler: (req) =>
      changed(msg('The order is marked as paid.'))(
        orders.markPaid(req.body.order_id, req.body.payment_method, req.body.txn_id),
      ),
  });
  app.post('/shop/order/mark_as_processing', {
    onRequest: can('shop_manager.process_order'),
    schema: {
      tags,
      summary: 'Start (or resume) work on a paid order',
      body: ShopOrderIdBody,
      response: replies(ShopOrderReply, 401, 403, 404, 409),
    },
    handler: (req) => changed(msg('The order is being processed.'))(orders.markProcessing(req.body.order_id)),
  });
  app.post('/shop/order/mark_as_on_hold', {
    onRequest: can('shop_manager.hold_order'),
    schema: {
      tags,
      summary: 'Put an order on hold, with the reason',
      body: ShopOrderReasonBody,
      response: replies(ShopOrderReply, 401, 403, 404, 409),
    },
    handler: (req) =>
      changed(msg('The order is on hold.'))(orders.markOnHold(req.body.order_id, req.body.reason)),
  });
  app.post('/shop/order/mark_as_shipped', {
    onRequest: can('shop_manager.ship_order'),
    schema: {
      tags,
      summary: 'Ship an order: tracking number and estimated delivery date',
      body: ShopMarkShipped,
      response: replies(ShopOrderReply, 401, 403, 404, 409),
    },
    handler: (req) =>
      changed(msg('The order is marked as shipped.'))(
        orders.markShipped(
          req.body.order_id,
          req.body.parcel_tracking_number,
          req.body.estimated_delivery_date,
        ),
      ),
  });
  app.post('/shop/order/mark_as_completed', {
    onRequest: can('shop_manager.complete_order'),
    schema: {
      tags,
      summary: 'Complete a shipped order',
      body: ShopOrderIdBody,
      response: replies(ShopOrderReply, 401, 403, 404, 409),
    },
    handler: (req) => changed(msg('The order is completed.'))(orders.markCompleted(req.body.order_id)),
  });
  app.post('/shop/order/cancel', {
    onRequest: can('shop_manager.cancel_order'),
    schema: {
      tags,
      summary: 'Cancel an order before it ships: stock goes back, a refund is noted',
      body: ShopOrderReasonBody,
      response: replies(ShopOrderReply, 401, 403, 404, 409),
    },
    handler: (req) =>
      changed(msg('The order has been cancelled.'))(orders.cancel(req.body.order_id, req.body.reason)),
  });
  app.post('/shop/order/mark_as_refunded', {
    // Whoever may cancel an order settles the money a cancellation leaves to give back.
    onRequest: can('shop_manager.cancel_order'),
    schema: {
      tags,
      summary: 'Record that a refund due on a cancelled order was made by hand, with an optional reference',
      body: ShopMarkRefunded,
      response: replies(ShopOrderReply, 401, 403, 404, 409),
    },
    handler: async (req) => {
      await markRefundedByHand(app, req.body.order_id, req.body.reference ?? '', req.user._id);
      return changed(msg('The refund has been recorded.'))(orders.byId(req.body.order_id, 'staff'));
    },
  });

  // ---- Settings and statistics
  app.get('/shop/settings/get', {
    schema: {
      tags,
      summary: 'Shop settings: open or closed, description, terms, payment methods',
      security: [],
      response: replies(ShopOne('settings', ShopSettings)),
    },
    handler: async () => ({ status: 'success' as const, settings: await settings.get() }),
  });
  app.get('/shop/settings/get_statistics', {
    onRequest: can('shop_manager.shop_settings'),
    schema: {
      tags,
      summary: 'Revenue per day and month, orders per state, top products, average order value',
      response: replies(ShopStatistics, 401, 403),
    },
    handler: () => shopStatistics(app),
  });
  app.post('/shop/settings/update', {
    onRequest: can('shop_manager.shop_settings'),
    schema: {
      tags,
      summary: 'Change shop settings (fields left out keep their value)',
      body: ShopSettingsUpdate,
      response: replies(ShopOne('settings', ShopSettings), 401, 403),
    },
    handler: async (req) => ({
      status: 'success' as const,
      message: msg('The shop settings have been saved.'),
      settings: await settings.update(req.body),
    }),
  });
};
