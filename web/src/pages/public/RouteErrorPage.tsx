import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A route failed to load (a chunk timed out, a guard threw): offer to try again. Part of the first load, as
 * it must show when a page's chunk cannot be fetched, so it is built from light pieces only.
 */
export function RouteErrorPage({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '100vh', padding: 16 }}>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorText }}>
          {t('errors.page_failed')}
        </h1>
        <p style={{ margin: 0, color: token.colorTextSecondary, textAlign: 'center' }}>
          {t('errors.page_failed_text')}
        </p>
        <Button
          type="primary"
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('common.retry')}
        </Button>
      </Flex>
    </Layout>
  );
}
