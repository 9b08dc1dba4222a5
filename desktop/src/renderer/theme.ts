import { type ThemeConfig, theme } from 'antd';
import type { ThemeChoice } from '../shared/settings.js';

/** The web admin's looks: dark by default, the red theme, or antd's light one. */
export function themeFor(choice: ThemeChoice): { config: ThemeConfig; dark: boolean } {
  if (choice === 'red') {
    return {
      dark: false,
      config: {
        algorithm: theme.defaultAlgorithm,
        token: { colorPrimary: '#c62828', colorLink: '#c62828' },
        components: { Layout: { headerBg: '#c62828', headerColor: '#ffffff' } },
      },
    };
  }
  if (choice === 'light') {
    return {
      dark: false,
      config: {
        algorithm: theme.defaultAlgorithm,
        components: { Layout: { headerBg: '#ffffff', headerColor: '#1f1f1f' } },
      },
    };
  }
  return {
    dark: true,
    config: {
      algorithm: theme.darkAlgorithm,
      token: { colorPrimary: '#1677ff' },
      components: { Layout: { headerBg: '#141414', headerColor: '#ffffffd9' } },
    },
  };
}
