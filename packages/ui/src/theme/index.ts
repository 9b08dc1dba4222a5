/**
 * The theme pieces an app's root needs (`@portal/ui/theme`). Apart from the package's main entry, which
 * reaches every component, so the first load of the web does not carry the staff screens' antd modules.
 */
export {
  buildTheme,
  type BuiltTheme,
  isDarkColor,
  resolveThemeName,
  type ShellColors,
  type ThemeName,
} from './buildTheme.js';
export { loadAntdLocale } from './antdLocale.js';
export { buttonConfigFor, useAntdLocale } from './useAntdLocale.js';
export { useMotionPreference, usePrefersReducedMotion } from './reducedMotion.js';
export { ShellColorsContext, useShellColors } from './ShellColors.js';
export { MESSAGE_CONFIG } from './toasts.js';
