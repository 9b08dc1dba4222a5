import type { CustomerOption } from '@portal/api-client';
import { useDebouncedValue } from '@portal/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';

const SEARCH_DELAY_MS = 250;

const labelOf = (u: CustomerOption) => {
  const name = `${u.firstname} ${u.lastname}`.trim() || u.username;
  return `${name}${u.company_name ? `, ${u.company_name}` : ''} (${u.email})`;
};

/**
 * Picks a customer by what staff type (name, user name, e-mail, company). The server searches and answers
 * a few matches, so the picker works the same with ten customers or a hundred thousand.
 */
export function CustomerSearchSelect({
  value,
  onChange,
  id,
  placeholder,
}: {
  value?: number | null;
  onChange?: (v: number | null) => void;
  id?: string;
  placeholder?: string;
}) {
  const api = useApi();
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // The chosen customer stays labelled while the list shows other matches.
  const [chosen, setChosen] = useState<CustomerOption | null>(null);
  const found = useQuery({
    queryKey: ['customer-search', keyword],
    queryFn: () => api.users.searchCustomers(keyword),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const items = found.data?.items ?? [];
  const shown = chosen && !items.some((u) => u._id === chosen._id) ? [chosen, ...items] : items;
  return (
    <Select<number>
      id={id}
      data-testid="customer-search"
      value={value ?? undefined}
      placeholder={placeholder ?? t('apiAccess.admin.customer_search')}
      loading={found.isFetching}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={found.isFetching ? null : t('common.no_options')}
      options={shown.map((u) => ({ value: u._id, label: labelOf(u) }))}
      onChange={(v) => {
        setChosen(items.find((u) => u._id === v) ?? null);
        setSearch('');
        onChange?.(v ?? null);
      }}
    />
  );
}
