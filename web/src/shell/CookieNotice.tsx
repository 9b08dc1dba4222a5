import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readKey, STORAGE_KEYS, writeKey } from '../lib/storage';
import { usePolicies } from '@portal/admin';

/** Spec 2: a banner with the cookie text of the policies call, until the person dismisses it. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => readKey(localStorage, STORAGE_KEYS.cookieNotice) === '1');
  const { data } = usePolicies();
  const text = data?.cookie_text?.trim();
  if (dismissed || !text) return null;
  return (
    <Card
      size="small"
      role="region"
      aria-label={t('cookies.title')}
      data-testid="cookie-notice"
      style={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        zIndex: 1000,
        maxWidth: 720,
        marginInline: 'auto',
      }}
    >
      <Flex gap="middle" align="center" wrap>
        <Typography.Text style={{ flex: 1, minWidth: 200, whiteSpace: 'pre-line' }}>{text}</Typography.Text>
        <Button
          type="primary"
          onClick={() => {
            writeKey(localStorage, STORAGE_KEYS.cookieNotice, '1');
            setDismissed(true);
          }}
        >
          {t('cookies.accept')}
        </Button>
      </Flex>
    </Card>
  );
}
