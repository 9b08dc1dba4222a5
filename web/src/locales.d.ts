/** Built by web/scripts/localeBundles.ts: each language's texts, one module per language. */
declare module 'virtual:portal-locales' {
  import type { Locale as AntdLocale } from 'antd/es/locale';

  export interface LanguageTexts {
    /** The merged dictionaries (the main one and every area's). */
    default: Record<string, unknown>;
    /** Loads antd's texts (pagination, pickers, empty states); undefined where antd's English serves. */
    antd: () => Promise<AntdLocale | undefined>;
  }
  export const locales: Record<string, () => Promise<LanguageTexts>>;
}
