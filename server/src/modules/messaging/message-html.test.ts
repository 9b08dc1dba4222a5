import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  imagesIn,
  messageEmailHtml,
  messageHtmlBreaks,
  messageText,
  sanitizeMessageHtml,
} from './message-html.js';

const NAME = '2026/01/0123abcd-0123-4567-89ab-0123456789ab.png';
const IMG = `<img src="/api/message_image/${NAME}">`;
const OWN_IMG = `<img src="/api/message_image/${NAME}" alt="">`;

// What the sanitiser may emit as markup: plain formatting tags and our own pictures, as it rebuilds them.
const OWN_TAG =
  /<\/?(?:p|br|b|strong|i|em|u|ul|ol|li|h2|h3|h4|blockquote|table|thead|tbody|tfoot|tr|th|td|a)>|<a href="https?:\/\/[^"<>]*" rel="noopener noreferrer" target="_blank">|<img src="\/api\/message_image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:png|jpg|gif|webp)" alt="">/g;

/** Every angle bracket left once our own tags are taken out is foreign, so must have been escaped. */
function expectOnlyOwnMarkup(out: string) {
  expect(out.replace(OWN_TAG, '')).not.toMatch(/[<>]/);
  expect(out).not.toMatch(/<[^>]*\son[a-z]*\s*=/i);
  expect(out).not.toContain('\uE000');
}

describe('sanitizeMessageHtml', () => {
  it('keeps formatting and our own pictures, rebuilt with nothing else of the tag', () => {
    const out = sanitizeMessageHtml(
      `<p onclick="x()">See <b>this</b>:</p><img src="/api/message_image/${NAME}" onerror="alert(1)" width="9">` +
        '<img src="https://evil.example/t.gif"><ul><li>Golf</li></ul>',
    );
    expect(out).toBe(`<p>See <b>this</b>:</p>${OWN_IMG}<ul><li>Golf</li></ul>`);
    expect(imagesIn(out)).toEqual([NAME]);
    expect(sanitizeMessageHtml(out)).toBe(out);
  });

  it('escapes an unclosed tag before a picture, so the rebuilt picture cannot close it', () => {
    const out = sanitizeMessageHtml(`<p>Hi</p><image src=x onerror=alert(document.domain) ${IMG}`);
    expectOnlyOwnMarkup(out);
    expect(out).toBe(`<p>Hi</p>&lt;image src=x onerror=alert(document.domain) ${OWN_IMG}`);
    expect(imagesIn(out)).toEqual([NAME]);
    expect(sanitizeMessageHtml(out)).toBe(out);
  });

  it('escapes unclosed tags, split tags and comments around pictures', () => {
    for (const input of [
      `<p>Hi</p><image src=x onerror=alert(1) `,
      `<img src=x onerror=alert(1) ${IMG}`,
      `<a href="${IMG}" onmouseover="alert(1)">x</a>`,
      `<b title="${IMG}" onclick="alert(1)">x</b>`,
      `<scr<script>ipt>alert(1)</script>${IMG}`,
      `<<x>img src=x onerror=alert(1)>${IMG}`,
      `<!-- ${IMG} <img src=x onerror=alert(1)>`,
      `<![CDATA[${IMG}<img src=x onerror=alert(1)>]]>`,
      `${IMG}<svg onload=alert(1)`,
      `&lt;img src=x onerror=alert(1)&gt;${IMG}`,
      `\uE0000\uE000<image onerror=alert(1) ${IMG}`,
    ]) {
      const out = sanitizeMessageHtml(input);
      expectOnlyOwnMarkup(out);
      expect(sanitizeMessageHtml(out)).toBe(out);
    }
  });

  it('never lets foreign markup through, whatever the fragments are put together from', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '</',
      '<!--',
      '-->',
      '<![CDATA[',
      '<p>',
      '<x>',
      '<img',
      '<image',
      '<script>',
      '</script>',
      ' src=x',
      ` src="/api/message_image/${NAME}"`,
      ' onerror=alert(1)',
      IMG,
      '<a href="https://x.example/"',
      '<a href=javascript:alert(1)>',
      ' href="',
      '</a>',
      '<td>',
      '"',
      ' ',
      'text',
      '\uE000',
      '0',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const out = sanitizeMessageHtml(parts.join(''));
        expectOnlyOwnMarkup(out);
        expect(sanitizeMessageHtml(out)).toBe(out);
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the text of escaped markup back as the characters written, for e-mail and SMS', () => {
    const out = sanitizeMessageHtml('<p>1 < 2 > 0</p><image onerror=x ');
    expect(messageText(out, 'https://portal.example')).toBe('1 < 2 > 0\n<image onerror=x');
  });
});

