import { id, notFound, serve } from './serve.js';

export function fakeSquare(accessToken: string) {
  const orders = new Map<
    string,
    {
      id: string;
      location_id: string;
      state: string;
      total_money: { amount: number; currency: string };
      net_amount_due_money: { amount: number; currency: string };
      tenders: unknown[];
    }
  >();
  const refunds: {
    id: string;
    idempotency_key: string;
    payment_id: string;
    amount_money: { amount: number; currency: string };
    status: string;
  }[] = [];
  return serve({ orders, refunds }, (req, body, url) => {
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return { status: 401, json: { errors: [{ code: 'UNAUTHORIZED' }] } };
    if (req.method === 'POST' && url.pathname === '/v2/online-checkout/payment-links') {
      const b = JSON.parse(body);
      const money = b.quick_pay.price_money;
      const order = {
        id: id('sqo_'),
        location_id: b.quick_pay.location_id,
        state: 'OPEN',
        total_money: money,
        net_amount_due_money: money,
        tenders: [],
      };
      orders.set(order.id, order);
      const linkId = id('LNK');
      return {
        json: {
          payment_link: {
            id: linkId,
            version: 1,
            order_id: order.id,
            url: `https://square.link/u/${linkId}`,
          },
        },
      };
    }
    const m = /^\/v2\/orders\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) return orders.has(m[1]) ? { json: { order: orders.get(m[1]) } } : notFound;
    if (req.method === 'POST' && url.pathname === '/v2/refunds') {
      const b = JSON.parse(body);
      const seen = refunds.find((r) => r.idempotency_key === b.idempotency_key);
      if (seen) return { json: { refund: seen } };
      const order = [...orders.values()].find((o) =>
        (o.tenders as { payment_id?: string }[]).some((t) => t.payment_id === b.payment_id),
      );
      const refunded = refunds
        .filter((r) => r.payment_id === b.payment_id)
        .reduce((n, r) => n + r.amount_money.amount, 0);
      if (order?.state !== 'COMPLETED' || refunded + b.amount_money.amount > order.total_money.amount)
        return { status: 400, json: { errors: [{ code: 'REFUND_AMOUNT_INVALID' }] } };
      const r = {
        id: id('rf_'),
        idempotency_key: b.idempotency_key as string,
        payment_id: b.payment_id as string,
        amount_money: b.amount_money as { amount: number; currency: string },
        status: 'PENDING',
      };
      refunds.push(r);
      return { json: { refund: r } };
    }
    return notFound;
  });
}
