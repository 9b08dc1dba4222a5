import { Card, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyBalance } from '@portal/admin/shared';
import { credits } from '@portal/admin/shared';

/** The customer's credits: what can be spent now and what is held for orders in progress. */
export function BalanceCard({ pollMs = 0 }: { pollMs?: number }) {
  const { t, i18n } = useTranslation();
  const balance = useMyBalance({ pollMs });
  const b = balance.data?.credits;
  return (
    <Card size="small">
      <div style={{ display: 'flex', gap: 32, flexWrap: 'wrap' }}>
        <div data-testid="balance-available">
          <Statistic
            title={t('credits.balance.available')}
            value={b ? credits(b.available, i18n.language) : '-'}
          />
        </div>
        <Statistic title={t('credits.balance.reserved')} value={b ? credits(b.held, i18n.language) : '-'} />
        <Statistic title={t('credits.balance.total')} value={b ? credits(b.balance, i18n.language) : '-'} />
      </div>
    </Card>
  );
}
