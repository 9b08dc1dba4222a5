import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_ITEM, filterOptions, type NamedOption, SEARCH_DELAY_MS } from './filterOptions.js';
import { useDebouncedValue } from './useDebouncedValue.js';

export interface SearchableSelectProps<V extends string | number> {
  options: readonly NamedOption<V>[];
  value?: V | null;
  /** Receives null when the empty choice is picked. */
  onChange?: (value: V | null) => void;
  maxItem?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  style?: React.CSSProperties;
}

// antd reads each option's value out to screen readers (in its hidden list for them), so these two values say
// nothing: a screen reader hears the option's name alone.
const EMPTY = '';
const NONE = ' ';

/** Dropdown of spec 5: typed text filters after a short pause; the first entry always clears the choice. */
export function SearchableSelect<V extends string | number>({
  options,
  value,
  onChange,
  maxItem = DEFAULT_MAX_ITEM,
  placeholder,
  disabled,
  id,
  style,
}: SearchableSelectProps<V>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebouncedValue(search, SEARCH_DELAY_MS);

  const shown = useMemo(() => {
    const matches = filterOptions(options, query, maxItem);
    // While a search is typed the empty choice stays first but cannot be highlighted, so Enter picks the
    // first match instead of silently clearing the field.
    // It looks blank; screen readers name it, instead of reading out its internal value.
    const list: { value: string | number; label: string; disabled?: boolean; 'aria-label'?: string }[] = [
      { value: EMPTY, label: '\u00a0', 'aria-label': t('ui.select.none'), disabled: query.trim() !== '' },
      ...matches,
    ];
    if (matches.length === 0) list.push({ value: NONE, label: t('common.no_options'), disabled: true });
    // The current choice stays selectable (and so displayable) even when the filter hides it.
    const current = options.find((o) => o.value === value);
    if (current && !matches.includes(current)) list.push(current);
    return list;
  }, [options, query, maxItem, value, t]);

  const choose = (v: string | number) => {
    setSearch('');
    onChange?.(v === EMPTY ? null : (v as V));
  };

  return (
    <Select
      open={open}
      id={id}
      style={style}
      disabled={disabled}
      placeholder={placeholder}
      value={value ?? undefined}
      options={shown}
      // Names such as "1.0 EcoBoost 125hp" are isolated so right-to-left pages do not reorder them.
      optionRender={(option) => <bdi>{option.label}</bdi>}
      labelRender={(selected) => <bdi>{selected.label}</bdi>}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      onChange={choose}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSearch('');
      }}
      onInputKeyDown={(event) => {
        // Enter within the pause before the list is filtered: the shown list is still the old one, so the
        // first match of what was typed is picked here rather than whatever the old list highlights.
        if (event.key !== 'Enter' || search.trim() === '' || search === query) return;
        event.preventDefault();
        event.stopPropagation();
        const first = filterOptions(options, search, 1)[0];
        if (first) choose(first.value);
        setOpen(false);
      }}
      notFoundContent={t('common.no_options')}
    />
  );
}
