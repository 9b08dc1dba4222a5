import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import type { SetupStep } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import type { SettingsTab } from '../../routes/settingsSearch';

/** Hiding the list is remembered in this browser only: another admin (or browser) still sees it. */
const DISMISSED_KEY = 'portal.getting-started.hidden';

const settingsTab = (tab: SettingsTab) => ({ to: '/admin/website_settings', search: { tab } });

/** Where each step is done. */
const WHERE: Record<SetupStep, { to: string; search?: { tab: SettingsTab } }> = {
  company: settingsTab('company'),
  bank: settingsTab('company'),
  smtp: settingsTab('smtp'),
  service: { to: '/admin/tuning_service/services' },
  terms: { to: '/admin/terms_and_conditions' },
  staff_emails: settingsTab('notifications'),
};

const readHidden = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The dashboard's setup list for admins of a new portal: shown while any step is left, each ticked from the
 * server's data and linking to where it is done; gone once all are done, or when hidden in this browser.
 */
export function GettingStarted() {
  const api = useApi();
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(readHidden);
  const status = useQuery({
    queryKey: ['settings', 'setup-status'],
    queryFn: () => api.settings.setupStatus(),
    enabled: !hidden,
  });
  const steps = status.data?.steps ?? [];
  if (hidden || !steps.some((s) => !s.done)) return null;
  const hide = () => {
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Without storage it is hidden until the page is opened again.
    }
    setHidden(true);
  };
  const done = steps.filter((s) => s.done).length;
  return (
    <Card
      title={t('dashboard.setup.title')}
      extra={
        <Button type="link" onClick={hide} data-testid="getting-started-hide">
          {t('dashboard.setup.hide')}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="getting-started"
    >
      <Typography.Paragraph type="secondary">
        {t('dashboard.setup.intro', { done, total: steps.length })}
      </Typography.Paragraph>
      <Flex vertical gap="small" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {steps.map((s) => (
          <li key={s.key} data-testid={`setup-${s.key}`} data-done={s.done}>
            <Flex gap="small" align="center">
              {s.done ? (
                <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('dashboard.setup.done')} />
              ) : (
                <ExclamationCircleOutlined
                  style={{ color: '#faad14' }}
                  aria-label={t('dashboard.setup.todo')}
                />
              )}
              {s.done ? (
                <Typography.Text type="secondary">{t(`dashboard.setup.steps.${s.key}`)}</Typography.Text>
              ) : (
                <Link {...(WHERE[s.key] as { to: '/admin/website_settings' })}>
                  {t(`dashboard.setup.steps.${s.key}`)}
                </Link>
              )}
            </Flex>
          </li>
        ))}
      </Flex>
    </Card>
  );
}
