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
