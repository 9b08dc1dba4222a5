import { LegalText, useTermsText } from '@portal/admin/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { PublicFrame } from '../public/PublicFrame';

/**
 * The shop's terms and conditions, as the spec keeps them: in the shop settings (edited on the shop
 * manager's settings page). While that text is empty the shop terms of the Terms pages are shown, in the
 * reader's language.
 */
export function ShopTermsPage() {
  const { t, i18n } = useTranslation();
  const settings = useQuery({ queryKey: ['shop', 'settings'], queryFn: () => api.shop.settings.get() });
  const own = settings.data?.terms_and_conditions.trim() ?? '';
  const fallback = useTermsText('shop_terms', i18n.language);
  let body = <Skeleton active />;
  if (own) body = <LegalText content={own} />;
  else if (settings.data || settings.isError) {
    if (fallback.data) body = <LegalText content={fallback.data.content} />;
    else if (!fallback.isPending) body = <Empty description={t('catalogue.terms.empty')} />;
  }
  return (
    <PublicFrame title={t('catalogue.terms.kinds.shop_terms')} width={900}>
      <div data-testid="shop-terms">{body}</div>
    </PublicFrame>
  );
}
