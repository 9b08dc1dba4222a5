import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createAdmin, createUser, type TestApp, type TestUser } from '../../../test/helpers.js';
import { startSmtp } from '../../../test/smtp.js';

/** The decoded body of the part of a raw e-mail with this content type (quoted-printable or base64). */
function part(raw: string, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  const found = parts.find((p) => new RegExp(`^content-type:\\s*${type}`, 'im').test(p));
  if (!found) throw new Error(`no ${type} part`);
  const split = found.search(/\r?\n\r?\n/);
  const head = found.slice(0, split);
  const body = found.slice(split).trim();
  if (/content-transfer-encoding:\s*base64/i.test(head))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  const text = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

const LONG_URL = `https://downloads.example.com/${'very-long-path-segment-'.repeat(8)}file.zip`;
// As typed in the text box: lines, a link with other text, a bare link, a script link, a table.
const MESSAGE = [
  'Hallo zusammen,',
  'am Samstag ist das Portal kurz offline.',
  '',
  'Details: <a href="https://status.example.com/maintenance?day=sat&amp;tz=utc" onclick="steal()">status page</a>',
  `Download: <a href="${LONG_URL}">${LONG_URL}</a>`,
  'Do not click <a href="javascript:alert(document.cookie)">this</a> or <a href=" jav&#x61;script:alert(1)">that</a>.',
  '<table>',
  '<tr><th>Day</th><th>Hours</th></tr>',
  '<tr><td>Mon</td><td>08:00-17:00</td></tr>',
  '</table>',
  'Bis bald',
].join('\r\n');

describe('a bulk e-mail as the recipients read it', () => {
  let app: TestApp;
  let admin: TestUser;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let english: TestUser;
  let arabic: TestUser;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildTestApp({ smtpUrl: smtp.url, jobPollMs: 20 });
    admin = await createAdmin(app);
    english = await createUser(app, { country: 'MT' });
    arabic = await createUser(app, { country: 'MT' });
    await app.db('users').where({ id: english.id }).update({ language: 'en', firstname: 'Erin' });
    await app.db('users').where({ id: arabic.id }).update({ language: 'ar', firstname: 'Fnar' });
  });
  afterAll(async () => {
    await app.cleanup();
    await smtp.close();
  });

  it('is a whole document in the reader’s language and direction, with lines, links and tables kept', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/message/sendEmail',
      headers: admin.headers,
      payload: { subject: 'Maintenance on Saturday', message: MESSAGE, user_ids: [english.id, arabic.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [en, ar] = [await smtp.waitFor(english.email), await smtp.waitFor(arabic.email)];

    const enHtml = part(en.raw, 'text/html');
    const arHtml = part(ar.raw, 'text/html');
    expect(enHtml).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(arHtml).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    expect(arHtml).toContain('<body dir="rtl"');
    for (const html of [enHtml, arHtml]) {
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('overflow-wrap:anywhere');
      expect(html).toContain('img{max-width:100%;height:auto}');
      // The typed line breaks, and those of the signature.
      expect(html).toContain('Hallo zusammen,<br>\nam Samstag ist das Portal kurz offline.<br>\n<br>');
      expect(html).toMatch(/<p>[^<]+[,،]<br>[^<]+<\/p>\n<\/div><\/body><\/html>$/);
      expect(html).toContain(
        '<a href="https://status.example.com/maintenance?day=sat&amp;tz=utc" rel="noopener noreferrer" target="_blank">status page</a>',
      );
      expect(html).toContain(`<a href="${LONG_URL}" rel="noopener noreferrer" target="_blank">`);
      expect(html).not.toMatch(/javascript|onclick|steal/i);
      expect(html).toContain('Do not click this or that.');
      expect(html).toContain(
        '<table><tr><th>Day</th><th>Hours</th></tr><tr><td>Mon</td><td>08:00-17:00</td></tr></table>Bis bald',
      );
    }
    expect(enHtml).toContain('<p>Kind regards,<br>');

    const enText = part(en.raw, 'text/plain');
    const arText = part(ar.raw, 'text/plain');
    for (const text of [enText, arText]) {
      expect(text).toContain(
        [
          'Hallo zusammen,',
          'am Samstag ist das Portal kurz offline.',
          '',
          'Details: status page (https://status.example.com/maintenance?day=sat&tz=utc)',
          `Download: ${LONG_URL}`,
          'Do not click this or that.',
          'Day | Hours',
          'Mon | 08:00-17:00',
          '',
          'Bis bald',
        ].join('\n'),
      );
      expect(text).not.toMatch(/javascript|<a|<t[dhr]/i);
    }
    expect(enText).toMatch(/^Hello Erin/);
    expect(arText).toContain('Fnar');
  });

  it('opens the portal in each reader’s language from its links, and leaves other sites’ links alone', async () => {
    const base = app.config.publicUrl.replace(/\/+$/, '');
    const [german, french] = [await createUser(app), await createUser(app)];
    await app.db('users').where({ id: german.id }).update({ language: 'de' });
    await app.db('users').where({ id: french.id }).update({ language: 'fr' });
    const message = [
      `Neu im <a href="${base}/shop?sort=new#top">Shop</a>, Hilfe auf <a href="https://help.example.com/faq?q=1">help</a>.`,
      `Ihre Aufträge: ${base}/my-orders. Die Datei: <a href="${base}/api/flink/1/download">download</a>`,
    ].join('\n');
    const res = await app.inject({
      method: 'POST',
      url: '/api/message/sendEmail',
      headers: admin.headers,
      payload: { subject: 'Neuigkeiten', message, user_ids: [german.id, french.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const [reader, lang] of [
      [german, 'de'],
      [french, 'fr'],
    ] as const) {
      const mail = await smtp.waitFor(reader.email);
      const html = part(mail.raw, 'text/html');
      expect(html).toContain(`<a href="${base}/shop?sort=new&amp;lang=${lang}#top" rel="noopener`);
      expect(html).toContain('<a href="https://help.example.com/faq?q=1" rel="noopener');
      expect(html).toContain(`<a href="${base}/api/flink/1/download" rel="noopener`);
      const text = part(mail.raw, 'text/plain');
      expect(text).toContain(
        `Neu im Shop (${base}/shop?sort=new&lang=${lang}#top), Hilfe auf help (https://help.example.com/faq?q=1).`,
      );
      expect(text).toContain(
        `Ihre Aufträge: ${base}/my-orders?lang=${lang}. Die Datei: download (${base}/api/flink/1/download)`,
      );
      expect(`${html}\n${text}`.match(/lang=\w+/g)).toEqual([`lang=${lang}`, `lang=${lang}`, `lang=${lang}`]);
    }
  });
});
