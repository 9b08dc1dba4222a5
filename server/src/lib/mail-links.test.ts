import { describe, expect, it } from 'vitest';
import { hrefsInLanguage, linksInLanguage } from './mail-links.js';

const b = 'https://portal.example';

describe('links to the portal in a mail text', () => {
  const say = (text: string, lang = 'de') => linksInLanguage(text, `${b}/`, lang);

  it('leave the punctuation of the sentence after the link', () => {
    expect(say(`See ${b}/shop. Or ${b}/faq, ${b}/news! And ${b}?`)).toBe(
      `See ${b}/shop?lang=de. Or ${b}/faq?lang=de, ${b}/news?lang=de! And ${b}/?lang=de?`,
    );
    expect(say(`the shop (${b}/shop?sort=new#top).`)).toBe(`the shop (${b}/shop?sort=new&lang=de#top).`);
    expect(say(`${b}/wiki/Motor_(engine)`)).toBe(`${b}/wiki/Motor_(engine)?lang=de`);
    expect(say(`Visit ${b}.`)).toBe(`Visit ${b}/?lang=de.`);
  });

  it('leave other sites alone, whatever the case of the address', () => {
    expect(say(`${b}.evil.test/x ${b}.evil.test. https://other.example/x`)).toBe(
      `${b}.evil.test/x ${b}.evil.test. https://other.example/x`,
    );
    expect(say('HTTPS://Portal.Example/shop')).toBe('HTTPS://Portal.Example/shop?lang=de');
  });
});

describe('links to the portal in a mail’s HTML', () => {
  const html = (s: string, lang: string | null = 'fr') => hrefsInLanguage(s, b, lang);

  it('carry the language in the href, written as HTML, and nowhere else', () => {
    expect(html(`<a href="${b}/shop?a=1&amp;b=2#top">${b}/shop</a>`)).toBe(
      `<a href="${b}/shop?a=1&amp;b=2&amp;lang=fr#top">${b}/shop</a>`,
    );
    expect(html(`<a href='${b}'>home</a> <img src="${b}/x.png">`)).toBe(
      `<a href='${b}/?lang=fr'>home</a> <img src="${b}/x.png">`,
    );
  });

  it('leave other sites, files, named languages and unknown languages alone', () => {
    const same = [
      '<a href="https://other.example/?a=1&amp;b=2">x</a>',
      `<a href="${b}.evil.test/x">x</a>`,
      `<a href="${b}/api/message_image/a.png">x</a>`,
      `<a href="${b}/shop?x=1&amp;lang=de">x</a>`,
    ].join('\n');
    expect(html(same)).toBe(same);
    expect(html(`<a href="${b}/shop">x</a>`, 'xx')).toBe(`<a href="${b}/shop">x</a>`);
    expect(html(`<a href="${b}/shop">x</a>`, null)).toBe(`<a href="${b}/shop">x</a>`);
  });
});
