import { type APIRequestContext, expect } from '@playwright/test';

type Answer = Awaited<ReturnType<APIRequestContext['post']>>;
type Headers = { 'x-access-token': string };

/** The answer's body once the call worked; a failed call fails the test with the server's words. */
export async function ok(res: Answer): Promise<Record<string, unknown>> {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
}

/** A parcel delivery the admin adds: 5.00 at home in 1-2 days, 20.00 abroad in 5-8 days. */
export async function addParcel(request: APIRequestContext, admin: Headers, name: string) {
  return ok(
    await request.post('/api/shop/shipping_method/add', {
      headers: admin,
      data: {
        name,
        local_shipping_cost: 500,
        international_shipping_cost: 2000,
        local_shipping_time: '1-2 days',
        international_shipping_time: '5-8 days',
      },
    }),
  );
}

/** The shop open for bank transfers in Germany, with a parcel delivery and a published product of the test's own. */
export async function openShop(request: APIRequestContext, admin: Headers, name: string) {
  const tag = Date.now().toString(36);
  await ok(
    await request.post('/api/shop/settings/update', {
      headers: admin,
      data: { status: true, bank_payment: true, country: 'DE' },
    }),
  );
  // Bank transfer is offered only with an account to pay into; one entered by another spec is kept.
  const billing = (await ok(await request.get('/api/credits/billing_settings', { headers: admin }))) as {
    bank_iban: string;
  };
  if (!billing.bank_iban)
    await ok(
      await request.put('/api/credits/billing_settings', {
        headers: admin,
        data: { bank_account_holder: 'Tuning Portal GmbH', bank_iban: 'DE89370400440532013000' },
      }),
    );
  const parcel = (await addParcel(request, admin, `${name} parcel ${tag}`)) as {
    shipping_method: { _id: number };
  };
  const product = (await ok(
    await request.post('/api/shop/product/add', {
      headers: admin,
      data: {
        name: `${name} cable ${tag}`,
        slug: `${name.toLowerCase()}-cable-${tag}`,
        product_code: `${name.slice(0, 2).toUpperCase()}${tag}`.slice(0, 10),
        price: 1500,
        inventory: 10,
        status: 'published',
      },
    }),
  )) as { product: { _id: number } };
  return { parcelId: parcel.shipping_method._id, productId: product.product._id };
}

/** One of the product, bought by bank transfer and sent to Cologne. */
export async function placeBankOrder(
  request: APIRequestContext,
  buyer: Headers,
  shop: { parcelId: number; productId: number },
) {
  await ok(
    await request.post('/api/shop/cart/add_item', {
      headers: buyer,
      data: { product_id: shop.productId, quantity: 1 },
    }),
  );
  const placed = (await ok(
    await request.post('/api/shop/checkout', {
      headers: buyer,
      data: {
        shipping_method_id: shop.parcelId,
        payment_method: 'bank',
        address: {
          name: 'Mia Menu',
          address: 'Ring 3',
          city: 'Köln',
          zip: '50667',
          country: 'DE',
          phone: '',
        },
      },
    }),
  )) as { order: { _id: number; invoice_no: string } };
  return placed.order;
}
