import { useNavigate } from '@tanstack/react-router';
import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { joinList } from '../../../lib/listFormat';

/**
 * Why a bank-transfer switch cannot work yet: the billing fields still empty (`missing` of the bank provider
 * in GET /payments/providers, the server's `bankMissing`), named as on the Company & invoices tab, with a
 * link there. Under the switch in Website settings > General and in the shop settings, which checkout
 * treats alike. `replace` when already on the website settings, where switching tabs replaces the entry.
 */
export function BankNeeds({
  missing,
  replace,
  style,
}: {
  missing: string[];
  replace?: boolean;
  style?: CSSProperties;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  if (!missing.length) return null;
  const openCompany = () =>
    void navigate({ to: '/admin/website_settings', search: { tab: 'company' }, replace });
  return (
    <Typography.Paragraph type="warning" style={style} data-testid="flag-bank_payment-why">
      {t('settings.payments.bank_needs', {
        missing: joinList(
          missing.map((name) => t(`settings.company.${name}`)),
          i18n.language,
        ),
      })}{' '}
      <Typography.Link onClick={openCompany} data-testid="flag-bank_payment-fix">
        {t('settings.payments.bank_needs_link')}
      </Typography.Link>
    </Typography.Paragraph>
  );
}
