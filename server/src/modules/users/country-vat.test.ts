import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';

const NO_COUNTRY = 'Choose a country from the list.';
const VAT_FOR_COUNTRY = 'The VAT number is not valid for the country chosen.';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
});

const call = (method: string, url: string, user: TestUser | null, payload?: object, lang?: string) =>
  app.inject({
    method: method as 'POST',
    url,
    headers: { ...user?.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });

/** Refused with `message`, naming the request field it is about, so that a form shows it there. */
function refused(res: Awaited<ReturnType<typeof call>>, message: string, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ message, field });
}

const stored = async (id: number) =>
  (await app.db('users').where({ id }).first('country', 'vat_no')) as { country: string; vat_no: string };

describe('registration', () => {
  const body = (n: string, country: string) => ({
    username: `reg_${n}`,
    email: `reg.${n}@example.test`,
    password: 'Long-enough-1',
    firstname: 'Rita',
    lastname: 'Berg',
    country,
  });

  it('refuses a country that is not on the list, in the reader language', async () => {
    for (const country of ['ZZ', '12', 'UK'])
      refused(await call('POST', '/api/auth/signup', null, body('zz', country)), NO_COUNTRY, 'country');
    const de = await call('POST', '/api/auth/signup', null, body('zz', 'ZZ'), 'de');
    expect(de.statusCode).toBe(400);
    expect(de.json().message).toBe('Wählen Sie ein Land aus der Liste.');
    expect(await app.db('users').where({ username: 'reg_zz' }).first()).toBeUndefined();
  });

  it('takes a listed country in any case, or none', async () => {
    const ok = await call('POST', '/api/auth/signup', null, body('se', 'se'));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await app.db('users').where({ username: 'reg_se' }).first()).country).toBe('SE');
    expect((await call('POST', '/api/auth/signup', null, body('none', ''))).statusCode).toBe(200);
  });
});

