import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { blankPng, FAKE_GIF } from '../../../test/support/images.js';
import { formData } from '../downloads/test-form.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

async function upload(user: TestUser, content: Buffer, name = 'map.png') {
  const f = await formData({}, [{ field: 'file', name, type: 'image/png', content }]);
  return app.inject({
    method: 'POST',
    url: '/api/upload_message_image',
    payload: f.payload,
    headers: { ...user.headers, ...f.headers },
  });
}

describe('pictures and rich text in staff messages', () => {
  it('keeps formatting and our own pictures, drops script, foreign pictures and attributes', async () => {
    const customer = await createUser(app);
    const up = await upload(admin, PNG);
    expect(up.statusCode, up.body).toBe(200);
    const { url } = up.json();
    expect(url).toMatch(/^\/api\/message_image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);

    const body = [
      `<p onclick="steal()">New <b style="color:red">maps</b> <script>alert(1)</script>ready</p>`,
      `<img src="${url}" onerror="alert(2)" width="10">`,
      '<img src="https://evil.example/track.gif">',
      '<a href="javascript:alert(3)">link</a><ul><li>Golf</li></ul>',
    ].join('');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/message',
      payload: { subject: 'Maps', message: body, user_ids: [customer.id] },
      headers: admin.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const shown = (await app.inject({ url: '/api/messages', headers: customer.headers })).json().items[0]
      .message;
    expect(shown).toBe(`<p>New <b>maps</b> ready</p><img src="${url}" alt="">link<ul><li>Golf</li></ul>`);

    // The picture is served to anyone holding its address (an e-mail client has no session).
    const img = await app.inject({ url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it('e-mails the text with the picture as a full address, and the picture in the HTML part', async () => {
    const customer = await createUser(app);
    const { url } = (await upload(admin, PNG)).json();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/message/sendEmail',
      payload: {
        subject: 'Picture',
        message: `<p>See <i>this</i>:</p><img src="${url}">`,
        user_ids: [customer.id],
      },
      headers: admin.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitFor(customer.email);
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(raw).toContain(`See this:`);
    expect(raw).toContain(`${app.config.publicUrl}${url}`);
    expect(raw).toContain(`<img src="${app.config.publicUrl}${url}"`);
  });

  it('escapes an unclosed tag that a rebuilt picture would otherwise close, on the page and in the e-mail', async () => {
    const customer = await createUser(app);
    const { url } = (await upload(admin, PNG)).json();
    const message = `<p>Hi</p><image src=x onerror=alert(document.domain) <img src="${url}">`;
    const expected = `<p>Hi</p>&lt;image src=x onerror=alert(document.domain) <img src="${url}" alt="">`;
    // Our own tags taken out, every angle bracket left must have been escaped.
    const expectOnlyOwnMarkup = (html: string) => {
      expect(html.replace(/<\/?p>|<img src="[^"]+" alt="">/g, '')).not.toMatch(/[<>]/);
      expect(html).not.toMatch(/<[^>]*\son[a-z]*\s*=/i);
    };
    const sent = await app.inject({
      method: 'POST',
      url: '/api/message',
      payload: { subject: 'Hello', message, user_ids: [customer.id] },
      headers: admin.headers,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const shown = (await app.inject({ url: '/api/messages', headers: customer.headers })).json().items[0]
      .message;
    expect(shown).toBe(expected);
    expectOnlyOwnMarkup(shown);

    const mailed = await app.inject({
      method: 'POST',
      url: '/api/message/sendEmail',
      payload: { subject: 'Hello', message: `${message}<image onerror=alert(1) `, user_ids: [customer.id] },
      headers: admin.headers,
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const mail = await smtp.waitFor(customer.email);
    const raw = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const html = raw.slice(raw.indexOf('<div>'), raw.indexOf('</div>') + '</div>'.length);
    expect(html).toContain(`alt="" style="max-width:100%;height:auto">&lt;image onerror=alert(1)</div>`);
    expectOnlyOwnMarkup(
      html
        .replace(/^<div>|<\/div>$/g, '')
        .replaceAll(app.config.publicUrl, '')
        // The e-mail keeps pictures within a phone's width.
        .replaceAll(' style="max-width:100%;height:auto">', '>'),
    );
  });

  it('refuses what is not a picture, people without the send permission, and removes a picture once', async () => {
    const customer = await createUser(app);
    const other = await createStaff(app, { tickets: true });
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 1)]);
    const bad = await upload(admin, exe, 'photo.png');
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toMatch(/PNG, JPEG, GIF or WebP/);
    expect((await upload(customer, PNG)).statusCode).toBe(403);
    expect((await upload(other, PNG)).statusCode).toBe(403);

    const { url, name } = (await upload(admin, PNG)).json();
    const remove = (u: TestUser, n: string) =>
      app.inject({
        method: 'POST',
        url: '/api/remove_message_image',
        payload: { name: n },
        headers: u.headers,
      });
    expect((await remove(customer, name)).statusCode).toBe(403);
    expect((await remove(admin, url)).statusCode).toBe(200);
    expect((await app.inject({ url })).statusCode).toBe(404);
    expect((await remove(admin, name)).statusCode).toBe(404);
    expect((await remove(admin, '../../etc/passwd')).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/message_image/2026/11/..%2F..%2Fx.png' })).statusCode).toBe(404);
  });

  it('keeps only pictures that open as their type within the pixel limit; a refused one is deleted', async () => {
    const put = vi.spyOn(app.storage, 'put');
    try {
      for (const [content, status, message] of [
        [FAKE_GIF, 415, 'The picture must be a PNG, JPEG, GIF or WebP image.'],
        [blankPng(8000, 8000), 413, 'The image is too large: at most 40 megapixels.'],
      ] as const) {
        put.mockClear();
        const res = await upload(admin, content);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().message).toBe(message);
        // Stored while streaming (the first bytes passed), then removed with the refusal.
        expect(put).toHaveBeenCalledTimes(1);
        expect(await app.storage.size((await put.mock.results[0].value).key)).toBeNull();
      }
    } finally {
      put.mockRestore();
    }
  });
});
