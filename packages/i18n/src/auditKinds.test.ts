import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_KINDS, auditKindKey, LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales/audit');
const kindLabels = (lng: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as {
      audit: { kinds?: Record<string, unknown> };
    }
  ).audit.kinds ?? {};

// The audit page shows a kind without a label as its raw key, so every kind the server writes needs one.
describe('audit event labels', () => {
  it('have keys that stay apart', () => {
    expect(new Set(AUDIT_KINDS.map(auditKindKey)).size).toBe(AUDIT_KINDS.length);
  });

  for (const lng of LOCALES) {
    it(`${lng} names every kind of audit event`, () => {
      const labels = kindLabels(lng);
      const missing = AUDIT_KINDS.filter((kind) => {
        const label = labels[auditKindKey(kind)];
        return typeof label !== 'string' || label.trim() === '';
      });
      expect(missing, `unlabelled in ${lng}`).toEqual([]);
    });
  }
});
