import type { Locale } from '@portal/contracts';
import { DESKTOP_LOCALES } from '../renderer/locales/all.js';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

type Dict = { [key: string]: string | Dict };

function lookup(dict: Dict | undefined, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The main process's own small translator (notifications, tray, dialogs) over the same dictionaries as the
 * renderer, so both always speak the language chosen in the settings.
 */
export function createTranslator(language: () => Locale): Translate {
  return (key, vars = {}) => {
    const text = lookup(DESKTOP_LOCALES[language()], key) ?? lookup(DESKTOP_LOCALES.en, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
