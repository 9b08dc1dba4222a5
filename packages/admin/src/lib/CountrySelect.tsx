import { SearchableSelect } from '@portal/ui';
import { useCountryOptions } from './countries';

/** Country field for antd forms: the shared searchable dropdown over ISO codes; '' means none. */
export function CountrySelect({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}) {
  const options = useCountryOptions();
  return (
    <SearchableSelect
      id={id}
      options={options}
      value={value || null}
      onChange={(v) => onChange?.(v ?? '')}
      maxItem={10}
    />
  );
}
