import { formatMoney, useShopCategories, useShopProducts, useShopSettings } from '@portal/admin/shared';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { Card, Col, Empty, Flex, Input, Pagination, Row, Select, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShopClosed, ShopFrame } from './ShopFrame';

const PAGE_SIZE = 15;
export type ShopSearch = { name?: string; category?: string; sort?: string; page?: number };
const SORTS = ['created_at:desc', 'price:asc', 'price:desc', 'name:asc'] as const;

/** The storefront: published products, 15 a page, with category filter, name search and sort. */
export function ShopPage() {
  const { t, i18n } = useTranslation();
  const search = useSearch({ strict: false }) as ShopSearch;
  const navigate = useNavigate();
  const settings = useShopSettings().data;
  const categories = useShopCategories({ size: 200 }).data?.items ?? [];
  const [sortBy, sortOrder] = (search.sort ?? SORTS[0]).split(':') as ['created_at', 'desc'];
  const products = useShopProducts({
    name: search.name,
    category_slug: search.category,
    sort_by: sortBy,
    sort_order: sortOrder,
    page: search.page ?? 1,
    size: PAGE_SIZE,
  });
  const go = (change: Partial<ShopSearch>) =>
    void navigate({ to: '/shop', search: { ...search, page: undefined, ...change } as never });
  if (settings && !settings.status)
    return (
      <ShopFrame>
        <ShopClosed />
      </ShopFrame>
    );
  return (
    <ShopFrame>
      {settings?.description ? <Typography.Paragraph>{settings.description}</Typography.Paragraph> : null}
      <Flex gap="small" wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('shop.storefront.search')}
          defaultValue={search.name}
          onSearch={(name) => go({ name: name.trim() || undefined })}
          style={{ maxWidth: 280 }}
        />
        <Select
          allowClear
          placeholder={t('shop.product.category')}
          value={search.category}
          onChange={(category) => go({ category })}
          style={{ minWidth: 180 }}
          options={categories.map((c) => ({ value: c.slug, label: c.name }))}
        />
        <Select
          value={search.sort ?? SORTS[0]}
          onChange={(sort) => go({ sort })}
          style={{ minWidth: 180 }}
          options={SORTS.map((s) => ({ value: s, label: t(`shop.storefront.sort.${s.replace(':', '_')}`) }))}
        />
      </Flex>
      {products.isLoading ? <Spin /> : null}
      {products.data && !products.data.items.length ? (
        <Empty description={t('shop.storefront.empty')} />
      ) : null}
      <Row gutter={[16, 16]}>
        {products.data?.items.map((p) => (
          <Col key={p._id} xs={24} sm={12} md={8}>
            <Link to="/shop/product/$slug" params={{ slug: p.slug }} data-testid="shop-product-card">
              <Card
                hoverable
                cover={
                  p.image1 ? (
                    <img
                      src={p.thumbnail ?? p.image1}
                      alt={p.name}
                      style={{ height: 180, objectFit: 'cover' }}
                      loading="lazy"
                    />
                  ) : undefined
                }
              >
                <Card.Meta title={p.name} description={p.short_description} />
                <Flex justify="space-between" style={{ marginTop: 12 }}>
                  <Typography.Text strong>{formatMoney(p.price, p.currency, i18n.language)}</Typography.Text>
                  {p.stock_label !== 'in_stock' ? (
                    <Tag color={p.stock_label === 'out_of_stock' ? 'red' : 'orange'}>
                      {t(`shop.stock.${p.stock_label}`)}
                    </Tag>
                  ) : null}
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {products.data && products.data.total > PAGE_SIZE ? (
        <Pagination
          style={{ marginTop: 16 }}
          current={search.page ?? 1}
          pageSize={PAGE_SIZE}
          total={products.data.total}
          showSizeChanger={false}
          onChange={(page) => void navigate({ to: '/shop', search: { ...search, page } as never })}
        />
      ) : null}
      <Typography.Paragraph style={{ marginTop: 24 }}>
        <Link to="/shop/terms-and-conditions">{t('shop.storefront.terms')}</Link>
      </Typography.Paragraph>
    </ShopFrame>
  );
}