describe('own profile', () => {
  it('saves the address and business forms with the hidden marks of an earlier save dropped, by the customer or staff', async () => {
    const u = await createUser(app, { country: 'DE' });
    // As a pasted number or an older save may hold them: a direction mark, an override, a NUL.
    await app
      .db('users')
      .where({ id: u.id })
      .update({ phone: '\u200e+49 30 1234', company_name: 'Acme\u202eevil\u202c' });
    const address = await call('POST', '/api/user/update_address', u, {
      address: 'Main St 1\u0000',
      city: 'Berlin',
    });
    expect(address.statusCode, address.body).toBe(200);
    expect(address.json().user).toMatchObject({ address: 'Main St 1', city: 'Berlin' });
    const business = await call('POST', '/api/user/update_business', u, {
      company_name: 'Acme\u202eevil\u202c',
    });
    expect(business.json().user.company_name).toBe('Acmeevil');
    const edit = await call('PUT', `/api/user/${u.id}`, admin, {
      phone: '\u200e+49 30 1234',
      lastname: 'Holm',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await app.db('users').where({ id: u.id }).first('phone')).phone).toBe('+49 30 1234');
  });

  it('refuses a country not on the list in the address', async () => {
    const u = await createUser(app, { country: 'DE' });
    for (const country of ['ZZ', '12'])
      refused(await call('POST', '/api/user/update_address', u, { country }), NO_COUNTRY, 'country');
    expect((await stored(u.id)).country).toBe('DE');
    const ok = await call('POST', '/api/user/update_address', u, { country: 'gr' });
    expect(ok.json().user.country).toBe('GR');
  });

  it('holds the VAT number against the stored country, and keeps it in its written form', async () => {
    const u = await createUser(app, { country: 'GR' });
    for (const vat_no of ['x', 'EL094259217', 'DE136695976'])
      refused(await call('POST', '/api/user/update_business', u, { vat_no }), VAT_FOR_COUNTRY, 'vat_no');
    expect((await stored(u.id)).vat_no).toBe('');
    const ok = await call('POST', '/api/user/update_business', u, { vat_no: '094 259 216' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.vat_no).toBe('EL094259216');
    // A consumer has none.
    const cleared = await call('POST', '/api/user/update_business', u, { vat_no: '' });
    expect(cleared.json().user.vat_no).toBe('');
  });

  it('without a country, checks the number against the country its prefix names', async () => {
    const u = await createUser(app);
    refused(
      await call('POST', '/api/user/update_business', u, { vat_no: 'x' }),
      'This VAT number is not valid.',
      'vat_no',
    );
    refused(
      await call('POST', '/api/user/update_business', u, { vat_no: 'DE136695977' }),
      'This VAT number is not valid.',
      'vat_no',
    );
    const ok = await call('POST', '/api/user/update_business', u, { vat_no: 'de136695976' });
    expect(ok.json().user.vat_no).toBe('DE136695976');
  });
});

describe('a change of country with a VAT number saved', () => {
  const MOVED = (vatNo: string) =>
    `The VAT number ${vatNo} is not valid for the country chosen. Remove it under Business details first, then change the country and enter the VAT number for the new country.`;

  it('is refused at the country field, in the reader language, and nothing is changed', async () => {
    const u = await createUser(app, { country: 'NL' });
    const saved = await call('POST', '/api/user/update_business', u, { vat_no: 'NL000000000B01' });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const country of ['US', 'BE', 'DE'])
      refused(
        await call('POST', '/api/user/update_address', u, { country, city: 'Elsewhere' }),
        MOVED('NL000000000B01'),
        'country',
      );
    const de = await call('POST', '/api/user/update_address', u, { country: 'US' }, 'de');
    expect(de.statusCode).toBe(400);
    expect(de.json().message).toBe(
      'Die USt-IdNr. NL000000000B01 ist für das gewählte Land nicht gültig. Entfernen Sie sie zuerst unter Firmendaten, ändern Sie dann das Land und geben Sie die USt-IdNr. für das neue Land ein.',
    );
    expect(await stored(u.id)).toEqual({ country: 'NL', vat_no: 'NL000000000B01' });
    expect((await app.db('users').where({ id: u.id }).first('city')).city).not.toBe('Elsewhere');

    // The address form sends its country with every save: the same country is no change.
    const same = await call('POST', '/api/user/update_address', u, { country: 'nl', city: 'Utrecht' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().user).toMatchObject({ country: 'NL', city: 'Utrecht', vat_no: 'NL000000000B01' });

    // Without the number the move goes through, and the new country's number is taken after it.
    await call('POST', '/api/user/update_business', u, { vat_no: '' });
    const moved = await call('POST', '/api/user/update_address', u, { country: 'DE' });
    expect(moved.statusCode, moved.body).toBe(200);
    const next = await call('POST', '/api/user/update_business', u, { vat_no: 'DE136695976' });
    expect(next.json().user).toMatchObject({ country: 'DE', vat_no: 'DE136695976' });
  });

  it('goes through when the number fits the new country too, or to no country', async () => {
    const u = await createUser(app, { country: 'US' });
    const saved = await call('POST', '/api/user/update_business', u, { vat_no: '12-3456789' });
    expect(saved.json().user.vat_no).toBe('123456789');
    const ok = await call('POST', '/api/user/update_address', u, { country: 'CA' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ country: 'CA', vat_no: '123456789' });

    const nl = await createUser(app, { country: 'NL' });
    await call('POST', '/api/user/update_business', nl, { vat_no: 'NL000000000B01' });
    const none = await call('POST', '/api/user/update_address', nl, { country: '' });
    expect(none.statusCode, none.body).toBe(200);
  });

  it('is refused to staff too unless the number is changed with it', async () => {
    const u = await createUser(app, { country: 'NL' });
    await call('POST', '/api/user/update_business', u, { vat_no: 'NL000000000B01' });
    refused(
      await call('PUT', `/api/user/${u.id}`, admin, { country: 'US' }),
      MOVED('NL000000000B01'),
      'country',
    );
    expect(await stored(u.id)).toEqual({ country: 'NL', vat_no: 'NL000000000B01' });
    const both = await call('PUT', `/api/user/${u.id}`, admin, { country: 'DE', vat_no: 'DE136695976' });
    expect(both.statusCode, both.body).toBe(200);
    expect(await stored(u.id)).toEqual({ country: 'DE', vat_no: 'DE136695976' });
  });
});

describe('admin edit of a user', () => {
  it('refuses a bad country or a VAT number not valid for the country', async () => {
    const u = await createUser(app, { country: 'DE' });
    refused(await call('PUT', `/api/user/${u.id}`, admin, { country: 'ZZ' }), NO_COUNTRY, 'country');
    refused(await call('PUT', `/api/user/${u.id}`, admin, { vat_no: 'x' }), VAT_FOR_COUNTRY, 'vat_no');
    refused(
      await call('PUT', `/api/user/${u.id}`, admin, { vat_no: 'ATU13585627' }),
      VAT_FOR_COUNTRY,
      'vat_no',
    );
    // A number for the country set in the same change.
    refused(
      await call('PUT', `/api/user/${u.id}`, admin, { country: 'AT', vat_no: 'DE136695976' }),
      VAT_FOR_COUNTRY,
      'vat_no',
    );
    expect(await stored(u.id)).toEqual({ country: 'DE', vat_no: '' });
    const ok = await call('PUT', `/api/user/${u.id}`, admin, { country: 'at', vat_no: 'U 1358 5627' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user).toMatchObject({ country: 'AT', vat_no: 'ATU13585627' });
  });
});

describe("the seller's and the shop's own country", () => {
  it('is one of the list too, kept in upper case', async () => {
    refused(
      await call('PUT', '/api/credits/billing_settings', admin, { seller_country: 'ZZ' }),
      NO_COUNTRY,
      'seller_country',
    );
    refused(await call('POST', '/api/shop/settings/update', admin, { country: 'zz' }), NO_COUNTRY, 'country');

    const seller = await call('PUT', '/api/credits/billing_settings', admin, { seller_country: 'NL' });
    expect(seller.statusCode, seller.body).toBe(200);
    expect(seller.json().seller_country).toBe('NL');
    const shop = await call('POST', '/api/shop/settings/update', admin, { country: 'de' });
    expect(shop.statusCode, shop.body).toBe(200);
    expect((await call('GET', '/api/shop/settings/get', admin)).json().settings).toMatchObject({
      country: 'DE',
    });
  });
});
