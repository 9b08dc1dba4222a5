import type { SpecialEcuBrand } from '@portal/contracts';
import { ListPage, pagedQuery, useListPage } from '@portal/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { catalogueKeys, useSpecialEcuBrands } from '../../../queries/catalogue';
import { listPaging, useListSearch } from '../../../routes/useListSearch';

const PAGE_SIZE = 20;
type Values = { name: string; description?: string };

/** ECU brands that need special handling, shown to customers on the order form. */
export function SpecialEcuBrandsPage() {
  const api = useApi();
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch();
  const list = useSpecialEcuBrands(pagedQuery(search, PAGE_SIZE));
  const { ecuBrands } = api.catalogue;
  const state = useListPage<SpecialEcuBrand, Values>({
    invalidate: catalogueKeys.ecuBrands,
    save: (v, brand) => ecuBrands.save(brand?._id ?? null, v),
    remove: (brand) => ecuBrands.remove(brand._id),
  });

  return (
    <ListPage<SpecialEcuBrand, Values>
      title={t('catalogue.menu.special_ecu_brands')}
      formTitle={t(state.editing ? 'catalogue.ecu_brands.edit_title' : 'catalogue.ecu_brands.add_title')}
      query={list}
      rowKey="_id"
      {...listPaging(search, setSearch, PAGE_SIZE)}
      state={state}
      columns={[
        { key: 'name', dataIndex: 'name', title: t('catalogue.vehicles.name') },
        { key: 'description', dataIndex: 'description', title: t('catalogue.codes.description') },
      ]}
      formFields={() => (
        <>
          <Form.Item
            name="name"
            label={t('catalogue.vehicles.name')}
            rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
          >
            <Input maxLength={120} />
          </Form.Item>
          <Form.Item name="description" label={t('catalogue.codes.description')}>
            <Input.TextArea rows={4} maxLength={1000} />
          </Form.Item>
        </>
      )}
    />
  );
}
