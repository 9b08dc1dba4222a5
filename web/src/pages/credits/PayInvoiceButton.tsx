import type { CheckoutNext, CreditInvoice, PaymentMethod } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { refreshCredits, usePaymentMethods } from '@portal/admin/shared';
import { BankInstructions } from './BankInstructions';
import { goToCheckout } from './checkout';

type Instructions = NonNullable<CheckoutNext['instructions']>;

/** Pays a due invoice (e.g. one an admin made) with a method of the customer's choice. */
export function PayInvoiceButton({ invoice }: { invoice: CreditInvoice }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const methods = usePaymentMethods();
  const [busy, setBusy] = useState(false);
  const [bank, setBank] = useState<{ invoice: CreditInvoice; details: Instructions } | null>(null);

  const pay = async (method: PaymentMethod) => {
    setBusy(true);
    try {
      const res = await api.credits.buy({ invoice_id: invoice._id, payment_method: method });
      refreshCredits(qc);
      if (res.next.type === 'instructions' && res.next.instructions)
        setBank({ invoice: res.invoice, details: res.next.instructions });
      else if (!goToCheckout(res.next)) message.error(t('credits.buy.no_checkout'));
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };

  const items = (methods.data?.methods ?? []).map((m) => ({ key: m, label: t(`credits.methods.${m}`) }));
  if (invoice.status !== 'due' || invoice.total <= 0 || items.length === 0) return null;
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => void pay(key as PaymentMethod) }}>
        <Button size="small" type="primary" loading={busy}>
          {t('credits.invoices.pay')}
        </Button>
      </Dropdown>
      {bank ? (
        <Modal open footer={null} onCancel={() => setBank(null)} width={640}>
          <BankInstructions invoice={bank.invoice} details={bank.details} />
        </Modal>
      ) : null}
    </>
  );
}
