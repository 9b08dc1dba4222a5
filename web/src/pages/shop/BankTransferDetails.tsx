import { formatMoney } from '@portal/admin/shared';
import { Bdi } from '@portal/ui';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where a bank transfer for an order goes: shown after checkout and on the order while it waits for it. */
export function BankTransferDetails({ info }: { info: Record<string, string | number> }) {
  const { t, i18n } = useTranslation();
  const currency = String(info.currency ?? 'EUR');
  return (
    <Descriptions column={1} bordered size="small" data-testid="bank-transfer">
      {/* The bank's name and BIC are optional in the settings: a row without a value is left out. */}
      {Object.entries(info)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => (
          <Descriptions.Item key={k} label={t(`shop.checkout.bank.${k}`)}>
            {k === 'amount' ? (
              formatMoney(Number(v), currency, i18n.language)
            ) : (
              <Bdi data-testid={`bank-transfer-${k}`}>{String(v)}</Bdi>
            )}
          </Descriptions.Item>
        ))}
    </Descriptions>
  );
}
