/** The language and theme pickers alone, for a frame that loads them after its first paint. */
export { LanguagePicker } from './LanguagePicker';
export { ThemeSwitch } from './ThemeSwitch';
