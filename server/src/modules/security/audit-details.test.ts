import { USER_STATUS } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

// Each entry of the audit trail says what it was about: the object and what changed, and no entry is
// written for a change that changed nothing.
let app: TestApp;
let admin: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

const call = (method: string, url: string, user: TestUser, payload?: object, language?: string) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: language ? { ...user.headers, 'accept-language': language } : user.headers,
    payload,
  });

/** The events of one kind as the audit page lists them (newest first). */
async function listed(kind: string) {
  const res = await call('GET', `/api/audit-log?kind=${encodeURIComponent(kind)}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    action: string;
    target_type: string;
    target_id: number | null;
    user: { _id: number; username: string } | null;
    detail: Record<string, unknown> | string[] | null;
  }[];
}

describe('audit entries name what changed', () => {
  it('marking an invoice paid names the invoice and is about its customer', async () => {
    const customer = await createUser(app, { country: 'DE' });
    const made = await call('POST', '/api/credits_user', customer, { count: 1000, payment_method: 'bank' });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().invoice._id as number;
    const paid = await call('PATCH', '/api/credits/mark-as-paid', admin, { id });
    expect(paid.statusCode, paid.body).toBe(200);
    const invoiceNo = paid.json().invoice as string;
    expect(invoiceNo).toBeTruthy();

    const [event] = await listed('invoice.mark_paid');
    expect(event).toMatchObject({
      target_type: 'user',
      target_id: customer.id,
      user: { _id: customer.id, username: customer.username },
      detail: { invoice_no: invoiceNo, _id: id },
    });
  });

  it('a VAT change names the country and the percentage before and after', async () => {
    const rates = await call('GET', '/api/vat?keyword=LU', admin);
    const rate = (rates.json().items as { _id: number; country: string; percentage: number }[]).find(
      (r) => r.country === 'LU',
    );
    if (!rate) throw new Error('no VAT rate for LU');
    const id = rate._id;
    const changed = await call('PUT', `/api/vat/percentage/${id}`, admin, { percentage: 16.5 });
    expect(changed.statusCode, changed.body).toBe(200);
    const toggled = await call('PUT', `/api/vat/toggle/${id}`, admin, { enabled: false });
    expect(toggled.statusCode, toggled.body).toBe(200);

    expect((await listed('vat.percentage'))[0]?.detail).toEqual({
      country: 'LU',
      from: rate.percentage,
      to: 16.5,
    });
    expect((await listed('vat.toggle'))[0]?.detail).toEqual({ country: 'LU', enabled: false });
  });

  it('approving a pending account is logged as an approval, not as an edited status', async () => {
    const pending = await createUser(app, { status: USER_STATUS.PENDING });
    const before = (await listed('user.update')).length;
    const approved = await call('PUT', `/api/user/${pending.id}`, admin, { status: USER_STATUS.ACTIVE });
    expect(approved.statusCode, approved.body).toBe(200);

    const [event] = await listed('user.approve');
    expect(event).toMatchObject({ target_type: 'user', target_id: pending.id });
    // Nothing else changed, so there is no "fields changed: status" entry beside it.
    expect(await listed('user.update')).toHaveLength(before);

    // Another edit together with the approval still lists that field, without the status.
    const other = await createUser(app, { status: USER_STATUS.PENDING });
    const both = await call('PUT', `/api/user/${other.id}`, admin, {
      status: USER_STATUS.ACTIVE,
      company_name: 'Tuning GmbH',
    });
    expect(both.statusCode, both.body).toBe(200);
    const [edit] = await listed('user.update');
    expect(edit).toMatchObject({ target_id: other.id, detail: ['company_name'] });
  });

  it('saving the settings without a change writes no entry; a change writes one naming it', async () => {
    const current = (await call('GET', '/api/settings', admin)).json();
    const before = (await listed('settings.update')).length;
    const same = await call('POST', '/api/settings', admin, { site_title: current.site_title });
    expect(same.statusCode, same.body).toBe(200);
    expect(await listed('settings.update')).toHaveLength(before);

    const changed = await call('POST', '/api/settings', admin, { site_title: `${current.site_title} 2` });
    expect(changed.statusCode, changed.body).toBe(200);
    const events = await listed('settings.update');
    expect(events).toHaveLength(before + 1);
    expect(events[0]?.detail).toEqual({ group: 'site', keys: ['site_title'] });
  });

  it('a message to customers is logged with its channel, recipient count and subject', async () => {
    await createUser(app, { country: 'IS' });
    await createUser(app, { country: 'IS' });
    const sent = await call('POST', '/api/message/sendEmail', admin, {
      subject: 'Closed on Saturday',
      message: 'The portal is offline for an hour.',
      audience: 'customers',
      country: 'IS',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [event] = await listed('message.send');
    expect(event).toMatchObject({
      target_type: 'message',
      target_id: sent.json().message_id,
      detail: { channel: ['email'], recipients: 2, subject: 'Closed on Saturday' },
    });
  });
});

describe('the sign-in refusal of a suspended account', () => {
  it('writes the day in the reader’s language', async () => {
    const u = await createUser(app);
    const until = '2031-12-07T22:59:59.000Z';
    const res = await call('POST', `/api/user/${u.id}/suspend`, admin, { until, reason: 'Unpaid invoices' });
    expect(res.statusCode, res.body).toBe(200);
    const refused = async (language: string) => {
      const signin = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'accept-language': language },
        payload: { login: u.username, password: u.password },
      });
      expect(signin.statusCode).toBe(403);
      return signin.json().message as string;
    };
    expect(await refused('de')).toBe('Ihr Konto ist bis 7. Dezember 2031 gesperrt. Grund: Unpaid invoices');
    expect(await refused('en')).toBe(
      'Your account is suspended until December 7, 2031. Reason: Unpaid invoices',
    );
    expect(await refused('fr')).toContain('7 décembre 2031');
    expect(await refused('fr')).not.toContain('2031-12-07');
  });
});
