import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface Fixtures {
  apiUrl: string;
  staff: { login: string; password: string };
  customerToken: string;
  orderId: number;
  fields: Record<string, string | number | (string | number)[]>;
}
const fixtures = (): Fixtures => JSON.parse(readFileSync(process.env.E2E_FIXTURES as string, 'utf8'));

/** A customer sends a new order straight to the API, as the web portal would. */
async function placeOrder(f: Fixtures): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(f.fields))
    for (const one of Array.isArray(v) ? v : [v]) form.append(k, String(one));
  form.append('original_file', new Blob([new Uint8Array(2048).fill(7)]), 'passat.bin');
  const res = await fetch(`${f.apiUrl}/api/order`, {
    method: 'POST',
    body: form,
    headers: { 'x-access-token': f.customerToken },
  });
  expect(res.status).toBe(200);
  return (await res.json()).order._id;
}

test('a tuner signs in, opens an order from the live queue and delivers a dropped file', async ({ page }) => {
  const f = fixtures();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/');
  await expect(page.getByText('Staff sign-in')).toBeVisible();
  // The browser build defaults to its own origin, where the API is proxied.
  await expect(page.getByLabel('Server address')).toHaveValue(new URL(page.url()).origin);
  await page.getByLabel('Username or e-mail').fill(f.staff.login);
  await page.getByLabel('Password').fill(f.staff.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const row = page.getByTestId(`order-row-${f.orderId}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('AB12 CDE');
  await expect(page.getByTestId('pending-count')).toContainText('1');

  // A new order arrives while the queue is open: it appears without a reload.
  const second = await placeOrder(f);
  await expect(page.getByTestId(`order-row-${second}`)).toBeVisible();
  await expect(page.getByTestId('pending-count')).toContainText('2');

  await row.click();
  const details = page.getByTestId('order-details');
  await expect(details).toContainText(`Order #${f.orderId}`);
  await expect(details).toContainText('KESS3');
  await expect(details.locator('[data-status]').first()).toHaveAttribute('data-status', 'pending');

  const dataTransfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    const bytes = new Uint8Array(64 * 1024).map((_, i) => (i * 31) % 251);
    dt.items.add(new File([bytes], 'golf stage1.bin', { type: 'application/octet-stream' }));
    return dt;
  });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });

  await expect(page.getByTestId(`upload-${f.orderId}`)).toHaveAttribute('data-state', 'delivered');
  await expect(page.getByTestId('modified-file')).toHaveText('golf stage1.bin');
  await expect(details.locator('[data-status]').first()).toHaveAttribute('data-status', 'completed');
  await expect(page.getByTestId(`order-row-${f.orderId}`)).toHaveCount(0);
  await expect(page.getByTestId('pending-count')).toContainText('1');
  expect(errors).toEqual([]);
});
