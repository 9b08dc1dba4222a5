import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';
import { grantAccess, ORIGIN, seedVehicle } from '../../../test/support/api-access.js';

let app: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: TestUser;
let ids: Awaited<ReturnType<typeof seedVehicle>>;

beforeAll(async () => {
  smtp = await startSmtp();
  app = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createAdmin(app);
  ids = await seedVehicle(app, admin.headers);
}, 60_000);
afterAll(async () => {
  await app?.cleanup();
  await smtp?.close();
});

/** A dealer with API access, their prices set as they would on their page. */
async function dealerWithAccess(profile: Record<string, string>, currency: string) {
  const dealer = await createUser(app);
  await app.db('users').where({ id: dealer.id }).update(profile);
  const access = await grantAccess(app, admin.headers, dealer.id);
  const priced = await app.inject({
    method: 'PUT',
    url: `/api/api-access-update-by-user/${access._id}`,
    headers: dealer.headers,
    payload: { stage_prices: [{ stage: 1, price: 29_900 }], currency },
  });
  expect(priced.statusCode, priced.body).toBe(200);
  return { dealer, key: access.keys.publishable_key };
}

async function ask(key: string, email: string, language: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/v1/quotes',
    headers: { 'x-api-key': key, origin: ORIGIN },
    payload: {
      name: 'Jan Kowalski',
      email,
      stage: 1,
      variant_id: ids.variant,
      message: 'Czy mogę przyjechać w piątek?',
      language,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  // The mail as the portal queued it, then as it reached the visitor's mail server.
  const job = (await app.db('jobs').where({ kind: 'mail.send' }))
    .map((j) => JSON.parse(j.payload) as { to: string; subject: string; text: string })
    .find((m) => m.to === email);
  const received = await smtp.waitFor(email);
  return { subject: job?.subject ?? '', text: job?.text ?? '', raw: received.raw };
}

describe("the visitor's confirmation", () => {
  it('comes from the workshop they asked: its name, website and contact, a summary, its signature', async () => {
    const { dealer, key } = await dealerWithAccess(
      { company_name: 'Berg Tuning', phone: '+48 600 100 200' },
      'PLN',
    );
    const mail = await ask(key, 'jan@visitor.example', 'pl');
    expect(mail.subject).toBe('Berg Tuning: otrzymaliśmy Twoje zapytanie ofertowe');
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe('Dzień dobry,');
    expect(mail.text).toContain('Zespół Berg Tuning otrzymał je i wkrótce się odezwie.');
    expect(lines).toContain('Pojazd: Volkswagen Golf Mk7 2.0 TDI 150hp');
    expect(lines).toContain('Stopień 1');
    expect(lines.find((l) => l.startsWith('Cena z cennika:'))).toMatch(/^Cena z cennika: 299,00\s?zł$/u);
    expect(lines).toContain(`Strona: ${ORIGIN}`);
    expect(lines).toContain(`E-mail: ${dealer.email}`);
    expect(lines).toContain('Telefon: +48 600 100 200');
    expect(mail.text).toContain('Pozdrawiamy\nBerg Tuning');
    // Still nothing the sender typed: the form cannot carry someone's text to a stranger.
    expect(mail.text).not.toContain('Jan Kowalski');
    expect(mail.text).not.toContain('piątek');
    // A reply from the visitor reaches the workshop.
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${dealer.email.replace(/[.]/g, '\\.')}\\r?$`, 'mi'));
  });

  it("names the person when there is no company, leaves out what the dealer has not given, takes the page's base language", async () => {
    const { dealer, key } = await dealerWithAccess(
      { company_name: '', phone: '', firstname: 'Jonas', lastname: 'Berg' },
      'EUR',
    );
    const mail = await ask(key, 'greta@visitor.example', 'de-AT');
    const person = 'Jonas Berg';
    expect(mail.subject).toBe(`${person}: Wir haben Ihre Angebotsanfrage erhalten`);
    expect(mail.text).toContain(`${person} hat sie erhalten`);
    expect(mail.text).toContain(`Freundliche Grüße\n${person}`);
    expect(mail.text).toContain(`Website: ${ORIGIN}`);
    expect(mail.text).toContain(`E-Mail: ${dealer.email}`);
    expect(mail.text).not.toContain('Telefon:');
  });
});
