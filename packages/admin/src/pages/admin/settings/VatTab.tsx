import type { Vat } from '@portal/contracts';
import { useErrorToast } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Input, InputNumber, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { useVatList } from '../../../queries/settings';
import { countryName } from '../../../lib/countries';

const PAGE_SIZE = 20;

/** VAT rates per country: search, paging, switch on/off, edit the percentage in place. */
export function VatTab() {
  const api = useApi();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useVatList({ search_keyword: keyword || undefined, page, size: PAGE_SIZE });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['vat'] });
  const fail = useErrorToast();

  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => api.vat.toggle(id, enabled),
    onSuccess: refresh,
    onError: fail,
  });
  const setPercentage = useMutation({
    mutationFn: ({ id, percentage }: { id: number; percentage: number }) =>
      api.vat.setPercentage(id, percentage),
    onSuccess: () => {
      message.success(t('common.saved'));
      refresh();
    },
    onError: fail,
  });

  return (
    <>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('settings.vat_search')}
          aria-label={t('common.search')}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
          style={{ width: 260 }}
        />
      </Flex>
      <Table<Vat>
        rowKey="_id"
        size="small"
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
          {
            key: 'country_name',
            title: t('profile.country'),
            // The stored name is English; the reader gets the country in their language.
            render: (_, row) => countryName(row.country, i18n.language) || row.country_name,
          },
          { key: 'country', title: t('settings.vat_code'), dataIndex: 'country', width: 90 },
          {
            key: 'percentage',
            title: t('settings.vat_percentage'),
            width: 160,
            render: (_, row) => (
              <InputNumber
                key={`${row._id}-${row.percentage}`}
                aria-label={t('settings.vat_percentage')}
                defaultValue={row.percentage}
                min={0}
                max={100}
                step={0.1}
                suffix="%"
                onBlur={(e) => {
                  const value = Number(e.target.value.replace(',', '.'));
                  if (Number.isFinite(value) && value !== row.percentage) {
                    setPercentage.mutate({ id: row._id, percentage: value });
                  }
                }}
                onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
              />
            ),
          },
          {
            key: 'enabled',
            title: t('settings.vat_enabled'),
            width: 110,
            render: (_, row) => (
              <Switch
                checked={row.enabled}
                aria-label={t('settings.vat_enabled')}
                loading={toggle.isPending && toggle.variables?.id === row._id}
                onChange={(enabled) => toggle.mutate({ id: row._id, enabled })}
              />
            ),
          },
        ]}
      />
    </>
  );
}
