import { formatMoney, useShopSettings } from '@portal/admin/shared';
import { errorMessage, NumberInput } from '@portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Alert, App, Button, Checkbox, Col, Flex, Image, Row, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSession } from '../../stores/session';
import { PENDING_PICK_KEY, ShopClosed, ShopFrame } from './ShopFrame';

/** Sets a <meta> of the page (description, Open Graph) for this product while it is shown. */
function useMeta(tags: Record<string, string | null | undefined>) {
  // The tags as text, so the effect runs again only when one of them changes.
  const wanted = JSON.stringify(tags);
  useEffect(() => {
    const made: HTMLMetaElement[] = [];
    for (const [key, value] of Object.entries(JSON.parse(wanted) as Record<string, string | null>)) {
      if (!value) continue;
      const attr = key.startsWith('og:') ? 'property' : 'name';
      const el = document.createElement('meta');
      el.setAttribute(attr, key);
      el.setAttribute('content', value);
      document.head.appendChild(el);
      made.push(el);
    }
    return () => {
      for (const el of made) el.remove();
    };
  }, [wanted]);
}

/** One product: gallery, options with their prices, stock label, quantity and add to cart. */
export function ProductPage() {
  const { slug } = useParams({ strict: false }) as { slug: string };
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const settings = useShopSettings().data;
  const product = useQuery({
    queryKey: ['shop', 'product', slug],
    queryFn: () => api.shop.products.bySlug(slug),
  });
  const [options, setOptions] = useState<string[]>([]);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const p = product.data;
  useEffect(() => {
    if (p) document.title = p.name;
  }, [p]);
  useMeta({
    description: p?.short_description,
    'og:title': p?.name,
    'og:description': p?.short_description,
    'og:image': p?.image1 ? new URL(p.image1, window.location.origin).href : null,
    'og:type': 'product',
  });
  if (settings && !settings.status)
    return (
      <ShopFrame>
        <ShopClosed />
      </ShopFrame>
    );
  if (product.isLoading)
    return (
      <ShopFrame>
        <Spin />
      </ShopFrame>
    );
  if (!p)
    return (
      <ShopFrame>
        <Alert type="error" message={errorMessage(product.error, t)} />
      </ShopFrame>
    );
  const unit =
    p.price + p.extra_options.filter((o) => options.includes(o.name)).reduce((s, o) => s + o.price, 0);
  const add = async () => {
    const pick = { product_id: p._id, quantity, selected_extra_options: options };
    if (!user) {
      // Kept for after signing in: the cart page, where the sign-in leads, adds it.
      sessionStorage.setItem(PENDING_PICK_KEY, JSON.stringify(pick));
      void navigate({ to: '/login', search: { redirect: '/shop/cart' } });
      return;
    }
    setBusy(true);
    try {
      await api.shop.cart.addItem(pick);
      message.success(t('shop.cart.added'));
      void qc.invalidateQueries({ queryKey: ['shop', 'cart'] });
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  const images = [p.image1, p.image2, p.image3].filter(Boolean) as string[];
  return (
    <ShopFrame>
      <Link to="/shop">{t('shop.storefront.back')}</Link>
      <Row gutter={[24, 24]} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Image.PreviewGroup>
            <Flex gap="small" wrap>
              {images.map((src, i) => (
                <Image key={src} src={src} width={i === 0 ? '100%' : 96} alt={p.name} />
              ))}
            </Flex>
          </Image.PreviewGroup>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={2} data-testid="shop-product-name">
            {p.name}
          </Typography.Title>
          <Typography.Title level={3} data-testid="shop-product-price">
            {formatMoney(unit, p.currency, i18n.language)}
          </Typography.Title>
          <Tag
            color={p.stock_label === 'in_stock' ? 'green' : p.stock_label === 'low_stock' ? 'orange' : 'red'}
          >
            {t(`shop.stock.${p.stock_label}`)}
          </Tag>
          <Typography.Paragraph style={{ marginTop: 12 }}>{p.short_description}</Typography.Paragraph>
          {p.extra_options.length ? (
            <Checkbox.Group
              value={options}
              onChange={(v) => setOptions(v as string[])}
              options={p.extra_options.map((o) => ({
                value: o.name,
                label: `${o.label} (+${formatMoney(o.price, p.currency, i18n.language)})`,
              }))}
              style={{ display: 'flex', flexDirection: 'column', marginBottom: 12 }}
            />
          ) : null}
          <Flex gap="small" align="center">
            <NumberInput
              min={1}
              max={Math.max(1, p.inventory)}
              precision={0}
              value={quantity}
              onChange={(v) => setQuantity(v ?? 1)}
              aria-label={t('shop.cart.quantity')}
            />
            <Button
              type="primary"
              disabled={p.inventory <= 0}
              loading={busy}
              onClick={add}
              data-testid="shop-add-to-cart"
            >
              {t('shop.cart.add')}
            </Button>
          </Flex>
          {/* Descriptions are sanitised by the server to plain formatting tags. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text */}
          <div style={{ marginTop: 24 }} dangerouslySetInnerHTML={{ __html: p.description }} />
        </Col>
      </Row>
    </ShopFrame>
  );
}
