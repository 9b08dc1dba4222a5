import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { grantAccess, ORIGIN, seedVehicle } from '../../../test/support/api-access.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;
let dealer: TestUser;
let keys: { publishable_key: string; secret_key: string };
let accessId: number;
let ids: Awaited<ReturnType<typeof seedVehicle>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
  dealer = await createUser(app);
  ids = await seedVehicle(app, admin.headers);
  const access = await grantAccess(app, admin.headers, dealer.id);
  keys = access.keys;
  accessId = access._id;
  await app.listen({ port: 0, host: '127.0.0.1' });
  await app.inject({
    method: 'PUT',
    url: `/api/api-access-update-by-user/${accessId}`,
    headers: dealer.headers,
    payload: { stage_prices: [{ stage: 1, price: 29_900 }], currency: 'GBP' },
  });
}, 60_000);
afterAll(async () => {
  await app?.cleanup();
  await smtp?.close();
});

const browser = (url: string, key = keys.publishable_key, origin = ORIGIN) =>
  app.inject({ url: `/api/public/v1${url}`, headers: { 'x-api-key': key, origin } });

const quote = {
  name: 'Alex Driver',
  email: 'alex@visitor.example',
  phone: '+44 20 7946 0000',
  registration: 'ab12cde',
  stage: 1,
  message: 'Can I book next week?',
};
const sendQuote = (payload: object, key = keys.publishable_key, origin = ORIGIN) =>
  app.inject({
    method: 'POST',
    url: '/api/public/v1/quotes',
    headers: { 'x-api-key': key, origin },
    payload,
  });

describe('keys and origins', () => {
  it('refuses missing, malformed and unknown keys', async () => {
    const none = await app.inject({ url: '/api/public/v1/vehicles/types' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('API_KEY_MISSING');
    for (const key of [
      'nonsense',
      `pk_live_${'A'.repeat(40)}`,
      `${keys.publishable_key.slice(0, -1)}${keys.publishable_key.endsWith('x') ? 'y' : 'x'}`,
    ]) {
      const res = await browser('/vehicles/types', key);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('API_KEY_INVALID');
      // A website some access lists reads why (the widget there says its key is wrong) ...
      expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
      // ... any other website learns nothing more than the preflight tells it.
      const elsewhere = await browser('/vehicles/types', key, 'https://evil.example');
      expect(elsewhere.statusCode).toBe(401);
      expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers CORS only for the key’s websites', async () => {
    const ok = await browser('/vehicles/types');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['access-control-allow-origin']).toBe(ORIGIN);
    const wrong = await browser('/vehicles/types', keys.publishable_key, 'https://evil.example');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('ORIGIN_NOT_ALLOWED');
    expect(wrong.headers['access-control-allow-origin']).toBeUndefined();
    const noOrigin = await app.inject({
      url: '/api/public/v1/vehicles/types',
      headers: { 'x-api-key': keys.publishable_key },
    });
    expect(noOrigin.json().code).toBe('ORIGIN_NOT_ALLOWED');

    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/public/v1/quotes',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'x-api-key',
        },
      });
    const allowed = await preflight(ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(allowed.headers['access-control-allow-headers']).toContain('x-api-key');
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets the website of a revoked access read that its key was revoked, preflight included', async () => {
    const owner = await createUser(app);
    const site = 'https://revoked-dealer.example';
    const gone = await grantAccess(app, admin.headers, owner.id, { website_url: [site] });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/access_api/${gone._id}`,
      headers: admin.headers,
    });
    expect(del.statusCode, del.body).toBe(200);
    // Without CORS on the preflight the browser never sends the call, and the widget says "not allowed".
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/public/v1/config',
      headers: {
        origin: site,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(site);
    const res = await browser('/config', gone.keys.publishable_key, site);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('API_KEY_REVOKED');
    expect(res.headers['access-control-allow-origin']).toBe(site);
  });

  it('keeps the secret key out of browsers and the publishable key off secret calls', async () => {
    const inBrowser = await browser('/vehicles/types', keys.secret_key);
    expect(inBrowser.statusCode).toBe(403);
    expect(inBrowser.json().code).toBe('SECRET_KEY_IN_BROWSER');
    const fetchMeta = await app.inject({
      url: '/api/public/v1/vehicles/types',
      headers: { 'x-api-key': keys.secret_key, 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' },
    });
    expect(fetchMeta.json().code).toBe('SECRET_KEY_IN_BROWSER');
    const server = await app.inject({
      url: '/api/public/v1/quotes',
      headers: { authorization: `Bearer ${keys.secret_key}` },
    });
    expect(server.statusCode).toBe(200);
    const pkOnSecret = await browser('/quotes');
    expect(pkOnSecret.statusCode).toBe(403);
    expect(pkOnSecret.json().code).toBe('API_KEY_SCOPE');
  });

  it("takes the secret key from a dealer's server that calls with Node's fetch", async () => {
    const { port } = app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/public/v1/quotes`, {
      headers: { 'x-api-key': keys.secret_key },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { status: string }).status).toBe('success');
  });
});

