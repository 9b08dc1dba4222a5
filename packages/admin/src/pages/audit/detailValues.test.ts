import { initI18n } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { detailPairs } from './detailPairs';
import { detailValueText } from './detailValues';

// A manual shop refund records the order's note before it (`was`): staff read it in words, not as a code.
describe('audit detail values', () => {
  const lines = async (lng: string, detail: unknown) => {
    const { t } = await initI18n({ lng });
    return detailPairs(detail, { yes: t('common.yes'), no: t('common.no') }).map(
      ({ field, value }) =>
        `${t(`audit.fields.${field}`, { defaultValue: field })}: ${detailValueText(t, field, value)}`,
    );
  };

  it('reads a manual shop refund in the reader’s words', async () => {
    const detail = { invoice_no: 'SO-2026-000001', reference: 'BANK-123', was: 'refund_due:manual' };
    expect(await lines('en', detail)).toEqual([
      'Invoice number: SO-2026-000001',
      'Reference: BANK-123',
      'From: Refund due',
    ]);
    expect(await lines('ja', detail)).toEqual([
      '請求書番号: SO-2026-000001',
      '参照番号: BANK-123',
      '変更前: 返金待ち',
    ]);
  });

  it('reads the refund of a payment that could not settle its invoice', async () => {
    expect(await lines('en', { refund: 'refund_due:failed' })).toEqual(['Refund: Refund due']);
    expect(await lines('en', { refund: 'refunded:re_123' })).toEqual(['Refund: Refunded (re_123)']);
    expect(await lines('en', { was: 'refunded:manual:BANK-9' })).toEqual([
      'From: Refunded by hand (reference BANK-9).',
    ]);
  });

  it('leaves other values as recorded', async () => {
    expect(await lines('en', { reason: 'refund_due:manual', was: 'pending' })).toEqual([
      'Reason: refund_due:manual',
      'From: pending',
    ]);
  });
});
