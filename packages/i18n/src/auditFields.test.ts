import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUDIT_DETAIL_FIELDS, LOCALES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales/audit');
const fieldLabels = (lng: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, `${lng}.json`), 'utf8')) as {
      audit: { fields?: Record<string, unknown> };
    }
  ).audit.fields ?? {};

// The audit page shows a detail field without a label as its raw name ("invoice_no: ..."), so every field
// the server records needs one; `audit()` takes only fields from AUDIT_DETAIL_FIELDS.
describe('audit detail field labels', () => {
  it('list each field once', () => {
    expect(new Set(AUDIT_DETAIL_FIELDS).size).toBe(AUDIT_DETAIL_FIELDS.length);
  });

  for (const lng of LOCALES) {
    it(`${lng} names every recorded detail field`, () => {
      const labels = fieldLabels(lng);
      const missing = AUDIT_DETAIL_FIELDS.filter((field) => {
        const label = labels[field];
        return typeof label !== 'string' || label.trim() === '';
      });
      expect(missing, `unlabelled in ${lng}`).toEqual([]);
    });
  }
});