describe('vehicle chain and figures', () => {
  it('walks type -> make -> model -> generation -> variant and shows figures with the dealer’s prices', async () => {
    const types = (await browser('/vehicles/types')).json().items;
    expect(types).toEqual([{ _id: ids.vtype, name: 'Car' }]);
    const makes = (await browser(`/vehicles/makes?type_id=${ids.vtype}`)).json().items;
    expect(makes).toEqual([{ _id: ids.manufacturer, name: 'Volkswagen' }]);
    const models = (await browser(`/vehicles/models?make_id=${ids.manufacturer}`)).json().items;
    expect(models).toEqual([{ _id: ids.vmodel, name: 'Golf' }]);
    const gens = (await browser(`/vehicles/generations?model_id=${ids.vmodel}`)).json().items;
    expect(gens).toEqual([{ _id: ids.generation, name: 'Mk7' }]);
    const variants = (await browser(`/vehicles/variants?generation_id=${ids.generation}`)).json().items;
    expect(variants).toEqual([{ _id: ids.variant, name: '2.0 TDI 150hp' }]);
    const missingParent = await browser('/vehicles/makes');
    expect(missingParent.statusCode).toBe(400);

    const v = await browser(`/vehicles/variants/${ids.variant}`);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({
      _id: ids.variant,
      vehicle: 'Volkswagen Golf Mk7 2.0 TDI 150hp',
      stock_hp: 150,
      // No kW stored for it: the figure its hp gives, as the portal's own pages show.
      stock_kw: 110,
      stock_torque: 340,
      currency: 'GBP',
      stages: [
        { stage: 1, hp: 185, kw: 136, torque: 400, hp_gain: 35, torque_gain: 60, price: 29_900 },
        { stage: 2, hp: 205, torque: 440, price: null },
      ],
    });
    expect((await browser('/vehicles/variants/999999')).statusCode).toBe(404);
  });

  it('keeps figures and quotes to the purposes the key was given', async () => {
    const other = await createUser(app);
    const quotesOnly = await grantAccess(app, admin.headers, other.id, { api_for: 'quotes' });
    const figures = await browser(`/vehicles/variants/${ids.variant}`, quotesOnly.keys.publishable_key);
    expect(figures.statusCode).toBe(403);
    expect(figures.json().code).toBe('API_KEY_SCOPE');
    const third = await createUser(app);
    const statsOnly = await grantAccess(app, admin.headers, third.id, { api_for: 'vehicle_statistics' });
    const res = await sendQuote({ ...quote, variant_id: ids.variant }, statsOnly.keys.publishable_key);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('API_KEY_SCOPE');
    expect(await app.db('api_quotes').where({ user_id: third.id })).toHaveLength(0);
  });
});

