import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import ConfigProvider from 'antd/es/config-provider';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDepsProvider, useSiteData } from '@portal/admin';
import { directionOf } from '@portal/i18n';
import {
  buildTheme,
  buttonConfigFor,
  resolveThemeName,
  ShellColorsContext,
  useAntdLocale,
  useMotionPreference,
} from '@portal/ui/theme';
import { loadAntdTexts } from './i18n';
import { webAdminDeps } from './platform';
import { AppFrame } from './shell/AppFrame';
import { queryClient } from './queries/client';
import { router } from './routes/router';
import { useThemeChoice } from './stores/theme';

// The build brings antd's rules as a stylesheet (packages/ui/build/antdStaticStyles.ts); the dev server lets
// antd write them in the page.
const STATIC_STYLES = import.meta.env.PROD;

/** Theme, direction and antd texts follow the site settings, the local theme choice and the language. */
function ThemedApp() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const { data: site } = useSiteData();
  const choice = useThemeChoice((s) => s.choice);
  const antdLocale = useAntdLocale(lng, loadAntdTexts);

  const built = useMemo(
    () =>
      buildTheme(
        resolveThemeName(choice, site?.settings.default_theme),
        site?.theme,
        site?.settings.primary_color,
      ),
    [choice, site],
  );

  const font = site?.settings.font_family;
  const theme = useMotionPreference(
    useMemo(
      () => (font ? { ...built.config, token: { ...built.config.token, fontFamily: font } } : built.config),
      [built, font],
    ),
  );

  useEffect(() => {
    document.documentElement.dataset.theme = built.name;
    document.documentElement.style.colorScheme = built.isDark ? 'dark' : 'light';
    document.body.style.fontFamily = font || '';
  }, [built, font]);

  return (
    <ConfigProvider
      theme={{ ...theme, zeroRuntime: STATIC_STYLES }}
      direction={directionOf(lng)}
      locale={antdLocale}
      button={buttonConfigFor(lng)}
    >
      <ShellColorsContext.Provider value={built.shell}>
        <AppFrame>
          <RouterProvider router={router} />
        </AppFrame>
      </ShellColorsContext.Provider>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminDepsProvider deps={webAdminDeps}>
        <ThemedApp />
      </AdminDepsProvider>
    </QueryClientProvider>
  );
}
