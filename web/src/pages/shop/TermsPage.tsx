import { useShopSettings } from '@portal/admin/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShopFrame } from './ShopFrame';

/** The shop's terms and conditions, as the shop manager wrote them (plain text). */
export function TermsPage() {
  const { t } = useTranslation();
  const settings = useShopSettings().data;
  return (
    <ShopFrame>
      <Typography.Title level={2}>{t('shop.storefront.terms')}</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {settings?.terms_and_conditions}
      </Typography.Paragraph>
    </ShopFrame>
  );
}
