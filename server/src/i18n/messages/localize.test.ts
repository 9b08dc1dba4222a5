import { describe, expect, it } from 'vitest';
import { createLocalizer } from './localize.js';

const english = {
  'Service not found.': 'Service not found.',
  Service: 'Service',
  '{{p0}} not found.': '{{p0}} not found.',
  'The file "{{p0}}" is larger than {{p1}} MB.': 'The file "{{p0}}" is larger than {{p1}} MB.',
  '{{p0}} MB.': '{{p0}} MB.',
};
const localize = createLocalizer(english, {
  de: {
    Service: 'Leistung',
    '{{p0}} not found.': '{{p0}} nicht gefunden.',
    'The file "{{p0}}" is larger than {{p1}} MB.': 'Mit {{p1}} MB ist die Datei „{{p0}}" zu groß.',
    '{{p0}} MB.': '{{p0}} MB.',
  },
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
});
