import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

// What the sanitiser may emit as markup: the plain formatting tags it rebuilds, nothing else.
const OWN_TAG = /<\/?(?:p|br|b|strong|i|em|u|ul|ol|li|h2|h3|h4|blockquote)>/g;

/** Every angle bracket left once our own tags are taken out is foreign, so must have been escaped. */
function expectOnlyOwnMarkup(out: string) {
  expect(out.replace(OWN_TAG, '')).not.toMatch(/[<>]/);
  expect(out).not.toMatch(/<[^>]*\son[a-z]*\s*=/i);
}

describe('sanitizeRichText', () => {
  it('keeps plain formatting, drops attributes, script and comments', () => {
    const out = sanitizeRichText(
      '<p class="x">A <b>bold</b>, <i>it</i> <strong>s</strong> <em>e</em> <u>u</u><br/></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><h2>H</h2><blockquote>q</blockquote>' +
        '<script>alert(1)</script><!-- note --><a href="javascript:alert(1)">link</a>',
    );
    expect(out).toBe(
      '<p>A <b>bold</b>, <i>it</i> <strong>s</strong> <em>e</em> <u>u</u><br></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><h2>H</h2><blockquote>q</blockquote>link',
    );
  });

  it('drops a picture with an event handler in a product description', () => {
    const out = sanitizeRichText('<p>Fast</p><img src=x onerror=alert(1)>');
    expect(out).toBe('<p>Fast</p>');
  });

  it('does not let the pieces around a dropped tag join into new markup', () => {
    const out = sanitizeRichText('<<x>img src=x onerror=alert(1)>');
    expectOnlyOwnMarkup(out);
    expect(out).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('escapes an unclosed tag at the very end (a page or e-mail adds the closing `>` after it)', () => {
    const out = sanitizeRichText('<p>Hi</p><image src=x onerror=alert(1) ');
    expectOnlyOwnMarkup(out);
    expect(out).toBe('<p>Hi</p>&lt;image src=x onerror=alert(1) ');
  });

  it('escapes what is left of a split script tag', () => {
    // As a browser reads it: a tag `scr<script`, text `ipt>alert(1)`, an end tag.
    expect(sanitizeRichText('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    const out = sanitizeRichText('<scr<script></script>ipt>alert(1)</script>');
    expectOnlyOwnMarkup(out);
    expect(out).not.toContain('<script');
  });

  it('escapes unclosed comments, CDATA and declarations, and leaves entities as text', () => {
    for (const input of [
      '<!-- <img src=x onerror=alert(1)',
      '<![CDATA[<img src=x onerror=alert(1)>]]>',
      '<!<x>-- -->',
      '<!DOCTYPE html><?xml x?>',
      '&lt;img src=x onerror=alert(1)&gt;',
      '<b title="a>b" onclick="x">t</b>',
      '< img src=x onerror=alert(1)>',
    ]) {
      expectOnlyOwnMarkup(sanitizeRichText(input));
    }
    expect(sanitizeRichText('&lt;script&gt;')).toBe('&lt;script&gt;');
  });

  it('never lets foreign markup through, whatever the fragments are put together from', () => {
    const piece = fc.constantFrom(
      '<',
      '>',
      '<<',
      '</',
      '<!--',
      '-->',
      '<!',
      '<![CDATA[',
      ']]>',
      '<p>',
      '</p>',
      '<b>',
      '<x>',
      '<img',
      '<image',
      '<script>',
      '</script>',
      '<scr',
      'ipt>',
      '<style>',
      ' src=x',
      ' onerror=alert(1)',
      '"',
      "'",
      '=',
      ' ',
      'text',
      '&lt;',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        const out = sanitizeRichText(parts.join(''));
        expectOnlyOwnMarkup(out);
        // Sanitising what is already sanitised changes nothing (messages are sanitised again when read).
        expect(sanitizeRichText(out)).toBe(out);
      }),
      { numRuns: 3000 },
    );
  });
});
