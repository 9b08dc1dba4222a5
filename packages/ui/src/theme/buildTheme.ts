import type { Theme } from '@portal/contracts';
import type { ThemeConfig } from 'antd';
// A deep import: this file is part of the web's first load, and the package root reaches every component.
import antdTheme from 'antd/es/theme';
import { generateColorPalettes as darkPalette } from 'antd/es/theme/themes/dark/colors';
import { generateColorPalettes as lightPalette } from 'antd/es/theme/themes/default/colors';
import { readableOn } from './contrast.js';

export type ThemeName = 'dark' | 'red' | 'custom';

/**
 * Spec 4: the local choice is default, red, custom or dark; 'default' (or no choice) takes the site's
 * default_theme; anything else is dark.
 */
export function resolveThemeName(choice: string | null | undefined, siteDefault?: string | null): ThemeName {
  const c = !choice || choice === 'default' ? (siteDefault ?? 'dark') : choice;
  return c === 'red' || c === 'custom' ? c : 'dark';
}

/** Colours of the shell that antd tokens do not reach (header text, logo strip). */
export interface ShellColors {
  headerBg: string;
  headerText: string;
  siderBg: string;
  siderText: string;
  logoBg: string;
  logoText: string;
}

export interface BuiltTheme {
  name: ThemeName;
  isDark: boolean;
  config: ThemeConfig;
  shell: ShellColors;
}

const DEFAULT_PRIMARY = '#1677ff';
const RED = '#c62828';
/** Background of cards and inputs under antd's dark algorithm. */
const DARK_CARD = '#141414';

/** Relative luminance below one half counts as dark: custom colours then get the dark algorithm. */
export function isDarkColor(hex: string | undefined | null): boolean {
  if (!hex) return false;
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  if (h.length < 6) return false;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}

const pick = (v: string | undefined | null, fallback: string) => (v ? v : fallback);

/**
 * The link seed for a brand colour: antd derives the shown link colour from the seed (a shade of its
 * palette), so the seed is lightened or darkened until that shade reads on the cards (WCAG AA).
 */
function linkSeed(color: string, background: string, dark: boolean): string {
  return readableOn(color, background, (c) => linkShade(c, dark));
}

/**
 * The link colour antd shows for a `colorLink` seed: shade 7 of the seed's palette (antd's
 * genColorMapToken), the dark palette under the dark algorithm. The same as running the whole algorithm
 * (the test compares them), which computes every palette and took tens of ms per step at start-up.
 */
export const linkShade = (seed: string, dark: boolean): string =>
  (dark ? darkPalette : lightPalette)(seed)[6] as string;

export function buildTheme(
  name: ThemeName,
  site?: Partial<Theme> | null,
  primaryColor?: string | null,
): BuiltTheme {
  const primary = pick(primaryColor, DEFAULT_PRIMARY);
  if (name === 'red') {
    const shell: ShellColors = {
      headerBg: RED,
      headerText: '#ffffff',
      siderBg: '#2b0b0b',
      siderText: '#f5dede',
      logoBg: '#8e1b1b',
      logoText: '#ffffff',
    };
    return {
      name,
      isDark: false,
      shell,
      config: {
        algorithm: antdTheme.defaultAlgorithm,
        token: { colorPrimary: RED, colorLink: linkSeed(RED, '#ffffff', false) },
        components: {
          Layout: {
            headerBg: shell.headerBg,
            headerColor: shell.headerText,
            siderBg: shell.siderBg,
            triggerBg: '#5a1414',
          },
          Menu: {
            darkItemBg: shell.siderBg,
            darkSubMenuItemBg: '#1f0707',
            darkItemSelectedBg: RED,
            darkItemColor: shell.siderText,
          },
        },
      },
    };
  }
  if (name === 'custom') {
    const s = site ?? {};
    const body = pick(s.body_bg_color, '#f5f5f5');
    const isDark = isDarkColor(body);
    const accent = pick(s.order_upload_btn_bg_color, primary);
    const shell: ShellColors = {
      headerBg: pick(s.header_bar_color, isDark ? '#141414' : '#ffffff'),
      headerText: pick(s.header_bar_text_color, isDark ? '#ffffff' : '#1f1f1f'),
      siderBg: pick(s.left_bar_color, '#001529'),
      siderText: pick(s.left_bar_text_color, '#ffffffd9'),
      logoBg: pick(s.header_top_color, pick(s.left_bar_color, '#001529')),
      logoText: pick(s.header_top_text_color, '#ffffff'),
    };
    return {
      name,
      isDark,
      shell,
      config: {
        algorithm: isDark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
        token: {
          colorPrimary: accent,
          colorLink: linkSeed(accent, pick(s.card_bg_color, isDark ? '#1f1f1f' : '#ffffff'), isDark),
        },
        components: {
          Layout: {
            headerBg: shell.headerBg,
            headerColor: shell.headerText,
            siderBg: shell.siderBg,
            bodyBg: body,
            triggerBg: shell.siderBg,
          },
          Menu: {
            darkItemBg: shell.siderBg,
            darkSubMenuItemBg: shell.siderBg,
            darkItemColor: shell.siderText,
            darkItemSelectedBg: accent,
          },
          Card: {
            colorBgContainer: pick(s.card_bg_color, isDark ? '#1f1f1f' : '#ffffff'),
            colorText: pick(s.card_text_color, isDark ? '#ffffffd9' : '#000000e0'),
          },
        },
      },
    };
  }
  const shell: ShellColors = {
    headerBg: '#141414',
    headerText: '#ffffffd9',
    siderBg: '#001529',
    siderText: '#ffffffa6',
    logoBg: '#000c17',
    logoText: '#ffffff',
  };
  return {
    name: 'dark',
    isDark: true,
    shell,
    config: {
      algorithm: antdTheme.darkAlgorithm,
      token: { colorPrimary: primary, colorLink: linkSeed(primary, DARK_CARD, true) },
      components: {
        Layout: { headerBg: shell.headerBg, headerColor: shell.headerText, siderBg: shell.siderBg },
      },
    },
  };
}
