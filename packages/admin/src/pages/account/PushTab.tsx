import { errorMessage } from '@portal/ui';
import { Alert, App, Button, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminDeps } from '../../platform/context';
import type { PushState } from '../../platform/types';
import { useSiteData } from '../../queries/site';

/**
 * The opt-in for browser notifications. The browser asks for permission only after a click here (or on
 * the support pages' prompt), never by itself on a first visit.
 */
/** `intro` says what this reader is notified of. */
export function PushTab({ intro }: { intro: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { push } = useAdminDeps();
  const siteOn = useSiteData().data?.settings.push_notification;
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void push?.state().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [push]);

  if (!push) return null;
  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = await (on ? push.enable() : push.disable());
      setState(next);
      if (on && next === 'off') message.info(t('support.push.not_allowed'));
    } catch (err) {
      message.error(on ? t('support.push.failed') : errorMessage(err, t));
      setState(await push.state().catch(() => null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" data-testid="push-settings">
      <Typography.Title level={5}>{t('support.push.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {siteOn === false ? (
        <Alert type="info" showIcon title={t('support.push.site_off')} />
      ) : state === 'unsupported' ? (
        <Alert type="info" showIcon title={t('support.push.unsupported')} />
      ) : state === 'denied' ? (
        <Alert type="warning" showIcon title={t('support.push.denied')} />
      ) : state ? (
        <Space wrap>
          <Typography.Text data-testid="push-state">
            {state === 'on' ? t('support.push.on') : t('support.push.off')}
          </Typography.Text>
          <Button
            type={state === 'on' ? 'default' : 'primary'}
            loading={busy}
            data-testid="push-toggle"
            onClick={() => void change(state !== 'on')}
          >
            {state === 'on' ? t('support.push.turn_off') : t('support.push.turn_on')}
          </Button>
        </Space>
      ) : null}
    </Space>
  );
}
