import type { ShopCategory } from '@portal/contracts';
import { ListPage, useListPage } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';
import { shopKeys, useShopCategories } from '../../queries/shop';
import { listPaging, useListSearch } from '../../routes/useListSearch';
import { LanguagesButton } from '../shared/LanguagesButton';
import { TranslationsModal } from '../shared/TranslationsModal';
import { NameSlugFields } from './NameSlugFields';

const PAGE_SIZE = 20;
type Values = { name: string; slug: string };

/** Categories of the storefront's filter. */
export function ShopCategoriesPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch();
  const [languages, setLanguages] = useState<ShopCategory | null>(null);
  const list = useShopCategories({ name: search.keyword, page: search.page ?? 1, size: PAGE_SIZE });
  const state = useListPage<ShopCategory, Values>({
    invalidate: shopKeys.all,
    save: (v, c) => api.shop.categories.save(c?._id ?? null, v),
    remove: (c) => api.shop.categories.remove(c._id),
  });
  return (
    <>
      <ListPage<ShopCategory, Values>
        title={t('shop.menu.categories')}
        formTitle={state.editing ? t('shop.dialog.edit_category') : t('shop.dialog.new_category')}
        testId="shop-categories"
        query={list}
        rowKey="_id"
        {...listPaging(search, setSearch, PAGE_SIZE)}
        state={state}
        rowActions={(c) => (
          <LanguagesButton testId={`languages-shop-category-${c._id}`} onClick={() => setLanguages(c)} />
        )}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('shop.fields.name') },
          { key: 'slug', dataIndex: 'slug', title: t('shop.fields.slug') },
        ]}
        formFields={(record) => <NameSlugFields form={state.form} isNew={!record} />}
      />
      {languages ? (
        <TranslationsModal
          entity="shop_category"
          id={languages._id}
          name={languages.name}
          withDescription={false}
          onClose={() => setLanguages(null)}
        />
      ) : null}
    </>
  );
}
