import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOpenStatus } from '../../../queries/catalogue';

/** Header badge: whether the service is open now, by the opening hours and holidays. */
export function OpenStatusBadge() {
  const { t } = useTranslation();
  const status = useOpenStatus().data;
  if (!status) return null;
  return (
    // On a narrow header a long word pair ("Jetzt geschlossen") breaks onto two lines instead of pushing the
    // header's buttons off the screen.
    <Tag
      color={status.open ? 'green' : 'red'}
      data-testid="open-status"
      style={{ marginInlineEnd: 0, whiteSpace: 'normal', lineHeight: '18px', textAlign: 'center' }}
    >
      {t(status.open ? 'catalogue.hours.open_now' : 'catalogue.hours.closed_now')}
    </Tag>
  );
}
