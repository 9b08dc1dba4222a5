import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { formData } from './test-form.js';

let app: TestApp;
let admin: TestUser;
let editor: TestUser;
let customer: TestUser;
let tuner: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  editor = await createStaff(app, { miscellaneous: true });
  tuner = await createStaff(app, { orders: true });
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

async function send(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file?: { name: string; type?: string; content: string | Buffer },
  user = editor,
) {
  const form = await formData(fields, file ? [{ field: 'file', ...file }] : []);
  return app.inject({ method, url, headers: { ...user.headers, ...form.headers }, payload: form.payload });
}
const count = async () => Number((await app.db('file_links').count({ n: '*' }))[0].n);
const setPublic = (on: boolean) =>
  app.inject({
    method: 'POST',
    url: '/api/settings',
    headers: admin.headers,
    payload: { downloads_public: on },
  });

let guide: { _id: number; download_url: string };
let internal: { _id: number };

describe('adding downloads', () => {
  it('uploads a file with its details', async () => {
    const res = await send(
      'POST',
      '/api/flink',
      { title: 'Flashing checklist', category: 'Guides', description: 'Read first', is_public: 'true' },
      { name: 'Prüfliste flashing.txt', type: 'text/plain', content: 'Charger connected\n' },
    );
    expect(res.statusCode).toBe(200);
    guide = res.json();
    expect(res.json()).toMatchObject({
      title: 'Flashing checklist',
      category: 'Guides',
      is_public: true,
      url: null,
      file_name: 'Prüfliste flashing.txt',
      file_type: 'application/octet-stream',
      file_size: 18,
      downloads: 0,
      download_url: `/api/flink/${res.json()._id}/download`,
    });
    const link = await send('POST', '/api/flink', {
      title: 'Tool drivers',
      category: 'Software',
      url: 'https://example.com/drivers.zip',
    });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toMatchObject({
      url: 'https://example.com/drivers.zip',
      file_name: null,
      is_public: false,
    });
    internal = link.json();
    // JSON works too when there is no file.
    const json = await app.inject({
      method: 'POST',
      url: '/api/flink',
      headers: editor.headers,
      payload: { title: 'Dealer handbook', category: 'Guides', url: 'https://example.com/handbook.pdf' },
    });
    expect(json.statusCode).toBe(200);
  });

  it('refuses a download without a file or link, with both, or with a bad link, keeping nothing', async () => {
    const before = await count();
    const neither = await send('POST', '/api/flink', { title: 'Empty' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe('Choose a file to upload or give a link.');
    const both = await send(
      'POST',
      '/api/flink',
      { title: 'Both', url: 'https://example.com/a' },
      { name: 'a.txt', content: 'a' },
    );
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Give either a file or a link, not both.');
    const badUrl = await send('POST', '/api/flink', { title: 'Bad', url: 'javascript:alert(1)' });
    expect(badUrl.json().message).toMatch(/http/);
    const noTitle = await send('POST', '/api/flink', { category: 'x' }, { name: 'a.txt', content: 'a' });
    expect(noTitle.statusCode).toBe(400);
    const unknown = await send(
      'POST',
      '/api/flink',
      { title: 'x', colour: 'red' },
      { name: 'a.txt', content: 'a' },
    );
    expect(unknown.json().message).toBe('The field "colour" is not allowed here.');
    expect(await count()).toBe(before);
  });

  it('keeps customers and staff without the permission out', async () => {
    for (const user of [customer, tuner]) {
      const res = await send(
        'POST',
        '/api/flink',
        { title: 'x', url: 'https://example.com' },
        undefined,
        user,
      );
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/flink_all', headers: customer.headers })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/flink/${guide._id}`, headers: tuner.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('who sees which download', () => {
  it('shows signed-in customers everything, and visitors nothing while downloads are not public', async () => {
    await setPublic(false);
    const mine = await app.inject({ method: 'GET', url: '/api/flink', headers: customer.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().total).toBe(3);
    const visitor = await app.inject({ method: 'GET', url: '/api/flink' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please sign in to see the downloads.');
    expect((await app.inject({ method: 'GET', url: guide.download_url })).statusCode).toBe(401);
    const cats = await app.inject({ method: 'GET', url: '/api/flink_categories', headers: customer.headers });
    expect(cats.json().items).toEqual(['Guides', 'Software']);
  });

  it('shows visitors only public downloads when the site shares them', async () => {
    await setPublic(true);
    const visitor = await app.inject({ method: 'GET', url: '/api/flink' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().items.map((f: { title: string }) => f.title)).toEqual(['Flashing checklist']);
    expect((await app.inject({ method: 'GET', url: '/api/flink_categories' })).json().items).toEqual([
      'Guides',
    ]);
    const hidden = await app.inject({ method: 'GET', url: `/api/flink/${internal._id}/download` });
    expect(hidden.statusCode).toBe(404);
    // An expired session is told so, to refresh it, rather than shown the visitors' list.
    const expired = app.jwt.sign({ sub: customer.id }, { expiresIn: -10 });
    const stale = await app.inject({
      method: 'GET',
      url: '/api/flink',
      headers: { 'x-access-token': expired },
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('TOKEN_EXPIRED');
    const filtered = await app.inject({
      method: 'GET',
      url: '/api/flink?category=Software',
      headers: customer.headers,
    });
    expect(filtered.json().total).toBe(1);
  });

  it('streams the file with its name and type and counts each download', async () => {
    const res = await app.inject({ method: 'GET', url: guide.download_url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Charger connected\n');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Pr_fliste flashing.txt"; filename*=UTF-8''Pr%C3%BCfliste%20flashing.txt`,
    );
    await app.inject({ method: 'GET', url: guide.download_url, headers: customer.headers });
    const link = await app.inject({
      method: 'GET',
      url: `/api/flink/${internal._id}/download`,
      headers: customer.headers,
    });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('https://example.com/drivers.zip');
    const all = await app.inject({ method: 'GET', url: '/api/flink_all', headers: editor.headers });
    const byTitle = Object.fromEntries(
      all.json().items.map((f: { title: string; downloads: number }) => [f.title, f.downloads]),
    );
    expect(byTitle).toMatchObject({ 'Flashing checklist': 2, 'Tool drivers': 1 });
    expect(
      (await app.inject({ method: 'GET', url: '/api/flink/99999/download', headers: customer.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('changing and deleting downloads', () => {
  it('replaces the file and removes the old one from storage', async () => {
    const oldKey = (await app.db('file_links').where({ id: guide._id }).first()).file_key;
    const res = await send(
      'PUT',
      `/api/flink/${guide._id}`,
      { title: 'Flashing checklist v2' },
      { name: 'checklist.pdf', type: 'application/pdf', content: '%PDF-1.4 test' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Flashing checklist v2',
      file_name: 'checklist.pdf',
      category: 'Guides',
    });
    await expect(app.storage.get(oldKey)).rejects.toThrow();
    const dl = await app.inject({ method: 'GET', url: guide.download_url, headers: customer.headers });
    expect(dl.body).toBe('%PDF-1.4 test');
    expect(dl.headers['content-type']).toBe('application/pdf');
  });

  it('turns a file into a link, and refuses to leave a download with neither', async () => {
    const toLink = await send('PUT', `/api/flink/${guide._id}`, { url: 'https://example.com/checklist' });
    expect(toLink.json()).toMatchObject({
      url: 'https://example.com/checklist',
      file_name: null,
      file_size: null,
    });
    const empty = await send('PUT', `/api/flink/${guide._id}`, { url: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('A download needs a file or a link.');
    const missing = await send('PUT', '/api/flink/99999', { title: 'x' });
    expect(missing.statusCode).toBe(404);
    // An id that is not written as a whole number is no id: it never edits the download it starts with.
    for (const id of [`${guide._id}.9`, `${guide._id}e3`, `${guide._id}abc`]) {
      const odd = await send('PUT', `/api/flink/${id}`, { title: 'Not this one' });
      expect(odd.statusCode, id).toBe(400);
    }
    expect((await app.db('file_links').where({ id: guide._id }).first()).title).not.toBe('Not this one');
  });

  it('deletes a download and its file', async () => {
    const added = (
      await send('POST', '/api/flink', { title: 'Temp' }, { name: 't.bin', content: Buffer.from([1, 2, 3]) })
    ).json();
    const key = (await app.db('file_links').where({ id: added._id }).first()).file_key;
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/flink/${added._id}`,
      headers: editor.headers,
    });
    expect(del.statusCode).toBe(200);
    await expect(app.storage.get(key)).rejects.toThrow();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/flink/${added._id}`, headers: editor.headers }))
        .statusCode,
    ).toBe(404);
  });
});

describe('files that could run in the browser', () => {
  it('serves a script as plain bytes to save, whatever type the uploader claimed', async () => {
    const res = await send(
      'POST',
      '/api/flink',
      { title: 'Manual' },
      { name: 'manual.js', type: 'application/javascript', content: 'alert(localStorage.length)' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().file_type).toBe('application/octet-stream');
    const dl = await app.inject({ method: 'GET', url: res.json().download_url, headers: customer.headers });
    expect(dl.headers['content-type']).toBe('application/octet-stream');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename="manual\.js"/);
    expect(dl.headers['content-security-policy']).toContain('sandbox');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');

    // Rows stored before types were told from the content keep what the browser claimed.
    await app.db('file_links').where({ id: res.json()._id }).update({ file_type: 'text/html' });
    const old = await app.inject({ method: 'GET', url: res.json().download_url, headers: customer.headers });
    expect(old.headers['content-type']).toBe('application/octet-stream');
  });

  it('keeps a passive type found in the content, and drops invisible characters from names', async () => {
    const res = await send(
      'POST',
      '/api/flink',
      { title: 'Invoice' },
      { name: 'invoice\u202Efdp.exe', type: 'text/html', content: '%PDF-1.4 test' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ file_type: 'application/pdf', file_name: 'invoicefdp.exe' });
    const dl = await app.inject({ method: 'GET', url: res.json().download_url, headers: customer.headers });
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
