import type { NamedOption } from '@portal/ui';
import { SearchableSelect } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../platform/context';
import { useRegDropdown } from '../../../queries/regsearch';
import type { RefSource } from './screens';

type Item = Record<string, unknown>;

/** The longest lists the pickers load at once; typing narrows the choice further. */
const PICK_SIZE = 200;

function useOptions(source: RefSource, make: number | null): NamedOption<number>[] {
  const api = useApi();
  const { t } = useTranslation();
  const dropdown = useRegDropdown(source === 'make' ? 'all' : source === 'model' ? make : null);
  const listed = source === 'make' || source === 'model' ? null : source;
  const list = useQuery({
    queryKey: ['regsearch', 'pick', listed],
    queryFn: () => api.regsearch.list(listed as Exclude<RefSource, 'make' | 'model'>, { size: PICK_SIZE }),
    enabled: listed !== null,
  });
  if (!listed) return dropdown.data ?? [];
  const label = (r: Item) => {
    if (listed === 'engine-type')
      return r.name
        ? `${r.name} (${t('regsearch.units.cc', { value: r.engine_cc })})`
        : t('regsearch.units.cc', { value: r.engine_cc });
    if (listed === 'powers') return t('regsearch.units.bhp', { value: r.bhp });
    if (listed === 'years') return String(r.year);
    return String(r.name);
  };
  return (list.data?.items ?? []).map((r) => ({ value: r._id, label: label(r as Item) }));
}

/** A reference field: pick a make, a model of the chosen make, or an entry of another lookup list. */
export function RefSelect({
  source,
  make,
  current,
  id,
  value,
  onChange,
}: {
  source: RefSource;
  /** Models: the make chosen in the same form. */
  make: number | null;
  /** The stored reference, kept selectable even when the loaded list does not hold it. */
  current?: { _id: number; name: string } | null;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}) {
  const options = useOptions(source, make);
  const all =
    current && !options.some((o) => o.value === current._id)
      ? [...options, { value: current._id, label: current.name }]
      : options;
  return (
    <SearchableSelect<number>
      id={id}
      options={all}
      value={value ?? null}
      onChange={onChange}
      disabled={source === 'model' && make === null}
    />
  );
}
