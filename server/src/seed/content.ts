import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

const TERMS = `# Terms and conditions

## 1. The service
We modify the engine-control-unit (ECU) files you send us according to the services you order. You read and
write the ECU yourself, with your own tools, and you are responsible for the vehicle and the work on it.

## 2. Credits and payment
Services are paid in credits. Credits are taken when you send an order and returned when an order is
cancelled before we start. Credits do not expire and cannot be exchanged for money.

## 3. Your files
Keep a copy of every original file. Order files are deleted after each month; store what you need.

## 4. Off-road services
Services marked "for off-road and motorsport use only" change emission-related systems. You confirm that the
vehicle will not be used on public roads in a way the law does not allow.

## 5. Liability
We check every file before it is sent back. We are not liable for damage caused by writing a file to the wrong
vehicle, by hardware faults, or by tools used to read or write the ECU.
`;

const PRIVACY = `# Privacy policy

## What we keep
Your account details (name, company, address, e-mail, phone, VAT number), your orders and their files, your
tickets and chat messages, and your credit history and invoices.

## Why
To deliver the services you order, to invoice them, and to answer your questions. We keep invoices as long as
tax law requires. Order files are deleted after each month.

## Who sees it
Our staff, and the payment provider you choose when you buy credits. We do not sell your data.

## Your rights
You can see and correct your details in your profile, and ask us to delete your account and all its data.
`;

const TERMS_OF_USE = `# Terms of use

Use this portal only for your own business with us. Keep your password to yourself; you are responsible for
what is done with your account. Do not upload files you have no right to send us.
`;

const SHOP_TERMS = `# Shop terms

Prices include VAT where it applies. Orders ship with the method you choose at checkout. Unused goods in their
original packaging may be returned within 14 days of delivery; tell us before you send them back.
`;

const WHY: [string, string, string][] = [
  ['Tested files', 'Every file is checked on the map and the checksum before it leaves us.', 'shield-check'],
  ['Fast delivery', 'Most Stage 1 files are back within the hour during opening hours.', 'rocket'],
  ['Real support', 'Talk to the tuner who did your file, by ticket or live chat.', 'messages'],
  ['Any vehicle', 'Cars, vans, trucks, tractors, bikes and boats, with one credit balance.', 'car'],
];

const SOCIALS: [string, string, string][] = [
  ['Facebook', 'https://www.facebook.com/', 'facebook'],
  ['Instagram', 'https://www.instagram.com/', 'instagram'],
  ['YouTube', 'https://www.youtube.com/', 'youtube'],
];

const CHECKLIST = `FLASHING CHECKLIST
==================

Before reading
[ ] Battery charger connected (13.5-14.0 V); not a jump starter
[ ] Ignition on, engine off; lights, fan and radio off
[ ] Tool and laptop on mains power, screen saver and sleep off
[ ] Correct protocol and ECU type chosen in the tool

Before sending the order
[ ] Full read saved twice (flash + EEPROM where the tool offers it), compared and identical
[ ] Vehicle details and fault codes entered; photos of the ECU label attached for unknown ECUs
[ ] Hardware changes listed in the comment (intake, intercooler, downpipe, turbo, injectors)

Before writing
[ ] The modified file is for this ECU (same software number as the read)
[ ] Charger still connected; do not open doors during the write
[ ] After writing: ignition off for 30 seconds, then clear fault codes and test drive
`;

async function insertOnce(app: FastifyInstance, table: string, rows: Record<string, unknown>[]) {
  const [{ n }] = await app.db(table).count({ n: '*' });
  if (Number(n) === 0 && rows.length) await app.db(table).insert(rows);
}

/** Demo content: legal texts in English, selling points, social links and one download. */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  const now = new Date();
  const stamp = { created_at: now, updated_at: now };
  await insertOnce(app, 'terms', [
    { kind: 'terms_and_conditions', language: 'en', title: 'Terms and conditions', content: TERMS, ...stamp },
    { kind: 'privacy_policy', language: 'en', title: 'Privacy policy', content: PRIVACY, ...stamp },
    { kind: 'terms_of_use', language: 'en', title: 'Terms of use', content: TERMS_OF_USE, ...stamp },
    { kind: 'shop_terms', language: 'en', title: 'Shop terms', content: SHOP_TERMS, ...stamp },
  ]);
  await insertOnce(
    app,
    'why_choose_us',
    WHY.map(([title, description, icon], i) => ({
      title,
      description,
      icon,
      active: true,
      position: i + 1,
      ...stamp,
    })),
  );
  await insertOnce(
    app,
    'social_links',
    SOCIALS.map(([name, url, icon], i) => ({ name, url, icon, active: true, position: i + 1, ...stamp })),
  );
  const [{ n }] = await app.db('file_links').count({ n: '*' });
  if (Number(n) === 0) {
    const stored = await app.storage.put('downloads', Readable.from([Buffer.from(CHECKLIST, 'utf8')]));
    await app.db('file_links').insert({
      title: 'Flashing checklist',
      category: 'Guides',
      description: 'What to check before reading, before ordering and before writing an ECU.',
      is_public: true,
      url: null,
      file_key: stored.key,
      file_name: 'flashing-checklist.txt',
      file_type: 'text/plain; charset=utf-8',
      file_size: stored.size,
      downloads: 0,
      ...stamp,
    });
  }
}
