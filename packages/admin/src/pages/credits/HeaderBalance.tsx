import { ROLE } from '@portal/contracts';
import { Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshCredits, useMyBalance } from '../../queries/credits';
import { useRealtimeEvent } from '../../platform/liveUpdates';
import { useSession } from '../../platform/context';
import { useShellColors } from '@portal/ui';
import { credits } from './format';

/**
 * A customer's credits in the header. Other pages invalidate the balance query when it changes (buying,
 * live updates); the slow poll covers changes made elsewhere, e.g. an admin marking a transfer as paid.
 */
const REFRESH_MS = 30_000;

export function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user);
  const colors = useShellColors();
  const isCustomer = user?.role_id === ROLE.CUSTOMER;
  const balance = useMyBalance({ enabled: isCustomer, pollMs: REFRESH_MS });
  const qc = useQueryClient();
  // The socket itself refreshes the balance; the ledger and invoice lists follow here.
  useRealtimeEvent(useCallback((e) => (e.type === 'credits.updated' ? refreshCredits(qc) : undefined), [qc]));
  const b = balance.data?.credits;
  if (!isCustomer || !b) return null;
  return (
    <Tooltip title={t('credits.header.tooltip')}>
      <Typography.Text
        style={{ color: colors.headerText, whiteSpace: 'nowrap' }}
        data-testid="header-balance"
      >
        {t('credits.header.balance', {
          available: credits(b.available, i18n.language),
          reserved: credits(b.held, i18n.language),
          // Picks the word's plural form ("3 أرصدة", "5 kredytów").
          count: b.available / 100,
        })}
      </Typography.Text>
    </Tooltip>
  );
}