describe('quote requests', () => {
  it('lands in the dealer’s list, tells the dealer in-app and by e-mail, and confirms to the visitor', async () => {
    // The dealer's open page listens on the live socket.
    const port = (app.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${dealer.token}`);
    const live = new Promise<{ type: string; quote?: { name: string } }>((resolve) =>
      socket.on('message', (raw) => {
        const event = JSON.parse(raw.toString());
        if (event.type === 'api_quote.created') resolve(event);
      }),
    );
    await new Promise((r) => socket.once('open', r));
    for (let i = 0; i < 100 && !(await app.realtime.isOnline(dealer.id)); i++)
      await new Promise((r) => setTimeout(r, 10));

    const res = await sendQuote({ ...quote, variant_id: ids.variant });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'success',
      message: 'Thank you. Your request has been sent.',
    });
    const id = res.json()._id;
    expect((await live).quote?.name).toBe('Alex Driver');
    socket.close();

    const list = await app.inject({ url: '/api/quotes-through-api?keywords=alex', headers: dealer.headers });
    expect(list.json()).toMatchObject({ status: 'success', total: 1, page: 1, size: 20 });
    expect(list.json().items[0]).toMatchObject({
      _id: id,
      name: 'Alex Driver',
      registration: 'AB12CDE',
      vehicle: 'Volkswagen Golf Mk7 2.0 TDI 150hp',
      stage: 1,
      price: 29_900,
      currency: 'GBP',
      status: 'new',
      origin: ORIGIN,
    });
    const none = await app.inject({ url: '/api/quotes-through-api?keywords=zzz', headers: dealer.headers });
    expect(none.json().total).toBe(0);
    const note = await app
      .db('in_app_notifications')
      .where({ recipient_id: dealer.id, type: 'api_quote.created' });
    expect(note).toHaveLength(1);
    const dealerMail = await smtp.waitFor(dealer.email);
    expect(dealerMail.raw).toContain('Alex Driver');
    const visitorMail = await smtp.waitFor('alex@visitor.example');
    expect(visitorMail.raw).toContain('Thank you for your request');

    const other = await createUser(app);
    const theirs = await app.inject({ url: '/api/quotes-through-api', headers: other.headers });
    expect(theirs.json().total).toBe(0);
    const foreign = await app.inject({
      method: 'PUT',
      url: `/api/quotes-through-api/${id}`,
      headers: other.headers,
      payload: { status: 'answered' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/quotes-through-api', headers: admin.headers })).statusCode).toBe(
      403,
    );
    const answered = await app.inject({
      method: 'PUT',
      url: `/api/quotes-through-api/${id}`,
      headers: dealer.headers,
      payload: { status: 'answered' },
    });
    expect(answered.json().status).toBe('answered');
    const filtered = await app.inject({ url: '/api/quotes-through-api?status=new', headers: dealer.headers });
    expect(filtered.json().total).toBe(0);
  });

  it("tells the dealer in-app and by e-mail in the dealer's own language", async () => {
    const french = await createUser(app);
    await app.db('users').where({ id: french.id }).update({ language: 'fr' });
    const access = await grantAccess(app, admin.headers, french.id);
    const res = await sendQuote(
      { ...quote, email: 'remi@visitor.example', variant_id: ids.variant },
      access.keys.publishable_key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const note = await app
      .db('in_app_notifications')
      .where({ recipient_id: french.id, type: 'api_quote.created' })
      .first();
    expect(note.title).toBe('Nouvelle demande de devis');
    expect(note.message).toContain('Alex Driver: Volkswagen Golf');
    const mail = (await smtp.waitFor(french.email)).raw.replace(/=\r?\n/g, '');
    expect(mail).toContain('Nouvelle demande de devis');
    expect(mail).toContain('Ouvrir vos demandes de devis');
    expect(mail).not.toContain('New quote request');
    // The visitor still reads theirs in the widget's language (none given: English).
    expect((await smtp.waitFor('remi@visitor.example')).raw).toContain('Thank you for your request');
  });

  it('writes to the visitor in the language the widget was shown in', async () => {
    const res = await sendQuote({
      ...quote,
      email: 'greta@visitor.example',
      variant_id: ids.variant,
      language: 'de',
    });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitFor('greta@visitor.example');
    expect(mail.raw).toContain('Vielen Dank f');
    expect(mail.raw).toContain('Stufe 1');
  });

  it('refuses malformed fields, HTML and unknown vehicles, writing nothing', async () => {
    const before = (await app.db('api_quotes').count({ n: '*' }))[0].n;
    for (const bad of [
      { ...quote, variant_id: ids.variant, name: '<b>Alex</b>' },
      { ...quote, variant_id: ids.variant, message: 'hi <script>alert(1)</script>' },
      { ...quote, variant_id: ids.variant, email: 'not-an-email' },
      { ...quote, variant_id: ids.variant, phone: 'call me maybe' },
      { ...quote, variant_id: ids.variant, name: '' },
      { ...quote, variant_id: ids.variant, stage: 7 },
      { ...quote, variant_id: 999_999 },
      { ...quote, variant_id: ids.variant, extra: 'x' },
      { ...quote },
    ]) {
      const res = await sendQuote(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect((await app.db('api_quotes').count({ n: '*' }))[0].n).toBe(before);
  });

  it('asks for a captcha when the dealer wants one', async () => {
    await app.inject({
      method: 'PUT',
      url: `/api/api-access-update-by-user/${accessId}`,
      headers: dealer.headers,
      payload: { captcha: true },
    });
    const missing = await sendQuote({ ...quote, variant_id: ids.variant });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('CAPTCHA_REQUIRED');
    const captcha = await browser('/captcha');
    expect(captcha.json().svg).toContain('<svg');
    const wrong = await sendQuote({
      ...quote,
      variant_id: ids.variant,
      captcha_id: captcha.json().captcha_id,
      captcha_answer: 'zzzzz',
    });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');
    const config = await browser('/config');
    expect(config.json()).toMatchObject({ captcha: true, api_for: 'both', currency: 'GBP' });
    await app.inject({
      method: 'PUT',
      url: `/api/api-access-update-by-user/${accessId}`,
      headers: dealer.headers,
      payload: { captcha: false },
    });
    expect((await browser('/config')).json().captcha).toBe(false);
    // A site that requires captchas everywhere requires one here too.
    await app.settings.set('site', { ...(await app.settings.all()), captcha_verification: true });
    try {
      expect((await browser('/config')).json().captcha).toBe(true);
      expect((await sendQuote({ ...quote, variant_id: ids.variant })).json().code).toBe('CAPTCHA_REQUIRED');
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), captcha_verification: false });
    }
  });
});

describe('rate, usage and documents', () => {
  it('limits each key to its rate per minute with 429 and Retry-After', async () => {
    const owner = await createUser(app);
    const access = await grantAccess(app, admin.headers, owner.id, { api_rate: 3 });
    for (let i = 0; i < 3; i++)
      expect((await browser('/vehicles/types', access.keys.publishable_key)).statusCode).toBe(200);
    const over = await browser('/vehicles/types', access.keys.publishable_key);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['access-control-allow-origin']).toBe(ORIGIN);
    // Another key is not slowed by it, nor the dealer's own server calling with the secret key.
    expect((await browser('/vehicles/types')).statusCode).toBe(200);
    const fromServer = await app.inject({
      url: '/api/public/v1/quotes',
      headers: { authorization: `Bearer ${access.keys.secret_key}` },
    });
    expect(fromServer.statusCode).toBe(200);
  });

  it('counts requests and quote requests per key per day', async () => {
    const owner = await createUser(app);
    const access = await grantAccess(app, admin.headers, owner.id);
    await browser('/vehicles/types', access.keys.publishable_key);
    await browser('/config', access.keys.publishable_key);
    await sendQuote({ ...quote, variant_id: ids.variant }, access.keys.publishable_key);
    const mine = await app.inject({ url: '/api/access_api_user', headers: owner.headers });
    const today = mine.json().usage.at(-1);
    expect(today).toEqual({ day: new Date().toISOString().slice(0, 10), requests: 3, quotes: 1 });
  });

  it('has its own OpenAPI document, left out of the internal one', async () => {
    const doc = (await app.inject({ url: '/api/public/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/public/v1/vehicles/types',
        '/api/public/v1/vehicles/variants/{id}',
        '/api/public/v1/quotes',
      ]),
    );
    expect(doc.paths['/api/public/v1/quotes'].post.requestBody.content['application/json'].example.name).toBe(
      'Alex Driver',
    );
    const page = await app.inject({ url: '/api/public/v1/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('POST /api/public/v1/quotes');
    expect(page.body).toContain('x-api-key');
    const internal = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(internal.paths).some((p) => p.startsWith('/api/public/'))).toBe(false);
    expect(Object.keys(internal.paths)).toContain('/api/access_api');
  });
});

describe('widget file', () => {
  it('is served at a stable address for use on other sites', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'widget-'));
    writeFileSync(path.join(dir, 'widget.js'), '(()=>{})();');
    const withWidget = await buildTestApp({ webDist: dir });
    try {
      const res = await withWidget.inject({ url: '/api/public/v1/widget.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.body).toBe('(()=>{})();');
    } finally {
      await withWidget.cleanup();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('quote requests from anyone holding the public key', () => {
  it('confirms without the name the sender typed, so a link in it reaches nobody', async () => {
    const target = 'named@stranger.example';
    const res = await sendQuote({
      ...quote,
      email: target,
      name: 'Claim your prize at https://prize.example/now',
      variant_id: ids.variant,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await smtp.waitFor(target)).raw.replace(/=\r?\n/g, '');
    expect(mail).toContain('Good day,');
    expect(mail).toContain('Thank you for your request');
    expect(mail).not.toContain('prize.example');
    expect(mail).not.toContain('Claim your prize');
  });

  it('cannot be used to send mail to strangers: no sender text in the confirmation, three a day per address', async () => {
    const target = 'someone@stranger.example';
    const spam = 'CHEAP WATCHES AT spam.example';
    for (let i = 0; i < 5; i++) {
      const res = await sendQuote({
        ...quote,
        email: target,
        name: 'Visitor',
        message: spam,
        variant_id: ids.variant,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Every request reaches the dealer's list; the address is written to three times, without the text.
    const stored = await app.db('api_quotes').where({ email: target });
    expect(stored).toHaveLength(5);
    const outgoing = (await app.db('jobs').where({ kind: 'mail.send' }))
      .map((j) => JSON.parse(j.payload) as { to: string; text: string })
      .filter((m) => m.to === target);
    expect(outgoing).toHaveLength(3);
    for (const m of outgoing) expect(m.text).not.toContain('CHEAP WATCHES');
    const received = await smtp.waitFor(target);
    expect(received.raw).toContain('Thank you for your request');
    expect(received.raw).not.toContain('CHEAP WATCHES');
  });
});

describe('answers a widget can read and act on', () => {
  it('tells a listed website that its key was replaced, in the language the widget asks for', async () => {
    const owner = await createUser(app);
    const access = await grantAccess(app, admin.headers, owner.id);
    const regen = await app.inject({
      method: 'PUT',
      url: `/api/access_api_user/${access._id}`,
      headers: owner.headers,
      payload: { key: 'publishable' },
    });
    expect(regen.statusCode, regen.body).toBe(200);
    const old = await app.inject({
      url: '/api/public/v1/config',
      headers: { 'x-api-key': access.keys.publishable_key, origin: ORIGIN, 'accept-language': 'de' },
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({
      code: 'API_KEY_INVALID',
      message: 'Dieser API-Schlüssel ist ungültig.',
    });
    expect(old.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(old.headers['access-control-allow-headers']).toContain('accept-language');
    const none = await app.inject({ url: '/api/public/v1/config', headers: { origin: ORIGIN } });
    expect(none.json().code).toBe('API_KEY_MISSING');
    expect(none.headers['access-control-allow-origin']).toBe(ORIGIN);
  });

  it('lists a variant’s stages with prices for a key that takes quotes without figures', async () => {
    const owner = await createUser(app);
    const access = await grantAccess(app, admin.headers, owner.id, { api_for: 'quotes' });
    await app.inject({
      method: 'PUT',
      url: `/api/api-access-update-by-user/${access._id}`,
      headers: owner.headers,
      payload: { stage_prices: [{ stage: 2, price: 45_000 }], currency: 'EUR' },
    });
    const res = await browser(`/vehicles/variants/${ids.variant}/stages`, access.keys.publishable_key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      currency: 'EUR',
      stages: [
        { stage: 1, price: null },
        { stage: 2, price: 45_000 },
      ],
    });
    expect(JSON.stringify(res.json())).not.toContain('185');
    expect((await browser('/vehicles/variants/999999/stages', access.keys.publishable_key)).statusCode).toBe(
      404,
    );
    const third = await createUser(app);
    const statsOnly = await grantAccess(app, admin.headers, third.id, { api_for: 'vehicle_statistics' });
    const refused = await browser(`/vehicles/variants/${ids.variant}/stages`, statsOnly.keys.publishable_key);
    expect(refused.json().code).toBe('API_KEY_SCOPE');
    // A stage listed there is one a quote request may name.
    const sent = await sendQuote(
      { ...quote, email: 'quotes-only@visitor.example', variant_id: ids.variant, stage: 2 },
      access.keys.publishable_key,
    );
    expect(sent.statusCode, sent.body).toBe(200);
  });
});

describe("the key's owner", () => {
  const refusedNow = async (key: string) => {
    const res = await browser('/config', key);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe('API_KEY_INACTIVE');
    expect(res.json().message).toBe(
      'This API key cannot be used at the moment because the account it belongs to is not active.',
    );
    // Still readable on the dealer's website, so the widget can say the service is unavailable.
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
  };

  it('stops the widget at once when staff set the account back to pending, and again when it is approved', async () => {
    const owner = await createUser(app);
    const { keys: k } = await grantAccess(app, admin.headers, owner.id);
    expect((await browser('/config', k.publishable_key)).statusCode).toBe(200);
    const off = await app.inject({
      method: 'PUT',
      url: `/api/user/${owner.id}`,
      headers: admin.headers,
      payload: { status: 0 },
    });
    expect(off.statusCode, off.body).toBe(200);
    await refusedNow(k.publishable_key);
    const server = await app.inject({
      url: '/api/public/v1/quotes',
      headers: { authorization: `Bearer ${k.secret_key}` },
    });
    expect(server.json().code).toBe('API_KEY_INACTIVE');
    await app.inject({
      method: 'PUT',
      url: `/api/user/${owner.id}`,
      headers: admin.headers,
      payload: { status: 1 },
    });
    expect((await browser('/config', k.publishable_key)).statusCode).toBe(200);
  });

  it('refuses a key of a suspended, unverified or no longer customer account', async () => {
    const suspended = await createUser(app);
    const a = await grantAccess(app, admin.headers, suspended.id);
    expect((await browser('/config', a.keys.publishable_key)).statusCode).toBe(200);
    const sus = await app.inject({
      method: 'POST',
      url: `/api/user/${suspended.id}/suspend`,
      headers: admin.headers,
      payload: { until: new Date(Date.now() + 86_400_000).toISOString(), reason: 'Unpaid invoices' },
    });
    expect(sus.statusCode, sus.body).toBe(200);
    await refusedNow(a.keys.publishable_key);

    const unverified = await createUser(app);
    const b = await grantAccess(app, admin.headers, unverified.id);
    expect((await browser('/config', b.keys.publishable_key)).statusCode).toBe(200);
    await app.db('users').where({ id: unverified.id }).update({ verified: false });
    await refusedNow(b.keys.publishable_key);

    const demoted = await createUser(app);
    const c = await grantAccess(app, admin.headers, demoted.id);
    expect((await browser('/config', c.keys.publishable_key)).statusCode).toBe(200);
    await app.db('users').where({ id: demoted.id }).update({ role_id: 3 });
    await refusedNow(c.keys.publishable_key);
  });
});

describe('allowed websites', () => {
  it('are stored as browsers name them, so a default port or capitals still match the page', async () => {
    const owner = await createUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/access_api',
      headers: admin.headers,
      payload: {
        user_id: owner.id,
        start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        expiration_date: new Date(Date.now() + 86_400_000 * 30).toISOString().slice(0, 10),
        api_rate: 100,
        website_url: ['https://Dealer.Example:443', 'HTTP://shop.example:80/', 'http://shop.example:8080'],
        api_for: 'both',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().access.website_url).toEqual([
      'https://dealer.example',
      'http://shop.example',
      'http://shop.example:8080',
    ]);
    const key = res.json().access.keys.publishable_key;
    expect((await browser('/config', key, 'https://dealer.example')).statusCode).toBe(200);
    expect((await browser('/config', key, 'http://shop.example')).statusCode).toBe(200);

    // A row written before websites were normalised still matches, preflight included.
    await app
      .db('api_access')
      .where({ id: res.json().access._id })
      .update({
        website_url: JSON.stringify(['https://legacy.example:443']),
      });
    await app.inject({
      method: 'PUT',
      url: `/api/api-access-update-by-user/${res.json().access._id}`,
      headers: owner.headers,
      payload: { captcha: false },
    });
    expect((await browser('/config', key, 'https://legacy.example')).statusCode).toBe(200);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/public/v1/config',
      headers: { origin: 'https://legacy.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBe('https://legacy.example');
  });

  it('take a host in letters of any script and store it as browsers send it (punycode)', async () => {
    const owner = await createUser(app);
    const { _id, keys: k } = await grantAccess(app, admin.headers, owner.id, {
      website_url: [
        'https://bärbel-tuning.de',
        'https://BÄRBEL-tuning.de:443/',
        'http://ünïcode.example:8080',
      ],
    });
    const row = await app.db('api_access').where({ id: _id }).first();
    expect(JSON.parse(row.website_url)).toEqual([
      'https://xn--brbel-tuning-gcb.de',
      'http://xn--ncode-cta3g.example:8080',
    ]);
    // The page at https://bärbel-tuning.de names itself so in Origin.
    const page = await browser('/config', k.publishable_key, 'https://xn--brbel-tuning-gcb.de');
    expect(page.statusCode, page.body).toBe(200);
    const change = await app.inject({
      method: 'PUT',
      url: `/api/api-access-update-by-user/${_id}`,
      headers: owner.headers,
      payload: { website_url: ['https://smörgås.example'] },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.json().access.website_url).toEqual(['https://xn--smrgs-pra0j.example']);
    // Still only an address: no path, credentials, other scheme or spaces.
    for (const website of [
      'https://bärbel-tuning.de/shop',
      'https://user@bärbel-tuning.de',
      'ftp://bärbel-tuning.de',
      'https://bärbel tuning.de',
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/api-access-update-by-user/${_id}`,
        headers: owner.headers,
        payload: { website_url: [website] },
      });
      expect(res.statusCode, website).toBe(400);
    }
  });

  it('refuses what is not an http(s) origin with 400', async () => {
    const owner = await createUser(app);
    for (const website of [
      'https://dealer.example:99999',
      'ftp://dealer.example',
      'https://dealer.example/shop',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/access_api',
        headers: admin.headers,
        payload: {
          user_id: owner.id,
          start_date: new Date().toISOString().slice(0, 10),
          expiration_date: new Date(Date.now() + 86_400_000 * 30).toISOString().slice(0, 10),
          api_rate: 100,
          website_url: [website],
          api_for: 'both',
        },
      });
      expect(res.statusCode, website).toBe(400);
    }
  });
});

describe('vehicle types in the widget’s language', () => {
  it('names a type as the portal does in the language asked for; a type without a text keeps its name', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: `/api/catalogue/translations/vehicle_type/${ids.vtype}`,
      headers: admin.headers,
      payload: { translations: { pl: { name: 'Samochód osobowy' }, tr: { name: 'Otomobil' } } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const custom = await app.inject({
      method: 'POST',
      url: '/api/vehicle/vtype',
      headers: admin.headers,
      payload: { name: 'Quad' },
    });
    expect(custom.statusCode, custom.body).toBe(200);
    const typesIn = async (lang: string) => {
      const res = await app.inject({
        url: '/api/public/v1/vehicles/types',
        headers: { 'x-api-key': keys.publishable_key, origin: ORIGIN, 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as { _id: number; name: string }[]).map((o) => o.name).sort();
    };
    expect(await typesIn('pl')).toEqual(['Quad', 'Samochód osobowy']);
    expect(await typesIn('tr-TR')).toEqual(['Otomobil', 'Quad']);
    expect(await typesIn('en')).toEqual(['Car', 'Quad']);
    // A language without a text for the type gets the name staff gave it.
    expect(await typesIn('de')).toEqual(['Car', 'Quad']);
  });
});
