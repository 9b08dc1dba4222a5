import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, type TestApp, type TestUser } from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';

let app: TestApp;
let staff: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  staff = await createStaff(app, { settings: true });
});
afterAll(() => app.cleanup());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: staff.headers, payload });

describe('values the site settings check', () => {
  it('takes e-mail addresses only as contact and sender, in JSON and in the form', async () => {
    for (const contact_email of ['not-an-address', 'a@b', 'desk@example.test\r\nBcc: evil@x.y']) {
      const res = await post('/api/settings', { contact_email });
      expect(res.statusCode, contact_email).toBe(400);
      expect(res.json().message).toBe(
        'The contact e-mail must be an e-mail address, such as info@example.com.',
      );
    }
    for (const smtp_from of ['Portal', 'Portal <no-reply>', 'no-reply@example.test\nBcc: evil@x.y']) {
      const res = await post('/api/settings', { smtp_from });
      expect(res.statusCode, smtp_from).toBe(400);
      expect(res.json().message).toContain('The sender must be an e-mail address');
    }
    const form = await formData({ contact_email: 'nobody' });
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { ...staff.headers, ...form.headers },
      payload: form.payload,
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toContain('The contact e-mail must be an e-mail address');

    const ok = await post('/api/settings', {
      contact_email: 'desk@example.test',
      smtp_from: 'Portal <no-reply@example.test>',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const cleared = await post('/api/settings', { contact_email: '', smtp_from: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });

  it('takes only currency codes the platform knows, for the site and the extra prices', async () => {
    for (const currency of ['e$1', 'eur', 'QQQ']) {
      const res = await post('/api/settings', { currency });
      expect(res.statusCode, currency).toBe(400);
      expect(res.json().message).toBe(
        `"${currency}" is not a currency code. Use a three-letter code such as EUR or USD.`,
      );
    }
    const extra = await post('/api/settings', { currency_prices: { ZAR: 2000, QQQ: 5 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('"QQQ"');
    // Amounts are kept in hundredths: a currency without cents (or with three decimals) would be charged wrong.
    for (const body of [{ currency: 'JPY' }, { currency_prices: { BHD: 40 } }]) {
      const refused = await post('/api/settings', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(
        /^Prices are kept with two decimal places, so "(JPY|BHD)" cannot be used/,
      );
    }
    const ok = await post('/api/settings', { currency: 'GBP', currency_prices: { ZAR: 2000 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().currency).toBe('GBP');
  });

  it('takes staff e-mail addresses only as single addresses', async () => {
    for (const address of ['desk@example.test\r\nBcc: evil@x.y', 'a@b.c, evil@x.y', 'desk']) {
      const res = await post('/api/notification_settings', { staff_emails: ['ok@example.test', address] });
      expect(res.statusCode, address).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'staff_emails.1',
        message: 'Invalid "staff_emails" (entry 2): must be an e-mail address.',
      });
    }
    const ok = await post('/api/notification_settings', { staff_emails: ['desk@example.test'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().staff_emails).toEqual(['desk@example.test']);
  });

  it('takes colours as #rgb or #rrggbb', async () => {
    for (const colour of ['#12345', '#1234567', '#12345678', '#ggg']) {
      const theme = await post('/api/theme_settings', { card_bg_color: colour });
      expect(theme.statusCode, colour).toBe(400);
      const site = await post('/api/settings', { primary_color: colour });
      expect(site.statusCode, colour).toBe(400);
    }
    for (const colour of ['#abc', '#A1B2C3', '']) {
      const theme = await post('/api/theme_settings', { card_bg_color: colour });
      expect(theme.statusCode, colour).toBe(200);
      expect(theme.json().card_bg_color).toBe(colour);
    }
  });
});
