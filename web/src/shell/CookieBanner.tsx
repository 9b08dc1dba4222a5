import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, writeKey } from '../lib/storage';

/** The banner itself, a chunk of its own: it shows after the page, so its card stays out of the first load. */
export function CookieBanner({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  // The page ends with room for the banner, so its last controls (a form's submit button) can be scrolled
  // above it instead of lying beneath it until the notice is dismissed.
  const card = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(0);
  useEffect(() => {
    const el = card.current;
    if (!el) return;
    // The observer reports the card's size once it is laid out (and on every change); reading it here
    // instead would force a layout of the whole page inside the render's task.
    const watch = new ResizeObserver(() => setRoom(el.offsetHeight + 32));
    watch.observe(el);
    return () => watch.disconnect();
  }, []);
  return (
    <>
      <div aria-hidden data-testid="cookie-notice-room" style={{ height: room }} />
      <Card
        ref={card}
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
              onDismiss();
            }}
          >
            {t('cookies.accept')}
          </Button>
        </Flex>
      </Card>
    </>
  );
}
