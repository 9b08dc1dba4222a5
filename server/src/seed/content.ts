import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { insertId } from '../modules/catalogue/listing.js';
import { seedDownloadTranslations } from './catalogue-i18n.js';
import { CATALOGUE_TEXTS } from './catalogue-texts/index.js';
import { LEGAL_TEXTS } from './legal-texts/index.js';
import { seedSellingPointTranslations } from './storefront-i18n.js';

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

/** Inserts `rows` into an empty table; answers whether it did. */
async function insertOnce(app: FastifyInstance, table: string, rows: Record<string, unknown>[]) {
  const [{ n }] = await app.db(table).count({ n: '*' });
  if (Number(n) !== 0 || !rows.length) return false;
  await app.db(table).insert(rows);
  return true;
}

/** Demo content: legal texts in every language, selling points, social links and one download. */
export async function seedDemoContent(app: FastifyInstance): Promise<void> {
  const now = new Date();
  const stamp = { created_at: now, updated_at: now };
  await insertOnce(
    app,
    'terms',
    Object.entries(LEGAL_TEXTS).flatMap(([language, texts]) =>
      Object.entries(texts).map(([kind, { title, content }]) => ({
        kind,
        language,
        title,
        content,
        ...stamp,
      })),
    ),
  );
  const sellingPoints = await insertOnce(
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
  if (sellingPoints) await seedSellingPointTranslations(app.db);
  await insertOnce(
    app,
    'social_links',
    SOCIALS.map(([name, url, icon], i) => ({ name, url, icon, active: true, position: i + 1, ...stamp })),
  );
  const [{ n }] = await app.db('file_links').count({ n: '*' });
  if (Number(n) === 0) {
    const { download } = CATALOGUE_TEXTS.en;
    const stored = await app.storage.put('downloads', Readable.from([Buffer.from(CHECKLIST, 'utf8')]));
    await app.db.transaction(async (trx) => {
      const id = await insertId(
        trx('file_links').insert({
          title: download.title,
          category: 'Guides',
          description: download.description,
          is_public: true,
          url: null,
          file_key: stored.key,
          file_name: 'flashing-checklist.txt',
          file_type: 'text/plain; charset=utf-8',
          file_size: stored.size,
          downloads: 0,
          ...stamp,
        }),
      );
      await seedDownloadTranslations(trx, id);
    });
  }
}
