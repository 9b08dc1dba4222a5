import { Link } from '@tanstack/react-router';
import { Button, Flex, Layout, Result } from 'antd';
import { useTranslation } from 'react-i18next';

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
        {children}
      </Flex>
    </Layout>
  );
}

/** Spec 2: any unknown path shows a 400 page. Both pages are lazy chunks: antd's Result carries its artwork. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Result
        status="404"
        title="400"
        subTitle={t('errors.page_not_found')}
        data-testid="not-found"
        extra={
          <Link to="/">
            <Button type="primary">{t('common.back_home')}</Button>
          </Link>
        }
      />
    </Centered>
  );
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Result
        status="500"
        title="500"
        subTitle={t('errors.server_error')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.back_home')}</Button>
          </Link>
        }
      />
    </Centered>
  );
}
