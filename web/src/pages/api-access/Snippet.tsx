import type { ApiAccess } from '@portal/contracts';
import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** Stands in for the key in the snippet while the full key is not known here (only its prefix is kept). */
const KEY_PLACEHOLDER = 'pk_live_YOUR_PUBLISHABLE_KEY';

/** The code a dealer pastes into a page of their site to show the widget there. */
export function Snippet({ access, fullKey }: { access: ApiAccess; fullKey: string | null }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const base = access.look.base_url || window.location.origin;
  // The server keeps only a hash of the key, so the full key is known only right after it was made. A cut
  // prefix looked like a key and failed when pasted; an obvious placeholder asks to be replaced instead.
  const key = fullKey?.startsWith(access.api_key) ? fullKey : null;
  const code = `<script src="${base}/api/public/v1/widget.js" data-key="${key ?? KEY_PLACEHOLDER}" async></script>\n<tuning-widget></tuning-widget>`;
  return (
    <Card title={t('apiAccess.snippet.title')}>
      <Typography.Paragraph>{t('apiAccess.snippet.intro')}</Typography.Paragraph>
      <Flex gap="small" align="start">
        {/* Whole lines that scroll sideways: a key broken over lines is easy to copy wrongly by hand. */}
        <pre
          data-testid="snippet"
          style={{
            flex: 1,
            minWidth: 0,
            overflowX: 'auto',
            whiteSpace: 'pre',
            margin: 0,
            padding: '8px 12px',
            borderRadius: token.borderRadius,
            background: token.colorFillTertiary,
          }}
        >
          {code}
        </pre>
        <Typography.Text copyable={{ text: code }} />
      </Flex>
      {key ? null : (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="snippet-key-hint">
          {t('apiAccess.snippet.placeholder_hint', { placeholder: KEY_PLACEHOLDER })}{' '}
          {t('apiAccess.snippet.key_hint')}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph style={{ marginTop: 8 }}>
        <a href="/api/public/v1/docs" target="_blank" rel="noreferrer">
          {t('apiAccess.snippet.docs')}
        </a>
      </Typography.Paragraph>
    </Card>
  );
}
