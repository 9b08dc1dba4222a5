import { type Vat, VatPercentage } from '@portal/contracts';
import { errorMessage, NumberInput, useErrorToast } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Flex, Form, Input, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { useVatList } from '../../../queries/settings';
import { countryName } from '../../../lib/countries';
import { contractRange, inRange, useNumberRules } from '../../../lib/numberRules';

const PAGE_SIZE = 20;
/** What the server takes as a rate (0-100). */
const RATE = contractRange(VatPercentage.properties.percentage);

/** VAT rates per country: search, paging, switch on/off, edit the percentage in place. */
export function VatTab() {
  const api = useApi();
  const { t, i18n } = useTranslation();
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
            width: 200,
            // Keyed by the stored rate: once a new rate is saved and read back, the cell starts afresh.
            render: (_, row) => <RateCell key={`${row._id}-${row.percentage}`} row={row} />,
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

/**
 * The rate of one country, saved when the field is left. A rate outside RATE is not sent and stays in the
 * box with the reason under it; an emptied box or a rate the server refuses shows the stored rate again.
 */
function RateCell({ row }: { row: Vat }) {
  const api = useApi();
  const { t } = useTranslation();
  const { message } = App.useApp();
  const numberRules = useNumberRules();
  const qc = useQueryClient();
  const [value, setValue] = useState<number | null>(row.percentage);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (percentage: number) => api.vat.setPercentage(row._id, percentage),
    onSuccess: () => {
      message.success(t('common.saved'));
      void qc.invalidateQueries({ queryKey: ['vat'] });
    },
    onError: (err) => {
      setValue(row.percentage);
      setError(errorMessage(err, t));
    },
  });
  /** What the box holds as typed: a comma counts as the decimal point. */
  const commit = (text: string) => {
    const typed = text.trim().replace(',', '.');
    if (typed === '') {
      setValue(row.percentage);
      setError(t('settings.vat_rate_kept'));
      return;
    }
    const rate = Number(typed);
    if (!inRange(rate, RATE)) {
      setError(numberRules.message(RATE));
      return;
    }
    setValue(rate);
    setError(undefined);
    if (rate !== row.percentage) save.mutate(rate);
  };
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error} style={{ marginBottom: 0 }}>
      {/* No min/max: antd would move a rate outside them to the nearest limit without a word. */}
      <NumberInput
        aria-label={t('settings.vat_percentage')}
        value={value}
        step={0.1}
        suffix="%"
        disabled={save.isPending}
        onChange={(v) => {
          setValue(v);
          setError(undefined);
        }}
        onBlur={(e) => commit(e.target.value)}
        onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
      />
    </Form.Item>
  );
}