describe('links and tables in a staff message', () => {
  const A = (href: string) => `<a href="${href}" rel="noopener noreferrer" target="_blank">`;

  it('keeps http(s) links with only their address, and drops every other kind', () => {
    const out = sanitizeMessageHtml(
      '<a href="https://example.com/x?a=1&amp;b=2" onclick="x()" style="color:red">ok</a> ' +
        "<a title='y' HREF='http://example.com'>plain</a> " +
        '<a href="javascript:alert(1)">js</a> <a href=" jav&#x61;script&colon;alert(1)">js2</a> ' +
        '<a href="java\tscript:alert(1)">js3</a> <a href="data:text/html,x">data</a> <a>none</a> ' +
        '<a href="//evil.example/">relative</a> <a href="https://e.example/&quot;onmouseover=&quot;x">q</a></a>',
    );
    expect(out).toBe(
      `${A('https://example.com/x?a=1&amp;b=2')}ok</a> ${A('http://example.com/')}plain</a> js js2 js3 data none relative ` +
        `${A('https://e.example/%22onmouseover=%22x')}q</a>`,
    );
    expectOnlyOwnMarkup(out);
    expect(sanitizeMessageHtml(out)).toBe(out);
  });

  it('keeps simple tables without attributes', () => {
    const out = sanitizeMessageHtml(
      '<table border=1><tr><td colspan="2" onclick="x">Mon</td><th>8</th></tr></table>',
    );
    expect(out).toBe('<table><tr><td>Mon</td><th>8</th></tr></table>');
  });

  it('gives links as "text (address)" and table cells apart in the text of an e-mail', () => {
    const html = sanitizeMessageHtml(
      'See <a href="https://example.com/a">the page</a> or <a href="https://example.com/">example.com</a>.\r\n' +
        '<table>\r\n<tr><td>Mon</td><td>08:00-17:00</td></tr>\r\n<tr><td>Tue</td><td>closed</td></tr>\r\n</table>\r\nBye',
    );
    expect(messageText(html, '')).toBe(
      'See the page (https://example.com/a) or https://example.com/.\nMon | 08:00-17:00\nTue | closed\n\nBye',
    );
  });

  it('turns the lines typed into <br> in the e-mail, but not beside block tags', () => {
    expect(messageHtmlBreaks('Hello,\r\nsecond line\r\n\r\n<ul>\r\n<li>a</li>\r\n</ul>\r\nEnd')).toBe(
      'Hello,<br>\nsecond line<ul><li>a</li></ul>End',
    );
  });

  it('wraps the e-mail in a document in the reader’s language and direction', () => {
    const mail = (language: string | null) =>
      messageEmailHtml({
        language,
        subject: 'S <1>',
        greeting: 'Hi,',
        body: 'x',
        signature: 'Regards,\nSite',
      });
    expect(mail('he')).toContain('<html lang="he" dir="rtl">');
    expect(mail('fa')).toContain('<html lang="fa" dir="rtl">');
    expect(mail('pt-br')).toContain('<html lang="pt-br" dir="ltr">');
    expect(mail(null)).toContain('<html lang="en" dir="ltr">');
    expect(mail('de')).toContain('<title>S &lt;1&gt;</title>');
    expect(mail('de')).toContain('<p>Regards,<br>Site</p>');
  });
});
