import type { Plugin } from 'vite';

/**
 * antd's ConfigProvider imports the tooltip "unique" provider (and with it the whole popup engine) for the
 * `tooltip={{ unique: true }}` option, which this app never sets; this plugin gives it a pass-through
 * instead, so the popup engine comes with the first page that shows a popup, not with the first load.
 * Setting that option would need this plugin removed.
 */
export function antdWithoutUniqueTooltip(): Plugin {
  const stub = '\0antd-unique-tooltip-stub';
  return {
    name: 'antd-without-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '../tooltip/UniqueProvider' &&
        importer?.replace(/\\/g, '/').endsWith('antd/es/config-provider/index.js')
      )
        return stub;
      return null;
    },
    load(id) {
      return id === stub ? 'export default function UniqueProvider({ children }) { return children; }' : null;
    },
  };
}
