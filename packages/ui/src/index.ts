export { errorMessage } from './errorMessage.js';
export type { NamedOption } from './filterOptions.js';
export { DEFAULT_MAX_ITEM, filterOptions, SEARCH_DELAY_MS } from './filterOptions.js';
export type { PageHeaderProps } from './PageHeader.js';
export { PageHeader } from './PageHeader.js';
export type { PermissionTreeEditorProps } from './PermissionTreeEditor.js';
export { PermissionTreeEditor } from './PermissionTreeEditor.js';
export type { PermissionNode } from './permissionTree.js';
export { checkedLeaves, PERMISSION_NODES, permissionsFromChecked } from './permissionTree.js';
export type { SearchableSelectProps } from './SearchableSelect.js';
export { SearchableSelect } from './SearchableSelect.js';
export { useConfirm, useConfirmDelete } from './useConfirm.js';
export { useDebouncedValue } from './useDebouncedValue.js';
export { SearchBox } from './SearchBox.js';
export {
  buildTheme,
  type BuiltTheme,
  isDarkColor,
  resolveThemeName,
  type ShellColors,
  type ThemeName,
} from './theme/buildTheme.js';
export { loadAntdLocale } from './theme/antdLocale.js';
export { ShellColorsContext, useShellColors } from './theme/ShellColors.js';
export * from './staff/index.js';
export { BarChart, LineChart, PieChart } from './charts/Chart.js';
export type { ChartProps, ChartRow, ChartSeries } from './charts/types.js';
export { ListEditModal, type ListPageProps, ListPage } from './list/ListPage.js';
export { nextSearch, type PagedSearch, pagedQuery, pagedSearch } from './list/pagedSearch.js';
export { type ListPageOptions, type ListPageState, useListPage } from './list/useListPage.js';
