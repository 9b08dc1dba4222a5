import { ShoppingCartOutlined } from '@ant-design/icons';
import { useSiteData } from '@portal/admin';
import { HeaderMore, LanguagePicker, ThemeSwitch } from '@portal/admin/shell';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Badge, Button, ConfigProvider, Flex, Grid, Layout, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSession } from '../../stores/session';

/** The storefront's frame: site name, links to the shop, the cart with its count, orders or sign-in. */
export function ShopFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const site = useSiteData().data?.settings;
  const user = useSession((s) => s.user);
  const cart = useQuery({
    queryKey: ['shop', 'cart'],
    queryFn: () => api.shop.cart.get(),
    enabled: !!user && user.role_id === 2,
  });
  // On a phone the header grows to two rows (name, then tools) instead of spilling over the page, the
  // pickers move behind one button as in the signed-in header, and the buttons are large enough to tap.
  const phone = Grid.useBreakpoint().sm === false;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        data-testid="shop-header"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: phone ? 8 : 16,
          height: 'auto',
          minHeight: 64,
          lineHeight: 'normal',
          paddingBlock: 8,
          paddingInline: phone ? 16 : undefined,
          background: 'transparent',
        }}
      >
        <Link to="/shop" style={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography.Title level={4} ellipsis style={{ margin: 0 }}>
            {site?.site_title || t('common.portal')} · {t('shop.storefront.title')}
          </Typography.Title>
        </Link>
        <ConfigProvider componentSize={phone ? 'large' : undefined}>
          <Flex gap="small" style={{ marginInlineStart: 'auto' }} align="center" wrap>
            {user ? (
              <>
                {/* The customer's way back into the portal's own pages. */}
                {user.role_id === 2 ? (
                  <Link to="/your_order" data-testid="shop-portal-link">
                    {t('orders.menu.your_order')}
                  </Link>
                ) : null}
                <Link to="/shop/orders">{t('shop.menu.my_orders')}</Link>
                <Link to="/shop/cart" data-testid="shop-cart-link">
                  <Badge count={cart.data?.count ?? 0} size="small">
                    <Button icon={<ShoppingCartOutlined />}>{t('shop.cart.title')}</Button>
                  </Badge>
                </Link>
              </>
            ) : (
              <Link to="/login">
                <Button>{t('shop.storefront.sign_in')}</Button>
              </Link>
            )}
            {phone ? (
              <HeaderMore />
            ) : (
              <>
                <LanguagePicker />
                <ThemeSwitch />
              </>
            )}
          </Flex>
        </ConfigProvider>
      </Layout.Header>
      <Layout.Content style={{ padding: 16, maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        {children}
      </Layout.Content>
    </Layout>
  );
}

/** What the storefront shows while the shop is switched off. */
export function ShopClosed() {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph data-testid="shop-closed" style={{ textAlign: 'center', padding: 48 }}>
      {t('shop.storefront.closed')}
    </Typography.Paragraph>
  );
}

/** A guest's pick, kept until they are signed in and the cart takes it. */
export const PENDING_PICK_KEY = 'shop.pending_pick';
