import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenStatus } from '../../../queries/catalogue';

/** Header badge: whether the service is open now, by the opening hours and holidays. */
export function OpenStatusBadge() {
  const { t } = useTranslation();
  const status = useOpenStatus().data;
  if (!status) return null;
  return (
    <Tag color={status.open ? 'green' : 'red'} data-testid="open-status" style={{ marginInlineEnd: 0 }}>
      {t(status.open ? 'catalogue.hours.open_now' : 'catalogue.hours.closed_now')}
    </Tag>
  );
}
