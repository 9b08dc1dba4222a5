import { describe, expect, it } from 'vitest';
import { createLocalizer } from './localize.js';

const english = {
  'Service not found.': 'Service not found.',
  Service: 'Service',
  '{{p0}} not found.': '{{p0}} not found.',
  'The file "{{p0}}" is larger than {{p1}} MB.': 'The file "{{p0}}" is larger than {{p1}} MB.',
  '{{p0}} MB.': '{{p0}} MB.',
  'The customer has only {{p0}} credits available; the credit note takes back {{p1}}.':
    'The customer has only {{p0}} credits available; the credit note takes back {{p1}}.',
  'The customer has only {{p0}} of balance available.': 'The customer has only {{p0}} of balance available.',
};
const localize = createLocalizer(english, {
  de: {
    Service: 'Leistung',
    '{{p0}} not found.': '{{p0}} nicht gefunden.',
    'The file "{{p0}}" is larger than {{p1}} MB.': 'Mit {{p1}} MB ist die Datei „{{p0}}" zu groß.',
    '{{p0}} MB.': '{{p0}} MB.',
    'The customer has only {{p0}} credits available; the credit note takes back {{p1}}.':
      'Dem Kunden stehen nur {{p0}} Credits zur Verfügung; die Stornorechnung bucht {{p1}} zurück.',
    'The customer has only {{p0}} of balance available.':
      'Dem Kunden stehen nur {{p0}} Guthaben zur Verfügung.',
  },
  en: english,
});

describe('createLocalizer', () => {
  it('translates a template and puts the values back where the language wants them', () => {
    expect(localize('The file "read.bin" is larger than 20 MB.', 'de')).toBe(
      'Mit 20 MB ist die Datei „read.bin" zu groß.',
    );
  });

  it('translates values that are known texts themselves', () => {
    expect(localize('Service not found.', 'de')).toBe('Leistung nicht gefunden.');
    expect(localize('Invoice not found.', 'de')).toBe('Invoice nicht gefunden.');
  });

  it('keeps unknown messages and unknown languages as they are', () => {
    expect(localize('Something nobody wrote down.', 'de')).toBe('Something nobody wrote down.');
    expect(localize('Service not found.', 'xx')).toBe('Service not found.');
  });

  it('writes the amounts of the messages that carry them as the reader does', () => {
    expect(
      localize('The customer has only 1234.5 credits available; the credit note takes back 10.', 'de'),
    ).toBe('Dem Kunden stehen nur 1.234,5 Credits zur Verfügung; die Stornorechnung bucht 10 zurück.');
    expect(localize('The customer has only 15.00 EUR of balance available.', 'de')).toBe(
      'Dem Kunden stehen nur 15,00\u00a0€ Guthaben zur Verfügung.',
    );
    expect(localize('The customer has only 15.00 EUR of balance available.', 'en')).toBe(
      'The customer has only €15.00 of balance available.',
    );
  });

  it('keeps decimal values that are not amounts as written (versions, codes, names, what was typed)', () => {
    expect(localize('2.0 not found.', 'de')).toBe('2.0 nicht gefunden.');
    expect(localize('12.34 EUR not found.', 'de')).toBe('12.34 EUR nicht gefunden.');
    expect(localize('The file "1.25" is larger than 2.5 MB.', 'de')).toBe(
      'Mit 2.5 MB ist die Datei „1.25" zu groß.',
    );
  });
});
