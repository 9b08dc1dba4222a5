import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { formData } from '../downloads/test-form.js';

/** Two UTF-16 units, one character: the documented limits count characters, as the request schemas do. */
const EMOJI = '😀';

let app: TestApp;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await createAdmin(app);
  customer = await createUser(app);
});
afterAll(() => app.cleanup());

async function post(url: string, user: TestUser, fields: Record<string, string>) {
  const f = await formData(fields);
  return app.inject({ method: 'POST', url, payload: f.payload, headers: { ...user.headers, ...f.headers } });
}

describe('ticket texts of emoji', () => {
  it('takes a subject, message and registration number at their limits in characters and keeps them whole', async () => {
    const fields = {
      subject: EMOJI.repeat(200),
      message: EMOJI.repeat(5000),
      reg_no: EMOJI.repeat(32),
    };
    const res = await post('/api/ticket', customer, fields);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().ticket._id;
    const stored = await app.db('tickets').where({ id }).first('subject', 'message', 'reg_no');
    expect(stored).toEqual(fields);
    const shown = await app.inject({ url: `/api/ticket/${id}`, headers: customer.headers });
    expect(shown.json().ticket.subject).toBe(fields.subject);
  });

  it('refuses one character more, with the limit in the words', async () => {
    const base = { subject: 'Subject', message: 'Message' };
    const cases: [Record<string, string>, string][] = [
      [{ subject: EMOJI.repeat(201) }, 'The subject can be at most 200 characters long.'],
      [{ message: EMOJI.repeat(5001) }, 'The message can be at most 5000 characters long.'],
      [{ reg_no: EMOJI.repeat(33) }, 'The registration number can be at most 32 characters long.'],
    ];
    for (const [fields, message] of cases) {
      const res = await post('/api/ticket', customer, { ...base, ...fields });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('takes a reply of 5000 emoji and refuses 5001', async () => {
    const opened = await post('/api/ticket', customer, { subject: 'Replies', message: 'First' });
    const id = opened.json().ticket._id;
    const ok = await post(`/api/ticket_message/${id}`, customer, { message: EMOJI.repeat(5000) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message.message).toBe(EMOJI.repeat(5000));
    const long = await post(`/api/ticket_message/${id}`, customer, { message: EMOJI.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The message can be at most 5000 characters long.');
  });

  it('still refuses invisible characters in a text within the limit', async () => {
    const res = await post('/api/ticket', customer, {
      subject: `${EMOJI.repeat(150)}\u202e`,
      message: 'Message',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'subject' });
    expect(res.json().message).toContain('characters that are not allowed');
  });
});

describe('changing a ticket', () => {
  it('names the values a status or priority may take', async () => {
    const opened = await post('/api/ticket', customer, { subject: 'Status', message: 'Message' });
    const url = `/api/ticket/${opened.json().ticket._id}`;
    const status = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { status: 'closed' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      message: 'Invalid "status": choose one of open, solved.',
      field: 'status',
    });
    const priority = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { priority: 'asap' },
    });
    expect(priority.json().message).toBe('Invalid "priority": choose one of low, normal, high, urgent.');
  });

  it('does not read an array as the number inside it', async () => {
    const opened = await post('/api/ticket', customer, { subject: 'Assignee', message: 'Message' });
    const url = `/api/ticket/${opened.json().ticket._id}`;
    const wrapped = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { assigned_to: [admin.id] },
    });
    expect(wrapped.statusCode).toBe(400);
    expect(wrapped.json()).toMatchObject({ code: 'VALIDATION', field: 'assigned_to' });
    expect((await app.db('tickets').where({ id: opened.json().ticket._id }).first()).assigned_to).toBeNull();

    const plain = await app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { assigned_to: admin.id },
    });
    expect(plain.statusCode, plain.body).toBe(200);
  });
});
