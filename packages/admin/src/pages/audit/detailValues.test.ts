import { initI18n } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { detailPairs } from './detailPairs';
import { detailValueText, detailWords } from './detailValues';

// A manual shop refund records the order's note before it (`was`): staff read it in words, not as a code.
describe('audit detail values', () => {
  const lines = async (lng: string, detail: unknown) => {
    const { t } = await initI18n({ lng });
    return detailPairs(detail, detailWords(t, lng)).map(
      ({ field, value }) =>
        `${t(`audit.fields.${field}`, { defaultValue: field })}: ${detailValueText(t, field, value)}`,
    );
  };

  it('reads a manual shop refund in the reader’s words', async () => {
    const detail = { invoice_no: 'SO-2026-000001', reference: 'BANK-123', was: 'refund_due:manual' };
    expect(await lines('en', detail)).toEqual([
      'Invoice number: SO-2026-000001',
      'Reference: BANK-123',
      'From: Refund due: to be refunded by hand',
    ]);
    expect(await lines('ja', detail)).toEqual([
      '請求書番号: SO-2026-000001',
      '参照番号: BANK-123',
      '変更前: 返金待ち：手動で返金が必要',
    ]);
  });

  it('reads the refund of a payment that could not settle its invoice', async () => {
    expect(await lines('en', { refund: 'refund_due:failed' })).toEqual([
      'Refund: Refund due: the payment provider refused the refund',
    ]);
    expect(await lines('en', { refund: 'refund_due:pending' })).toEqual(['Refund: Refund due']);
    expect(await lines('en', { refund: 'refunded:re_123' })).toEqual(['Refund: Refunded (re_123)']);
    expect(await lines('en', { was: 'refunded:manual:BANK-9' })).toEqual([
      'From: Refunded by hand (reference BANK-9).',
    ]);
  });

  // Both are "refund due", for different reasons: staff must be able to tell them apart.
  it('tells a refund left to be made by hand from one the provider refused', async () => {
    for (const lng of ['en', 'de', 'ar']) {
      const [manual] = await lines(lng, { refund: 'refund_due:manual' });
      const [failed] = await lines(lng, { refund: 'refund_due:failed' });
      expect(manual).not.toBe(failed);
    }
  });

  it('leaves other values as recorded', async () => {
    expect(await lines('en', { reason: 'refund_due:manual', was: 'pending' })).toEqual([
      'Reason: refund_due:manual',
      'From: pending',
    ]);
  });

  it('writes numbers as the reader does, ids without grouping', async () => {
    const vat = { country: 'DE', from: 19, to: 19.5 };
    expect(await lines('de', vat)).toEqual(['Land: DE', 'Von: 19', 'Nach: 19,5']);
    expect(await lines('en', vat)).toEqual(['Country: DE', 'From: 19', 'To: 19.5']);
    expect(await lines('de', { _id: 12345 })).toEqual(['ID: 12345']);
  });

  it('names the channels of a message to customers in words', async () => {
    const sent = { channel: ['email', 'sms'], recipients: 1250, subject: 'Closed on Saturday' };
    expect(await lines('de', sent)).toEqual([
      'Gesendet per: E-Mail, SMS',
      'Empfänger: 1250',
      'Betreff: Closed on Saturday',
    ]);
    expect(await lines('en', { channel: ['app'] })).toEqual(['Sent by: In the portal']);
  });
});
