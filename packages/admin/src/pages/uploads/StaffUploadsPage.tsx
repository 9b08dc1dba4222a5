import { PageHeader } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useUploadsLive } from '../../queries/uploads';
import { UploadsTable } from './UploadsTable';

/** Everyone's uploads for staff; the notification of a new upload refreshes the list while it is open. */
export function StaffUploadsPage() {
  const { t } = useTranslation();
  useUploadsLive();
  return (
    <>
      <PageHeader title={t('orders.uploads.staff_title')} />
      <UploadsTable staff />
    </>
  );
}
