import { useSiteData } from '@portal/admin';
import type { PushState } from '@portal/admin';
import { Alert, App, Button, Flex } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readKey, STORAGE_KEYS, writeKey } from '../lib/storage';
import { enablePush, pushState } from './webPush';

/**
 * Offers browser notifications where they help: beside a ticket or the chat, whose answers may come
 * after the customer has left the page. Shown while they are off and until "Not now"; the browser's own
 * permission question comes only after "Turn on".
 */
export function PushPrompt() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const siteOn = useSiteData().data?.settings.push_notification;
  const [state, setState] = useState<PushState | null>(null);
  const [dismissed, setDismissed] = useState(() => readKey(localStorage, STORAGE_KEYS.pushPrompt) === '1');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (siteOn && !dismissed) void pushState().then((s) => live && setState(s));
    return () => {
      live = false;
    };
  }, [siteOn, dismissed]);

  if (!siteOn || dismissed || state !== 'off') return null;
  const notNow = () => {
    writeKey(localStorage, STORAGE_KEYS.pushPrompt, '1');
    setDismissed(true);
  };
  const turnOn = async () => {
    setBusy(true);
    try {
      const next = await enablePush();
      setState(next);
      if (next === 'on') message.success(t('support.push.on'));
      else if (next === 'off') message.info(t('support.push.not_allowed'));
    } catch {
      message.error(t('support.push.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="push-prompt"
      title={t('support.push.prompt')}
      action={
        <Flex gap="small" wrap>
          <Button
            size="small"
            type="primary"
            loading={busy}
            onClick={() => void turnOn()}
            data-testid="push-prompt-on"
          >
            {t('support.push.turn_on')}
          </Button>
          <Button size="small" onClick={notNow} data-testid="push-prompt-dismiss">
            {t('support.push.not_now')}
          </Button>
        </Flex>
      }
    />
  );
}
