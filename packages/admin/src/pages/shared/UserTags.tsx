import { ROLE, USER_STATUS } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function RoleTag({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  if (roleId === ROLE.ADMIN) return <Tag color="magenta">{t('roles.admin')}</Tag>;
  if (roleId === ROLE.STAFF) return <Tag color="purple">{t('roles.staff')}</Tag>;
  return <Tag color="blue">{t('roles.customer')}</Tag>;
}

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === USER_STATUS.ACTIVE) return <Tag color="green">{t('users.status_active')}</Tag>;
  if (status === USER_STATUS.SUSPENDED) return <Tag color="red">{t('users.status_suspended')}</Tag>;
  return <Tag color="gold">{t('users.status_pending')}</Tag>;
}
