import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { websiteRules } from './websiteRules';

const t = ((key: string) => key) as unknown as TFunction;
const check = async (value: string[]) => {
  const rule = websiteRules(t)[1] as { validator: (r: unknown, v: string[]) => Promise<void> };
  try {
    await rule.validator({}, value);
    return 'ok';
  } catch (e) {
    return (e as Error).message;
  }
};

describe('allowed websites in the form', () => {
  it('take a host in letters of any script, as the server does (it stores the punycode form)', async () => {
    expect(await check(['https://bärbel-tuning.de'])).toBe('ok');
    expect(await check(['https://smörgås.example:8443/', 'https://xn--brbel-tuning-gcb.de'])).toBe('ok');
  });

  it('still refuse a path, credentials, another scheme or a space', async () => {
    for (const bad of [
      'https://bärbel-tuning.de/shop',
      'https://user@bärbel-tuning.de',
      'ftp://bärbel-tuning.de',
      'https://bärbel tuning.de',
    ])
      expect(await check([bad]), bad).toBe('apiAccess.website_invalid');
  });
});
