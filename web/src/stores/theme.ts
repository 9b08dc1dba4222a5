import { createThemeStore } from '@portal/admin';
import { readKey, STORAGE_KEYS, writeKey } from '../lib/storage';

export { THEME_CHOICES, type ThemeChoice } from '@portal/admin';

/** The local theme choice, kept in localStorage (spec 4). */
export const useThemeChoice = createThemeStore(
  readKey(globalThis.localStorage, STORAGE_KEYS.theme) ?? 'default',
  (choice) => writeKey(globalThis.localStorage, STORAGE_KEYS.theme, choice),
);
