import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { packageLabel } from './packageLabel';

const i18n = createInstance();
await i18n.init({
  lng: 'en',
  resources: { en: { translation: { credits: { buy: { package: '{{name}}: {{amount}} credits' } } } } },
});

describe('a credit package label', () => {
  it('does not repeat the number the package name already says', () => {
    expect(packageLabel('10 credits', 1000, 'en', i18n.t)).toBe('10 credits');
    expect(packageLabel('1,000 credits', 100000, 'en', i18n.t)).toBe('1,000 credits');
    expect(packageLabel('Pack 2.5', 250, 'en', i18n.t)).toBe('Pack 2.5');
  });

  it('adds the credits to a name without them', () => {
    expect(packageLabel('Starter', 1000, 'en', i18n.t)).toBe('Starter: 10 credits');
    // "100 credits" does not name a package of 10.
    expect(packageLabel('100 credits', 1000, 'en', i18n.t)).toBe('100 credits: 10 credits');
  });
});
