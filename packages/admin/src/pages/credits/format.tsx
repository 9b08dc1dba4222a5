import type { CreditInvoice } from '@portal/contracts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCreditsIn, formatHundredths } from './numbers';

/** Amounts travel as integers in hundredths; these helpers are the only place they become text. */
export const money = formatHundredths;
export const credits = (hundredths: number, language: string) => formatCreditsIn(hundredths, language);

/** Signed credits, e.g. '+10' or '-2,5' in German, so that ledger rows read as movements. */
export const signedCredits = (hundredths: number, language: string) =>
  formatCreditsIn(hundredths, language, true);

export const customerName = (c: CreditInvoice['customer']) =>
  c ? `${c.firstname} ${c.lastname}`.trim() || c.company_name || c.username : '';

export function InvoiceStatusTag({ status }: { status: CreditInvoice['status'] }) {
  const { t } = useTranslation();
  return status === 'paid' ? (
    <Tag color="green">{t('credits.status.paid')}</Tag>
  ) : (
    <Tag color="orange">{t('credits.status.due')}</Tag>
  );
}

/** Beside the status: a credit note, or an invoice a credit note has cancelled. */
export function CreditNoteTag({ invoice }: { invoice: CreditInvoice }) {
  const { t } = useTranslation();
  if (invoice.credit_of) return <Tag color="purple">{t('credits.invoices.credit_note')}</Tag>;
  if (invoice.credit_note) return <Tag color="magenta">{t('credits.invoices.credited')}</Tag>;
  return null;
}

/** The document's number; a credit note's with the number of the invoice it corrects beneath. */
export function InvoiceNumber({ invoice }: { invoice: CreditInvoice }) {
  const { t } = useTranslation();
  if (!invoice.credit_of) return <>{invoice.invoice ?? '-'}</>;
  return (
    <>
      <bdi>{invoice.invoice}</bdi>
      <br />
      <Typography.Text type="secondary">
        {t('credits.invoices.credit_of', { invoice: invoice.credit_of.invoice ?? '' })}
      </Typography.Text>
    </>
  );
}

/** Whole or decimal credits typed by a person, to hundredths; null when it is not a positive number. */
export function creditsToHundredths(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return Math.round(value * 100);
}
