import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imagesIn, messageText, sanitizeMessageHtml } from './message-html.js';

const NAME = '2026/01/0123abcd-0123-4567-89ab-0123456789ab.png';
const IMG = `<img src="/api/message_image/${NAME}">`;
const OWN_IMG = `<img src="/api/message_image/${NAME}" alt="">`;

// What the sanitiser may emit as markup: plain formatting tags and our own pictures, as it rebuilds them.
const OWN_TAG =
  /<\/?(?:p|br|b|strong|i|em|u|ul|ol|li|h2|h3|h4|blockquote)>|<img src="\/api\/message_image\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(?:png|jpg|gif|webp)" alt="">/g;

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
