import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/helpers.js';
import { blankPng, EVIL_HTML } from '../../../test/support/images.js';
import { formData } from '../downloads/test-form.js';

/** The profile picture is typed by its bytes, like every uploaded image; the declared type counts for nothing. */
let app: TestApp;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.cleanup());
afterEach(() => vi.restoreAllMocks());

async function updateProfile(
  headers: Record<string, string>,
  content: Buffer,
  name: string,
  type: string,
  fields: Record<string, string> = { firstname: 'Changed' },
) {
  const form = await formData(fields, [{ field: 'profile_picture', name, type, content }]);
  return app.inject({
    method: 'POST',
    url: '/api/user/update_profile',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

describe('profile picture', () => {
  it('refuses a page declared as a GIF with 415, storing nothing and changing nothing', async () => {
    const u = await createUser(app);
    const put = vi.spyOn(app.storage, 'put');
    const res = await updateProfile(u.headers, EVIL_HTML, 'evil.html', 'image/gif');
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_FILE',
      message: 'The picture must be a PNG, JPEG, WebP or GIF image.',
    });
    expect(put).not.toHaveBeenCalled();
    const me = (await app.inject({ url: '/api/user', headers: u.headers })).json().user;
    expect(me).toMatchObject({ firstname: 'Test', profile_picture: null });
  });

  it('keeps a real picture and serves it with the type of its bytes, not the declared one', async () => {
    const u = await createUser(app);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#08f' } })
      .jpeg()
      .toBuffer();
    const res = await updateProfile(u.headers, jpeg, 'me.gif', 'image/gif');
    expect(res.statusCode, res.body).toBe(200);
    const pic = await app.inject({ url: res.json().user.profile_picture, headers: u.headers });
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');
    expect(pic.rawPayload.equals(jpeg)).toBe(true);
  });

  it('tells that a picture has too many pixels, in a few KB or not', async () => {
    const u = await createUser(app);
    const put = vi.spyOn(app.storage, 'put');
    const res = await updateProfile(u.headers, blankPng(8000, 8000), 'huge.png', 'image/png');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The image is too large: at most 40 megapixels.',
    });
    expect(put).not.toHaveBeenCalled();
  });

  it('removes the old picture once a new one is saved, and keeps it when the save is refused', async () => {
    const u = await createUser(app);
    const removed = vi.spyOn(app.storage, 'delete');
    const first = await updateProfile(u.headers, blankPng(2, 2), 'a.png', 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const firstKey = (await app.db('users').where({ id: u.id }).first()).profile_picture.split('|')[0];

    // A new e-mail without the password: nothing is saved, the stored picture stays, the new one goes.
    const refused = await updateProfile(u.headers, blankPng(3, 3), 'b.png', 'image/png', {
      email: `other.${u.email}`,
    });
    expect(refused.statusCode).toBe(400);
    expect((await app.db('users').where({ id: u.id }).first()).profile_picture.split('|')[0]).toBe(firstKey);
    expect(removed).toHaveBeenCalledTimes(1);
    expect(removed.mock.calls[0][0]).not.toBe(firstKey);
    const pic = await app.inject({ url: first.json().user.profile_picture, headers: u.headers });
    expect(pic.statusCode).toBe(200);

    const second = await updateProfile(u.headers, blankPng(4, 4), 'c.png', 'image/png');
    expect(second.statusCode, second.body).toBe(200);
    expect(removed).toHaveBeenLastCalledWith(firstKey);
  });
});
