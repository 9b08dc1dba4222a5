export interface NamedOption<V = string | number> {
  value: V;
  label: string;
}

export const DEFAULT_MAX_ITEM = 10;
export const SEARCH_DELAY_MS = 200;

/**
 * Spec 5: keeps the options whose name contains the query, ignoring case, and at most `maxItem` of them.
 * The empty choice is added by the component, not here, so that it never counts against `maxItem`.
 */
export function filterOptions<V>(
  options: readonly NamedOption<V>[],
  query: string,
  maxItem = DEFAULT_MAX_ITEM,
) {
  const q = query.trim().toLocaleLowerCase();
  const out: NamedOption<V>[] = [];
  for (const o of options) {
    if (out.length >= maxItem) break;
    if (!q || o.label.toLocaleLowerCase().includes(q)) out.push(o);
  }
  return out;
}
