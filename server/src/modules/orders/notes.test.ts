import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  type Catalogue,
  giveCredits,
  multipart,
  orderFields,
  seedCatalogue,
  storedFiles,
  submit,
} from '../../../test/support/orders-kit.js';

// A note past 2000 characters is refused as a whole, like an order message past 5000: nobody learns
// afterwards that its end was lost, and the refused request leaves no row and no file behind.
const TOO_LONG = 'The note can be at most 2000 characters long.';

let app: TestApp;
let c: Catalogue;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  c = await seedCatalogue(app);
  admin = await createAdmin(app);
  customer = await createUser(app);
  await giveCredits(app, customer.id, 10_000);
  await app.settings.set('site', { ...(await app.settings.all()), file_upload_public: true });
});
afterAll(() => app.cleanup());

const count = async (table: string) => Number((await app.db(table).count<{ n: number }[]>({ n: '*' }))[0].n);

describe('the note of a delivered file', () => {
  const deliver = (id: number, note: string) => {
    const f = multipart({ note }, [{ field: 'modified_file', name: 'tuned.bin', data: randomBytes(300) }]);
    return app.inject({
      method: 'PUT',
      url: `/api/order/${id}/submit_order`,
      payload: f.payload,
      headers: { ...admin.headers, ...f.headers },
    });
  };

  it('is refused past 2000 characters, leaving the order as it was, and kept whole up to them', async () => {
    const placed = await submit(app, customer.headers, orderFields(c));
    expect(placed.statusCode, placed.body).toBe(200);
    const id = placed.json().order._id as number;
    const before = { revisions: await count('order_revisions'), files: await storedFiles(app) };

    const refused = await deliver(id, 'n'.repeat(2001));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: TOO_LONG });
    expect({ revisions: await count('order_revisions'), files: await storedFiles(app) }).toEqual(before);
    const order = await app.db('orders').where({ id }).first('status');
    expect(order.status).not.toBe('completed');

    const note = `${'m'.repeat(1999)}é`;
    const ok = await deliver(id, note);
    expect(ok.statusCode, ok.body).toBe(200);
    const revision = await app.db('order_revisions').where({ order_id: id }).first('note');
    expect(revision.note).toBe(note);
  });
});

describe('the note of files sent on the upload page', () => {
  const send = (note: string) => {
    const f = multipart({ note }, [
      { field: 'files', name: 'backup.bin', data: randomBytes(400) },
      { field: 'files', name: 'eeprom.bin', data: randomBytes(200) },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/file_upload',
      payload: f.payload,
      headers: { ...customer.headers, ...f.headers },
    });
  };

  it('is refused past 2000 characters, storing no file, and kept whole up to them', async () => {
    const before = { rows: await count('file_uploads'), files: await storedFiles(app) };
    const refused = await send('u'.repeat(2001));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: TOO_LONG });
    expect({ rows: await count('file_uploads'), files: await storedFiles(app) }).toEqual(before);

    const ok = await send('u'.repeat(2000));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items.map((i: { note: string }) => i.note.length)).toEqual([2000, 2000]);
  });
});
