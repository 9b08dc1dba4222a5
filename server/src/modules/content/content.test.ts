import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createStaff, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { localizeMessage } from '../../i18n/messages/index.js';
import { DEFAULT_COOKIE_TEXT } from '../settings/defaults.js';

let app: TestApp;
let lawyer: TestUser;
let siteEditor: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  lawyer = await createStaff(app, { tnc: true });
  siteEditor = await createStaff(app, { settings: true });
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

const post = (url: string, user: TestUser, payload: object) =>
  app.inject({ method: 'POST', url, headers: user.headers, payload });
const count = async (table: string) => Number((await app.db(table).count({ n: '*' }))[0].n);

describe('terms and policies', () => {
  it('serves each kind in the reader language, or English where there is none', async () => {
    const en = await post('/api/terms', lawyer, {
      kind: 'privacy_policy',
      title: 'Privacy policy',
      content: '# Privacy\nWe keep little.',
    });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ kind: 'privacy_policy', language: 'en', title: 'Privacy policy' });
    await post('/api/terms', lawyer, { kind: 'terms_of_use', title: 'Terms of use', content: 'Be nice.' });

    const de = await app.inject({ method: 'GET', url: '/api/terms?kind=privacy_policy&lang=de' });
    expect(de.statusCode).toBe(200);
    expect(de.json().items).toEqual([
      expect.objectContaining({ language: 'en', content: '# Privacy\nWe keep little.' }),
    ]);

    await post('/api/terms', lawyer, {
      kind: 'privacy_policy',
      language: 'de',
      title: 'Datenschutz',
      content: 'Wir speichern wenig.',
    });
    const deNow = await app.inject({ method: 'GET', url: '/api/terms?kind=privacy_policy&lang=de-AT' });
    expect(deNow.json().items.map((t: { title: string }) => t.title)).toEqual(['Datenschutz']);
    const all = await app.inject({ method: 'GET', url: '/api/terms?lang=de' });
    expect(
      all.json().items.map((t: { kind: string; language: string }) => `${t.kind}:${t.language}`),
    ).toEqual(['privacy_policy:de', 'terms_of_use:en']);
    const none = await app.inject({ method: 'GET', url: '/api/terms?kind=shop_terms' });
    expect(none.json().items).toEqual([]);
  });

  it('keeps one text per kind and language, and refuses bad input', async () => {
    const before = await count('terms');
    const twice = await post('/api/terms', lawyer, { kind: 'privacy_policy', title: 'Again', content: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'There is already a privacy policy text in "en". Edit that one instead.',
    );
    const kind = await post('/api/terms', lawyer, { kind: 'cookies', title: 'x', content: 'x' });
    expect(kind.statusCode).toBe(400);
    const lang = await post('/api/terms', lawyer, {
      kind: 'shop_terms',
      language: 'xx',
      title: 'x',
      content: 'x',
    });
    expect(lang.statusCode).toBe(400);
    const empty = await post('/api/terms', lawyer, { kind: 'shop_terms', title: 'x', content: '' });
    expect(empty.statusCode).toBe(400);
    expect(await count('terms')).toBe(before);
  });

  it('lets only terms editors write, change and delete texts', async () => {
    for (const user of [customer, siteEditor]) {
      expect(
        (await post('/api/terms', user, { kind: 'shop_terms', title: 'x', content: 'x' })).statusCode,
      ).toBe(403);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/terms_all', headers: customer.headers })).statusCode,
    ).toBe(403);
    const list = await app.inject({
      method: 'GET',
      url: '/api/terms_all?kind=privacy_policy',
      headers: lawyer.headers,
    });
    expect(list.json().total).toBe(2);
    const de = list.json().items.find((t: { language: string }) => t.language === 'de');
    const clash = await app.inject({
      method: 'PUT',
      url: `/api/terms/${de._id}`,
      headers: lawyer.headers,
      payload: { language: 'en' },
    });
    expect(clash.statusCode).toBe(409);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/terms/${de._id}`,
      headers: lawyer.headers,
      payload: { content: 'Neu.' },
    });
    expect(put.json()).toMatchObject({ content: 'Neu.', language: 'de' });
    const del = await app.inject({ method: 'DELETE', url: `/api/terms/${de._id}`, headers: lawyer.headers });
    expect(del.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/terms/${de._id}`, headers: lawyer.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('serves the built-in cookie notice in the reader language while no operator text replaces it', async () => {
    const de = await app.inject({
      method: 'GET',
      url: '/api/policies',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(de.statusCode).toBe(200);
    expect(de.json()).toEqual({
      cookie_text:
        'Wir verwenden Cookies, die für die Anmeldung und das Speichern Ihrer Einstellungen nötig sind. Keine Tracking-Cookies.',
      language: 'de',
    });
    // `lang` wins over the header; English readers get the sentence as it is.
    const ja = await app.inject({
      method: 'GET',
      url: '/api/policies?lang=ja',
      headers: { 'accept-language': 'de' },
    });
    expect(ja.json()).toEqual({ cookie_text: localizeMessage(DEFAULT_COOKIE_TEXT, 'ja'), language: 'ja' });
    expect(ja.json().cookie_text).not.toBe(DEFAULT_COOKIE_TEXT);
    expect((await app.inject({ method: 'GET', url: '/api/policies' })).json()).toEqual({
      cookie_text: DEFAULT_COOKIE_TEXT,
      language: 'en',
    });
  });

  it('serves the cookie notice per language with English and the built-in text behind it', async () => {
    const builtIn = await app.inject({ method: 'GET', url: '/api/policies' });
    expect(builtIn.statusCode).toBe(200);
    expect(builtIn.json().cookie_text).toMatch(/cookies/);
    expect(builtIn.json().language).toBe('en');

    const save = await post('/api/policies', lawyer, { cookie_text: 'Nur nötige Cookies.', language: 'de' });
    expect(save.json()).toEqual({ cookie_text: 'Nur nötige Cookies.', language: 'de' });
    expect((await app.inject({ method: 'GET', url: '/api/policies?lang=de' })).json().cookie_text).toBe(
      'Nur nötige Cookies.',
    );
    expect((await app.inject({ method: 'GET', url: '/api/policies?lang=fr' })).json()).toEqual({
      cookie_text: localizeMessage(builtIn.json().cookie_text, 'fr'),
      language: 'fr',
    });
    // Once the operator writes their own English text, it is what every other language falls back to.
    await post('/api/policies', lawyer, { cookie_text: 'Only needed cookies.' });
    expect((await app.inject({ method: 'GET', url: '/api/policies?lang=fr' })).json()).toEqual({
      cookie_text: 'Only needed cookies.',
      language: 'en',
    });
    expect((await post('/api/policies', customer, { cookie_text: 'x' })).statusCode).toBe(403);
    expect((await post('/api/policies', lawyer, { cookie_text: '' })).statusCode).toBe(400);
  });
});

describe('why choose us', () => {
  it('keeps selling points in a hand-sorted order and hides inactive ones from visitors', async () => {
    const ids: number[] = [];
    for (const title of ['Fast', 'Tested', 'Support']) {
      const res = await post('/api/why_choose_us', siteEditor, {
        title,
        description: `${title} text`,
        icon: 'rocket',
      });
      expect(res.statusCode).toBe(200);
      ids.push(res.json()._id);
    }
    const moved = await app.inject({
      method: 'PUT',
      url: `/api/why_choose_us/${ids[2]}/update_pos`,
      headers: siteEditor.headers,
      payload: { position: 1 },
    });
    expect(moved.json().items.map((w: { title: string }) => w.title)).toEqual(['Support', 'Fast', 'Tested']);
    await app.inject({
      method: 'PUT',
      url: `/api/why_choose_us/${ids[0]}`,
      headers: siteEditor.headers,
      payload: { active: false },
    });
    const pub = await app.inject({ method: 'GET', url: '/api/why_choose_us' });
    expect(pub.json().items.map((w: { title: string }) => w.title)).toEqual(['Support', 'Tested']);
    const editorView = await app.inject({
      method: 'GET',
      url: '/api/why_choose_us',
      headers: siteEditor.headers,
    });
    expect(editorView.json().items).toHaveLength(3);

    expect((await post('/api/why_choose_us', lawyer, { title: 'x' })).statusCode).toBe(403);
    expect((await post('/api/why_choose_us', siteEditor, { title: 'x', icon: 'Bad Icon!' })).statusCode).toBe(
      400,
    );
    const blank = await post('/api/why_choose_us', siteEditor, { title: '   ' });
    expect(blank.json()).toMatchObject({ statusCode: 400, field: 'title' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/why_choose_us/${ids[1]}`,
      headers: siteEditor.headers,
    });
    expect(del.statusCode).toBe(200);
    const missing = await app.inject({
      method: 'PUT',
      url: `/api/why_choose_us/${ids[1]}/update_pos`,
      headers: siteEditor.headers,
      payload: { position: 1 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('social links', () => {
  it('adds links, lists the active ones publicly and all of them for editors', async () => {
    const fb = await post('/api/social', siteEditor, { name: 'Facebook', url: 'https://facebook.com/demo' });
    expect(fb.statusCode).toBe(200);
    expect(fb.json()).toMatchObject({ name: 'Facebook', icon: 'facebook', active: true, position: 1 });
    const yt = await post('/api/social', siteEditor, {
      name: 'YouTube',
      url: 'https://youtube.com/demo',
      active: false,
    });
    expect(yt.json().position).toBe(2);

    expect(
      (await app.inject({ method: 'GET', url: '/api/socials' }))
        .json()
        .items.map((s: { name: string }) => s.name),
    ).toEqual(['Facebook']);
    expect(
      (await app.inject({ method: 'GET', url: '/api/socials_all', headers: customer.headers })).statusCode,
    ).toBe(403);
    const all = await app.inject({ method: 'GET', url: '/api/socials_all', headers: siteEditor.headers });
    expect(all.json().items).toHaveLength(2);

    const put = await app.inject({
      method: 'PUT',
      url: `/api/social/${yt.json()._id}`,
      headers: siteEditor.headers,
      payload: { active: true, url: 'https://www.youtube.com/@demo' },
    });
    expect(put.json()).toMatchObject({ active: true, url: 'https://www.youtube.com/@demo' });
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/social/${fb.json()._id}`,
      headers: siteEditor.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/socials' })).json().items).toHaveLength(1);
  });

  it('refuses links that are not web addresses and other roles, writing nothing', async () => {
    const before = await count('social_links');
    const bad = await post('/api/social', siteEditor, { name: 'Evil', url: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The link must be a full web address starting with http:// or https://.');
    // Named, so that the staff form shows the refusal under the address field.
    expect(bad.json().field).toBe('url');
    const blank = await post('/api/social', siteEditor, { name: '  ', url: 'https://x.com' });
    expect(blank.json()).toMatchObject({ statusCode: 400, field: 'name' });
    expect((await post('/api/social', customer, { name: 'X', url: 'https://x.com' })).statusCode).toBe(403);
    expect((await post('/api/social', lawyer, { name: 'X', url: 'https://x.com' })).statusCode).toBe(403);
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/social/99999',
      headers: siteEditor.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    expect(await count('social_links')).toBe(before);
  });
});
