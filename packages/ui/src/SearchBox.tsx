import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The search field of the list pages: answers the trimmed text when the user searches or clears it. */
export function SearchBox({ onSearch, width = 240 }: { onSearch: (text: string) => void; width?: number }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      style={{ width }}
      placeholder={t('common.search')}
      aria-label={t('common.search')}
      onSearch={(v) => onSearch(v.trim())}
    />
  );
}
