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

  // The font is written into the site's CSS (the page's font and its styles): a value that is not a font list
  // could end the declaration and add rules of its own.
  it('takes the font only as a list of font names, says why in the reader language and keeps the old one', async () => {
    const fonts = {
      plain: 'Inter, sans-serif',
      quoted: `"Open Sans", 'Noto Sans JP', Arial, sans-serif`,
      other_scripts: '"Noto Sans Devanagari", नोटो संस, 微软雅黑, Schrift-Größe 2',
    };
    for (const font_family of Object.values(fonts)) {
      const ok = await post('/api/settings', { font_family });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().font_family).toBe(font_family);
    }
    const site = async () =>
      (await app.inject({ method: 'GET', url: '/api/auth/get_site_data' })).json().settings.font_family;
    expect(await site()).toBe(fonts.other_scripts);

    const words =
      'The font must be one or more font names separated by commas, such as "Open Sans", Arial, sans-serif. A name may contain letters, digits, spaces and hyphens, and may be put in quotes.';
    const bad = [
      'Arial; color: red',
      'Arial} body { background: url(https://evil.example/x.png)',
      'Arial</style><script>alert(1)</script>',
      'Arial\\3b color: red',
      'x/**/y',
      '"Open Sans',
      'Arial,,serif',
      'Arial\nserif',
    ];
    for (const font_family of bad) {
      const res = await post('/api/settings', { font_family });
      expect(res.statusCode, font_family).toBe(400);
      expect(res.json().message, font_family).toBe(words);
    }
    // In the reader's language, and the same through the settings form (multipart, e.g. with a logo).
    const german = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { ...staff.headers, 'accept-language': 'de-DE,de;q=0.9' },
      payload: { font_family: 'Arial; color: red' },
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().message).toBe(
      'Die Schriftart muss aus einem oder mehreren Schriftnamen bestehen, durch Kommas getrennt, z. B. "Open Sans", Arial, sans-serif. Ein Name darf Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten und in Anführungszeichen stehen.',
    );
    const form = await formData({ site_title: 'Never saved', font_family: 'Arial{}' });
    const multipart = await app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { ...staff.headers, ...form.headers },
      payload: form.payload,
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().message).toBe(words);

    expect(await site()).toBe(fonts.other_scripts);
    const stored = await app.inject({ method: 'GET', url: '/api/settings', headers: staff.headers });
    expect(stored.json().site_title).not.toBe('Never saved');
    const cleared = await post('/api/settings', { font_family: '' });
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

  // The public dealer locator hands the site's place id to anyone: only a place id's own characters are kept.
  it('takes the Google place id only as letters, digits, "_" and "-"', async () => {
    for (const id of ['ab\u0000cd', 'x\u202eevil', 'ChIJ<script>', 'a b']) {
      const res = await post('/api/settings', { google_place_id: id });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().message, id).toContain('google_place_id');
    }
    for (const id of ['ChIJN1t_tDeuEmsRUsoyG83frY4', '']) {
      const res = await post('/api/settings', { google_place_id: id });
      expect(res.statusCode, id).toBe(200);
      expect(res.json().google_place_id).toBe(id);
    }
  });
});
