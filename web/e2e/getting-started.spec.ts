import { expect, test } from '@playwright/test';
import { ADMIN, apiSignIn } from './support/accounts';
import { auth, personPage } from './support/people';

type Step = { key: string; done: boolean };

/**
 * The dashboard's "Getting started" list on a portal without demo data: it follows the server's data, links
 * to where each step is done, goes when all are done and stays hidden in a browser that hid it. Every setting
 * this changes is put back at the end, for the specs after it.
 */
test('getting started: shown while setup is unfinished, ticks steps, links to them, goes when done', async ({
  browser,
  request,
}) => {
  const admin = await apiSignIn(request, ADMIN.login, ADMIN.password);
  const headers = auth(admin.access_token);
  const steps = async () => {
    const res = await request.get('/api/settings/setup_status', { headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { steps: Step[] }).steps;
  };
  const billingBefore = await (await request.get('/api/credits/billing_settings', { headers })).json();
  const notificationsBefore = await (await request.get('/api/notification_settings', { headers })).json();
  const made: string[] = [];
  try {
    // No staff address: that step at least is open.
    const cleared = await request.post('/api/notification_settings', { headers, data: { staff_emails: [] } });
    expect(cleared.status()).toBe(200);

    const page = await personPage(browser, ADMIN.login, ADMIN.password);
    await page.goto('/admin');
    const card = page.getByTestId('getting-started');
    await expect(card).toBeVisible();
    await expect(card.getByText('Getting started')).toBeVisible();
    // Every step the server lists, ticked as the server says.
    for (const s of await steps())
      await expect(card.getByTestId(`setup-${s.key}`)).toHaveAttribute('data-done', String(s.done));
    const staffStep = card.getByTestId('setup-staff_emails');
    await expect(staffStep).toHaveAttribute('data-done', 'false');

    // The step's link opens the notifications tab, which says why staff e-mails cannot go out yet.
    await staffStep
      .getByRole('link', { name: 'Enter staff e-mail addresses for new orders and tickets' })
      .click();
    await expect(page).toHaveURL(/\/admin\/website_settings\?tab=notifications/);
    const why = 'Cannot work yet: no staff e-mail address is entered.';
    await expect(page.getByTestId('notify-email_on_new_order-no-address')).toHaveText(why);
    await expect(page.getByTestId('notify-email_on_new_ticket-no-address')).toHaveText(why);
    await expect(page.getByTestId('notify-email_on_new_account-no-address')).toHaveText(why);
    const addresses = page.getByLabel('Staff e-mail addresses');
    await addresses.fill('desk@example.com');
    await addresses.press('Enter');
    // Gone as soon as an address is typed in, before saving.
    await expect(page.getByTestId('notify-email_on_new_order-no-address')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();

    await page.goto('/admin');
    await expect(card.getByTestId('setup-staff_emails')).toHaveAttribute('data-done', 'true');

    // Everything else done through the API: the list goes away.
    const billing = await request.put('/api/credits/billing_settings', {
      headers,
      data: {
        seller_name: 'Fast Garage Ltd',
        seller_address: '1 Main St, London',
        bank_iban: 'DE89370400440532013000',
      },
    });
    expect(billing.status(), await billing.text()).toBe(200);
    if (!(await steps()).find((s) => s.key === 'service')?.done) {
      const res = await request.post('/api/service', {
        headers,
        data: {
          service_name: 'Stage setup',
          type_1_price: 1,
          type_2_price: 1,
          type_3_price: 1,
          status: 'online',
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      made.push(`/api/service/${((await res.json()) as { _id: number })._id}`);
    }
    if (!(await steps()).find((s) => s.key === 'terms')?.done) {
      const res = await request.post('/api/terms', {
        headers,
        data: {
          kind: 'terms_and_conditions',
          language: 'en',
          title: 'Terms',
          content: 'Pay before delivery.',
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      made.push(`/api/terms/${((await res.json()) as { _id: number })._id}`);
    }
    expect((await steps()).filter((s) => !s.done)).toEqual([]);
    await page.reload();
    await expect(page.getByTestId('count-customers')).toBeVisible();
    await expect(card).toHaveCount(0);

    // A step open again brings it back; hidden, it stays hidden in this browser.
    await request.post('/api/notification_settings', { headers, data: { staff_emails: [] } });
    await page.reload();
    await expect(card).toBeVisible();
    await card.getByTestId('getting-started-hide').click();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('count-customers')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.context().close();
  } finally {
    for (const url of made.reverse()) await request.delete(url, { headers });
    await request.put('/api/credits/billing_settings', { headers, data: billingBefore });
    await request.post('/api/notification_settings', { headers, data: notificationsBefore });
  }
});
