import { PlusOutlined } from '@ant-design/icons';
import type { SpecialEcuBrand } from '@portal/contracts';
import { PageHeader, useConfirmDelete } from '@portal/ui';
import { Button, Card, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api';
import { catalogueKeys, useSpecialEcuBrands } from '../../../queries/catalogue';
import { useCatalogueMutation } from '../useCatalogueMutation';
import { SearchBox } from '../../shared/SearchBox';

const PAGE_SIZE = 20;
type Values = { name: string; description?: string };

/** ECU brands that need special handling, shown to customers on the order form. */
export function SpecialEcuBrandsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<SpecialEcuBrand | null | undefined>(undefined);
  const [form] = Form.useForm<Values>();
  const list = useSpecialEcuBrands({ keyword: keyword || undefined, page, size: PAGE_SIZE });
  const confirmDelete = useConfirmDelete();
  const { ecuBrands } = api.catalogue;
  const close = () => setEditing(undefined);
  const save = useCatalogueMutation(
    catalogueKeys.ecuBrands,
    (v: Values) => ecuBrands.save(editing?._id ?? null, v),
    close,
  );
  const remove = useCatalogueMutation(catalogueKeys.ecuBrands, (id: number) => ecuBrands.remove(id));

  return (
    <>
      <PageHeader
        title={t('catalogue.menu.special_ecu_brands')}
        subtitle={list.data ? t('common.total', { total: list.data.total }) : undefined}
        extra={
          <>
            <SearchBox
              onSearch={(text) => {
                setKeyword(text);
                setPage(1);
              }}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('catalogue.add')}
            </Button>
          </>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<SpecialEcuBrand>
          rowKey="_id"
          loading={list.isFetching}
          dataSource={list.data?.items}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('catalogue.vehicles.name') },
            { key: 'description', dataIndex: 'description', title: t('catalogue.codes.description') },
            {
              key: 'actions',
              title: t('common.actions'),
              width: 170,
              render: (_, b) => (
                <Space>
                  <Button size="small" onClick={() => setEditing(b)}>
                    {t('common.edit')}
                  </Button>
                  <Button size="small" danger onClick={() => confirmDelete(() => remove.mutateAsync(b._id))}>
                    {t('common.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Modal
        open={editing !== undefined}
        destroyOnHidden
        title={t('catalogue.menu.special_ecu_brands')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={close}
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          preserve={false}
          layout="vertical"
          initialValues={editing ?? {}}
          onFinish={(v) => save.mutate(v)}
        >
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
        </Form>
      </Modal>
    </>
  );
}
