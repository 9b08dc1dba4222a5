import { PageHeader } from '@portal/ui';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SellingPointsSection } from './SellingPointsSection';
import { SocialLinksSection } from './SocialLinksSection';

/** What the operator's own web site shows besides the legal texts: selling points and social links. */
export function SiteContentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('catalogue.menu.site_content')} />
      <Typography.Paragraph type="secondary">{t('catalogue.site_content.help')}</Typography.Paragraph>
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            {
              key: 'why_choose_us',
              label: t('catalogue.site_content.points_tab'),
              children: <SellingPointsSection />,
            },
            {
              key: 'socials',
              label: t('catalogue.site_content.socials_tab'),
              children: <SocialLinksSection />,
            },
          ]}
        />
      </Card>
    </>
  );
}
