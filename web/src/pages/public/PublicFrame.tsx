import { Card, Flex, Layout, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteData } from '@portal/admin';

// The language and theme pickers (two Selects, with antd's select and popup engine: about a fifth of the
// sign-in page's code) load once the frame is first shown, without holding its first paint; until they
// are in, a box of their height keeps the card where it will stay.
const loadPickers = () => import('@portal/admin/shell/pickers');
const Pickers = lazy(() =>
  loadPickers().then(({ LanguagePicker, ThemeSwitch }) => ({
    default: () => (
      <>
        <LanguagePicker />
        <ThemeSwitch />
      </>
    ),
  })),
);

/** The frame of the pages seen before entering an area: site name or logo, one card, language and theme. */
export function PublicFrame({
  title,
  children,
  width = 440,
}: {
  title: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  const { t } = useTranslation();
  const site = useSiteData().data?.settings;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex vertical align="center" justify="center" gap="large" style={{ minHeight: '100vh', padding: 16 }}>
        {site?.logo_url ? (
          <img src={site.logo_url} alt={site.site_title} style={{ maxHeight: 72, maxWidth: 280 }} />
        ) : (
          <Typography.Title level={2} style={{ margin: 0 }}>
            {site?.site_title || t('common.portal')}
          </Typography.Title>
        )}
        <Card title={title} style={{ width: '100%', maxWidth: width }}>
          {children}
        </Card>
        <Flex gap="small" wrap justify="center">
          <Suspense fallback={<div style={{ height: 32 }} />}>
            <Pickers />
          </Suspense>
        </Flex>
      </Flex>
    </Layout>
  );
}
