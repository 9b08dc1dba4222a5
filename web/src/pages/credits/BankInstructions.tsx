import type { CheckoutNext, CreditInvoice } from '@portal/contracts';
import { Bdi } from '@portal/ui';
import { Alert, Button, Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '@portal/admin/shared';
import { useDownloadInvoice } from '@portal/admin/shared';

type Instructions = NonNullable<CheckoutNext['instructions']>;

/** What a bank transfer needs: the seller's account, the amount and the reference that ties it to the invoice. */
export function BankInstructions({ invoice, details }: { invoice: CreditInvoice; details: Instructions }) {
  const { t, i18n } = useTranslation();
  const { download, busy } = useDownloadInvoice();
  return (
    <Card title={t('credits.bank.title')} data-testid="bank-instructions">
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('credits.bank.pending')} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('credits.bank.account_holder')}>
          <Bdi data-testid="bank-account-holder">{details.account_holder}</Bdi>
        </Descriptions.Item>
        {/* The bank's name and BIC are optional in the settings: shown when entered. */}
        {details.bank_name ? (
          <Descriptions.Item label={t('credits.bank.bank_name')}>
            <Bdi>{details.bank_name}</Bdi>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('credits.bank.iban')}>
          <Bdi data-testid="bank-iban">{details.iban}</Bdi>
        </Descriptions.Item>
        {details.bic ? (
          <Descriptions.Item label={t('credits.bank.bic')}>
            <Bdi>{details.bic}</Bdi>
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('credits.bank.reference')}>
          <Bdi data-testid="bank-reference">{details.reference}</Bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('credits.bank.amount')}>
          <span data-testid="bank-amount">{money(details.amount, details.currency, i18n.language)}</span>
        </Descriptions.Item>
        {details.note ? (
          <Descriptions.Item label={t('credits.bank.note')}>
            <Bdi>{details.note}</Bdi>
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Button
        style={{ marginTop: 16 }}
        loading={busy === invoice._id}
        onClick={() => void download(invoice)}
        data-testid="bank-invoice-pdf"
      >
        {t('credits.invoices.download')}
      </Button>
    </Card>
  );
}
