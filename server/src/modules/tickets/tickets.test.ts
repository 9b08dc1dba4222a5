import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  buildTestApp,
  createAdmin,
  createStaff,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { formData } from '../downloads/test-form.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let wsBase: string;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), randomBytes(3000)]);

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsBase = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  admin = await createAdmin(app);
  customer = await createUser(app);
  other = await createUser(app);
  await app.settings.set('notifications', {
    ...(await app.settings.get('notifications')),
    staff_emails: ['support-desk@example.test'],
    email_on_new_ticket: true,
    email_on_new_message: true,
  });
});
afterAll(async () => {
  await app.cleanup();
  await smtp.close();
});

async function listen(user: TestUser) {
  const events: { type: string; [k: string]: unknown }[] = [];
  const socket = new WebSocket(`${wsBase}/api/ws?token=${user.token}`);
  socket.on('message', (raw) => events.push(JSON.parse(raw.toString())));
  await new Promise((resolve) => socket.once('open', resolve));
  return { events, close: () => socket.close() };
}
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 150 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

async function openTicket(
  user: TestUser,
  fields: Record<string, string> = {
    subject: 'Golf 2.0 TDI no start',
    message: 'It does not start',
    reg_no: 'AB-123',
  },
  file?: { name: string; content: Buffer },
) {
  const f = await formData(fields, file ? [{ field: 'file', ...file }] : []);
  return app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: f.payload,
    headers: { ...user.headers, ...f.headers },
  });
}
async function reply(user: TestUser, id: number, message: string, file?: { name: string; content: Buffer }) {
  const f = await formData({ message }, file ? [{ field: 'file', ...file }] : []);
  return app.inject({
    method: 'POST',
    url: `/api/ticket_message/${id}`,
    payload: f.payload,
    headers: { ...user.headers, ...f.headers },
  });
}
/** Files kept in a storage folder (not the .part files of uploads in progress). */
const storedIn = (folder: string) => {
  const dir = path.join(app.config.filesDir, folder);
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (e) => e.isFile() && !e.name.endsWith('.part'),
  ).length;
};
const count = async (user: TestUser, url: string) =>
  (await app.inject({ url, headers: user.headers })).json().count as number;

