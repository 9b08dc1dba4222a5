import { ROLE, USER_STATUS } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates';

export function RoleTag({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  if (roleId === ROLE.ADMIN) return <Tag color="magenta">{t('roles.admin')}</Tag>;
  if (roleId === ROLE.STAFF) return <Tag color="purple">{t('roles.staff')}</Tag>;
  return <Tag color="blue">{t('roles.customer')}</Tag>;
}

/**
 * An account's one status. A suspension that has not run out is what counts (the account stays "active"
 * underneath and is so again once it ends), so it is shown instead of the stored status, with its end.
 */
export function StatusTag({
  status,
  suspendedUntil,
  reason,
}: {
  status: number;
  suspendedUntil?: string | null;
  reason?: string;
}) {
  const { t, i18n } = useTranslation();
  if (suspendedUntil && new Date(suspendedUntil).getTime() > Date.now())
    return (
      <Tag color="red" title={reason} data-testid="status-suspended">
        {t('audit.suspend.until_date', {
          date: formatDate(suspendedUntil, i18n.language),
        })}
      </Tag>
    );
  if (status === USER_STATUS.ACTIVE) return <Tag color="green">{t('users.status_active')}</Tag>;
  if (status === USER_STATUS.SUSPENDED) return <Tag color="red">{t('users.status_suspended')}</Tag>;
  return <Tag color="gold">{t('users.status_pending')}</Tag>;
}
