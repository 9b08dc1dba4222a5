import { useDebouncedValue } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../platform/context';

/**
 * Chooses customers one by one: typing searches the server (name, user name, e-mail); the chosen ones stay
 * listed with their names while the search moves on.
 */
export function RecipientPicker({
  value,
  onChange,
  id,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), 250);
  const labels = useRef(new Map<number, string>());
  const found = useQuery({
    queryKey: ['message-recipients', keyword],
    queryFn: () => api.support.messages.recipients(keyword),
    staleTime: 30_000,
  });
  for (const u of found.data?.items ?? [])
    labels.current.set(u._id, `${u.name || u.username} (${u.username}, ${u.email})`);
  const chosen = value ?? [];
  const options = [
    ...chosen
      .filter((v) => !found.data?.items.some((u) => u._id === v))
      .map((v) => ({ value: v, label: labels.current.get(v) ?? `#${v}` })),
    ...(found.data?.items ?? []).map((u) => ({ value: u._id, label: labels.current.get(u._id) ?? '' })),
  ];
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      value={chosen}
      onChange={(ids) => {
        onChange?.(ids);
        setSearch('');
      }}
      options={options}
      loading={found.isFetching}
      placeholder={t('support.messages.pick_customers')}
      notFoundContent={found.isFetching ? null : t('common.no_options')}
      data-testid="bulk-recipients"
      style={{ width: '100%' }}
    />
  );
}
