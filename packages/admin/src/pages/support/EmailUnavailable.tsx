import { hasPermission } from '@portal/contracts';
import { Link } from '@tanstack/react-router';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../platform/context';

/**
 * Why e-mail cannot be chosen for a message: no e-mail server is set up, so the server would refuse the send.
 * Names where it is set up; staff allowed the settings also get a link there, unless they are on that page
 * already (`settingsLink` false).
 */
export function EmailUnavailable({ settingsLink = true }: { settingsLink?: boolean }) {
  const { t } = useTranslation();
  const maySetUp = useSession((s) => hasPermission(s.user, 'settings'));
  return (
    <Space wrap size="small" data-testid="email-unavailable">
      <span>
        {t('support.messages.email_unavailable', {
          settings: t('menu.website_settings'),
          tab: t('settings.tab_smtp'),
        })}
      </span>
      {settingsLink && maySetUp ? (
        <Link to="/admin/website_settings" search={{ tab: 'smtp' }} data-testid="email-unavailable-settings">
          <Button size="small">{t('notices.mail_settings')}</Button>
        </Link>
      ) : null}
    </Space>
  );
}
