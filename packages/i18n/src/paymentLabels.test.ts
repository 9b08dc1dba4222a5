import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
type Section = Record<string, unknown>;
const payments = (lng: string) =>
  (JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as { settings: { payments: Section } })
    .settings.payments;

// Loanwords that really are the same word in that language; anything else equal to English was left untranslated.
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: ['optional', 'field_passphrase'],
  it: ['field_passphrase', 'field_password'],
};

describe('payment settings labels', () => {
  const en = payments('en');
  for (const lng of LOCALES.filter((l) => l !== 'en')) {
    it(`are translated in ${lng}`, () => {
      const own = payments(lng);
      const same = Object.keys(en).filter((k) => typeof en[k] === 'string' && own[k] === en[k]);
      expect(same).toEqual(SAME_AS_ENGLISH[lng] ?? []);
    });
  }

  it('name the PayPal webhook id in ja, zh and lt', () => {
    for (const lng of ['ja', 'zh', 'lt']) expect(payments(lng).field_webhook_id).not.toBe('Webhook ID');
  });
});
