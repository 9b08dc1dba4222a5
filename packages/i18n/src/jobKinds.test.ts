import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { JOB_KINDS, jobKindKey, LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales/ops');
const kindNames = (lng: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as {
      ops: { jobs: { kinds?: Record<string, unknown> } };
    }
  ).ops.jobs.kinds ?? {};

// The jobs page shows a kind without a name as its raw identifier (mail.send), so every kind needs one.
describe('background job names', () => {
  it('have keys that stay apart', () => {
    expect(new Set(JOB_KINDS.map(jobKindKey)).size).toBe(JOB_KINDS.length);
  });

  for (const lng of LOCALES) {
    it(`${lng} names every kind of job`, () => {
      const names = kindNames(lng);
      const missing = JOB_KINDS.filter((kind) => {
        const name = names[jobKindKey(kind)];
        return typeof name !== 'string' || name.trim() === '';
      });
      expect(missing, `unnamed in ${lng}`).toEqual([]);
      if (lng !== 'en') expect(names[jobKindKey('mail.send')], lng).not.toBe(kindNames('en').mail_send);
    });
  }
});