describe('tickets', () => {
  it('runs a ticket from opening to solved, with files, live counts, e-mails and history', async () => {
    const staffLive = await listen(admin);
    const before = await count(admin, '/api/open_tickets_count');
    const res = await openTicket(customer, undefined, { name: 'scan.pdf', content: PDF });
    expect(res.statusCode, res.body).toBe(200);
    const ticket = res.json().ticket;
    expect(ticket).toMatchObject({
      subject: 'Golf 2.0 TDI no start',
      reg_no: 'AB-123',
      status: 'open',
      priority: 'normal',
    });
    expect(ticket.file).toEqual({ name: 'scan.pdf', size: PDF.length });
    expect(await count(admin, '/api/open_tickets_count')).toBe(before + 1);
    expect(await count(customer, '/api/user_open_tickets_count')).toBe(1);
    await waitFor(() =>
      staffLive.events.some((e) => e.type === 'ticket.created' && e.ticket_id === ticket._id),
    );
    await waitFor(() => staffLive.events.some((e) => e.type === 'counts.updated' && e.scope === 'tickets'));
    const staffMail = await smtp.waitFor('support-desk@example.test');
    expect(staffMail.raw).toContain(`#${ticket._id}`);

    const download = await app.inject({
      url: `/api/ticket/${ticket._id}/download_file`,
      headers: admin.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // The admin replies with a file; the customer sees it live and gets an e-mail in their language.
    await app.db('users').where({ id: customer.id }).update({ language: 'de' });
    const customerLive = await listen(customer);
    const r = await reply(admin, ticket._id, 'Please send a photo', { name: 'fix.png', content: PNG });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().message).toMatchObject({
      from_staff: true,
      message: 'Please send a photo',
      file: { name: 'fix.png' },
    });
    await waitFor(() =>
      customerLive.events.some((e) => e.type === 'ticket.message' && e.ticket_id === ticket._id),
    );
    const mail = await smtp.waitFor(customer.email);
    expect(mail.raw).toContain(`#${ticket._id}`);
    const file = await app.inject({
      url: `/api/ticket_message/${r.json().message._id}/download_file`,
      headers: customer.headers,
    });
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const thread = await app.inject({ url: `/api/ticket_messages/${ticket._id}`, headers: customer.headers });
    expect(thread.json().items).toHaveLength(1);

    // Marked solved by the customer, reopened by their next reply; each change is in the history.
    const solved = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${ticket._id}`,
      payload: { status: 'solved' },
      headers: customer.headers,
    });
    expect(solved.statusCode, solved.body).toBe(200);
    expect(solved.json().ticket.status).toBe('solved');
    expect(await count(customer, '/api/user_open_tickets_count')).toBe(0);
    expect((await reply(customer, ticket._id, 'It happened again')).statusCode).toBe(200);
    const details = await app.inject({ url: `/api/ticket/${ticket._id}`, headers: admin.headers });
    expect(details.json().ticket.status).toBe('open');
    expect(details.json().ticket.messages_count).toBe(2);
    expect(details.json().history.map((h: { kind: string; to: string }) => `${h.kind}:${h.to}`)).toEqual([
      'created:open',
      'status:solved',
      'status:open',
    ]);
    staffLive.close();
    customerLive.close();
  });

  it('lets staff assign, prioritise, filter and search; the assignee is told', async () => {
    const agent = await createStaff(app, { tickets: true });
    // The assignee reads German: the e-mail comes in German.
    await app
      .db('users')
      .where({ id: agent.id })
      .update({ email: 'agent-tickets@example.test', language: 'de' });
    const id = (await openTicket(customer, { subject: 'Passat DPF light', message: 'Light stays on' })).json()
      .ticket._id;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${id}`,
      payload: { assigned_to: agent.id, priority: 'urgent' },
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ticket).toMatchObject({ priority: 'urgent', assigned_to: { _id: agent.id } });
    expect(res.json().history.map((h: { kind: string }) => h.kind)).toEqual([
      'created',
      'priority',
      'assigned',
    ]);
    const told = await smtp.waitFor('agent-tickets@example.test');
    expect(told.raw).toContain(`Ticket #${id} wurde Ihnen zugewiesen`);
    const inbox = await app.inject({ url: '/api/notifications', headers: agent.headers });
    if (inbox.statusCode === 200) expect(JSON.stringify(inbox.json())).toContain(`#${id}`);

    const list = await app.inject({
      url: `/api/ticket?assigned_to=${agent.id}&priority=urgent`,
      headers: agent.headers,
    });
    expect(list.json().items.map((t: { _id: number }) => t._id)).toEqual([id]);
    const search = await app.inject({
      url: '/api/ticket?keyword=Passat&status=open',
      headers: agent.headers,
    });
    expect(search.json().items.map((t: { _id: number }) => t._id)).toEqual([id]);
    const unassigned = await app.inject({ url: '/api/ticket?assigned_to=0', headers: agent.headers });
    expect(unassigned.json().items.map((t: { _id: number }) => t._id)).not.toContain(id);

    const notStaff = await app.inject({
      method: 'PUT',
      url: `/api/ticket/${id}`,
      payload: { assigned_to: customer.id },
      headers: admin.headers,
    });
    expect(notStaff.statusCode).toBe(400);
  });

  it('refuses bad input and writes nothing', async () => {
    const before = await app.db('tickets').count({ n: '*' });
    expect((await openTicket(customer, { subject: '', message: 'x' })).statusCode).toBe(400);
    expect((await openTicket(customer, { subject: 'x', message: '   ' })).statusCode).toBe(400);
    const exe = await openTicket(customer, undefined, { name: 'photo.png', content: EXE });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/image, a PDF or a ZIP\/RAR/);
    await app.settings.set('site', { ...(await app.settings.all()), max_upload_mb: 1 });
    const big = await openTicket(customer, undefined, {
      name: 'big.pdf',
      content: Buffer.concat([PDF, randomBytes(1024 * 1024 + 10)]),
    });
    expect(big.statusCode).toBe(413);
    await app.settings.set('site', { ...(await app.settings.all()), max_upload_mb: 50 });
    expect(await app.db('tickets').count({ n: '*' })).toEqual(before);

    const id = (await openTicket(customer)).json().ticket._id;
    expect((await reply(customer, id, '  ')).statusCode).toBe(400);
    const html = await reply(customer, id, '<script>alert(1)</script>');
    expect(html.json().message.message).toBe('<script>alert(1)</script>');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/ticket/${id}`,
          payload: { priority: 'high' },
          headers: customer.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/ticket/${id}`,
          payload: { status: 'closed' },
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a reply over 5000 characters like a new ticket, storing neither text nor file', async () => {
    const id = (await openTicket(customer)).json().ticket._id;
    const messagesBefore = await app.db('ticket_messages').where({ ticket_id: id }).count({ n: '*' });
    const filesBefore = storedIn('tickets');
    const long = await reply(customer, id, 'x'.repeat(7000), { name: 'a.png', content: PNG });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The message can be at most 5000 characters long.');
    const longTicket = await openTicket(customer, { subject: 'Long', message: 'x'.repeat(7000) });
    expect(longTicket.json().message).toBe(long.json().message);
    expect(await app.db('ticket_messages').where({ ticket_id: id }).count({ n: '*' })).toEqual(
      messagesBefore,
    );
    expect(storedIn('tickets')).toBe(filesBefore);
    // Exactly 5000 is still fine.
    expect((await reply(customer, id, 'y'.repeat(5000))).statusCode).toBe(200);
  });

  it('says only one file fits the "file" field when two are sent, storing none', async () => {
    const before = await app.db('tickets').count({ n: '*' });
    const filesBefore = storedIn('tickets');
    const f = await formData({ subject: 'Two files', message: 'See both', reg_no: 'AB-1' }, [
      { field: 'file', name: 'a.png', content: PNG },
      { field: 'file', name: 'b.pdf', content: PDF },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/ticket',
      payload: f.payload,
      headers: { ...customer.headers, ...f.headers },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Only one file can be attached in the field "file".');
    expect(await app.db('tickets').count({ n: '*' })).toEqual(before);
    expect(storedIn('tickets')).toBe(filesBefore);
  });

  it('keeps line breaks in a message but refuses hidden characters in the subject, message and registration', async () => {
    const before = await app.db('tickets').count({ n: '*' });
    for (const [field, value] of [
      ['message', '\u0000'],
      ['subject', 'Refund\u202edaolnwod'],
      ['reg_no', 'AB\u200b123'],
    ]) {
      const res = await openTicket(customer, {
        subject: 'Odd',
        message: 'Text',
        reg_no: 'AB-1',
        [field]: value,
      });
      expect(res.json(), field).toMatchObject({ statusCode: 400, field });
    }
    expect(await app.db('tickets').count({ n: '*' })).toEqual(before);
    const ok = await openTicket(customer, {
      subject: 'Two lines',
      message: 'First\r\nSecond\tend',
      reg_no: '',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().ticket._id;
    const odd = await reply(customer, id, 'Fine\u202edaolnwod');
    expect(odd.json()).toMatchObject({ statusCode: 400, field: 'message' });
    expect((await reply(customer, id, 'Line one\nLine two')).statusCode).toBe(200);
  });

  it("hides another customer's ticket and keeps staff without the permission out", async () => {
    const id = (await openTicket(customer)).json().ticket._id;
    const msg = (await reply(customer, id, 'mine', { name: 'a.png', content: PNG })).json().message._id;
    const calls = [
      { method: 'GET', url: `/api/ticket/${id}` },
      { method: 'PUT', url: `/api/ticket/${id}`, payload: { status: 'solved' } },
      { method: 'GET', url: `/api/ticket/${id}/download_file` },
      { method: 'GET', url: `/api/ticket_messages/${id}` },
      { method: 'DELETE', url: `/api/ticket_message/${msg}` },
      { method: 'GET', url: `/api/ticket_message/${msg}/download_file` },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: other.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await reply(other, id, 'hijack')).statusCode).toBe(404);
    const mine = await app.inject({ url: '/api/ticket_user', headers: other.headers });
    expect(mine.json().total).toBe(0);
    expect((await app.inject({ url: '/api/ticket', headers: customer.headers })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/ticket/${id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);

    const staff = await createStaff(app, { orders: true });
    for (const url of [
      '/api/ticket',
      '/api/open_tickets_count',
      `/api/ticket/${id}`,
      `/api/ticket_messages/${id}`,
    ]) {
      expect((await app.inject({ url, headers: staff.headers })).statusCode, url).toBe(403);
    }
    expect((await reply(staff, id, 'no')).statusCode).toBe(403);
    const thread = await app.inject({ url: `/api/ticket_messages/${id}`, headers: customer.headers });
    expect(thread.json().items.map((m: { message: string }) => m.message)).toEqual(['mine']);

    // Staff delete only their own messages; a ticket's deletion takes its thread along.
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/ticket_message/${msg}`, headers: admin.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/ticket_message/${msg}`, headers: customer.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/ticket/${id}`, headers: admin.headers })).statusCode,
    ).toBe(200);
    expect((await app.inject({ url: `/api/ticket/${id}`, headers: admin.headers })).statusCode).toBe(404);
  });

  it('answers 404 to every call while the ticket system is off', async () => {
    await app.settings.set('site', { ...(await app.settings.all()), ticket_system_public: false });
    try {
      for (const url of ['/api/ticket_user', '/api/ticket', '/api/open_tickets_count', '/api/ticket/1']) {
        const res = await app.inject({ url, headers: admin.headers });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toMatch(/ticket system is not available/);
      }
      expect((await openTicket(customer)).statusCode).toBe(404);
    } finally {
      await app.settings.set('site', { ...(await app.settings.all()), ticket_system_public: true });
    }
  });

  it('opens tickets in parallel without losing history or counts', async () => {
    const racer = await createUser(app);
    const results = await Promise.all(Array.from({ length: 8 }, () => openTicket(racer)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await count(racer, '/api/user_open_tickets_count')).toBe(8);
    const id = results[0].json().ticket._id;
    const agents = await Promise.all([
      createStaff(app, { tickets: true }),
      createStaff(app, { tickets: true }),
    ]);
    const changes = await Promise.all(
      agents.map((a) =>
        app.inject({
          method: 'PUT',
          url: `/api/ticket/${id}`,
          payload: { assigned_to: a.id },
          headers: admin.headers,
        }),
      ),
    );
    expect(changes.every((r) => r.statusCode === 200)).toBe(true);
    const history = (await app.inject({ url: `/api/ticket/${id}`, headers: admin.headers })).json().history;
    expect(history.filter((h: { kind: string }) => h.kind === 'assigned')).toHaveLength(2);
  });
});
