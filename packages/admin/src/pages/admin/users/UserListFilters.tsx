import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListSearch } from '../../../routes/listSearch';

/** Keyword search and status filter of a user list; changes go to the URL's search params. */
export function UserListFilters({
  search,
  onChange,
}: {
  search: ListSearch;
  onChange: (next: ListSearch) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Input.Search
        allowClear
        defaultValue={search.keyword}
        placeholder={t('users.search_placeholder')}
        aria-label={t('common.search')}
        onSearch={(keyword) => onChange({ ...search, keyword: keyword.trim() || undefined, page: undefined })}
        style={{ width: 260 }}
        data-testid="user-search"
      />
      <Select
        aria-label={t('users.status')}
        value={search.status ?? 'all'}
        onChange={(v) =>
          onChange({ ...search, status: v === 'all' ? undefined : Number(v), page: undefined })
        }
        style={{ width: 180 }}
        options={[
          { value: 'all', label: t('users.status_all') },
          { value: 0, label: t('users.status_pending') },
          { value: 1, label: t('users.status_active') },
          { value: 2, label: t('users.status_suspended') },
        ]}
      />
    </>
  );
}
