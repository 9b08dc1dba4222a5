import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage, isRtl } from './direction.js';
import { matchLanguage } from './setup.js';

describe('direction', () => {
  it('knows the right-to-left languages', () => {
    expect(['ar', 'he', 'fa'].every(isRtl)).toBe(true);
    expect(isRtl('en')).toBe(false);
    expect(isRtl('pt-br')).toBe(false);
  });

  it('sets lang and dir on the document element', () => {
    const doc = { documentElement: { lang: '', dir: '' } };
    applyDocumentLanguage('he', doc);
    expect(doc.documentElement).toEqual({ lang: 'he', dir: 'rtl' });
    applyDocumentLanguage('fr', doc);
    expect(doc.documentElement).toEqual({ lang: 'fr', dir: 'ltr' });
  });

  it('matches browser languages to supported ones', () => {
    expect(matchLanguage(['pt-BR', 'en'])).toBe('pt-br');
    expect(matchLanguage(['de-AT'])).toBe('de');
    expect(matchLanguage(['xx', 'ko-KR'])).toBe('ko');
    expect(matchLanguage(['xx'])).toBeNull();
  });
});
