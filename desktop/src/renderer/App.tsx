import { AdminDepsProvider, useSiteData } from '@portal/admin';
import type { MenuEntry } from '@portal/admin/shell';
import { directionOf } from '@portal/i18n';
import {
  buildTheme,
  loadAntdLocale,
  useAntdLocale,
  useMotionPreference,
  MESSAGE_CONFIG,
  buttonConfigFor,
  resolveThemeName,
  ShellColorsContext,
  StaffApiProvider,
} from '@portal/ui';
import { DesktopOutlined, SettingOutlined } from '@ant-design/icons';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { App as AntdApp, Button, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { AppState, DesktopBridge } from '../shared/bridge.js';
import { isStaffPath } from '../shared/deepLink.js';
import type { SettingsPatch } from '../shared/settings.js';
import { switchLanguage } from './i18n.js';
import { createDesktopDeps } from './platform.js';
import { createDesktopRouter, QUEUE_PATH } from './router.js';
import { SettingsDrawer } from './SettingsDrawer.js';
import { SignInPage } from './SignInPage.js';

export interface AppProps {
  bridge: DesktopBridge;
  i18n: I18n;
  initialState: AppState;
}

const QUEUE_MENU: MenuEntry[] = [
  { path: QUEUE_PATH, labelKey: 'desktop.shell.work_queue', icon: <DesktopOutlined />, permission: 'orders' },
];

function SettingsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      icon={<SettingOutlined />}
      aria-label={t('desktop.settings.title')}
      data-testid="app-settings"
      onClick={onClick}
      style={{ color: 'inherit' }}
    />
  );
}

// The build brings antd's rules as a stylesheet (packages/ui/build/antdStaticStyles.ts); the dev server lets
// antd write them in the page.
const STATIC_STYLES = import.meta.env.PROD;

/** Theme, direction and antd's texts as on the web: the local choice, the site's colours, the language. */
function Themed({ state, children }: { state: AppState; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  const { data: site } = useSiteData();
  const antdLocale = useAntdLocale(lng, loadAntdLocale);
  const built = useMemo(
    () =>
      buildTheme(
        resolveThemeName(state.settings.theme, site?.settings.default_theme),
        site?.theme,
        site?.settings.primary_color,
      ),
    [state.settings.theme, site],
  );
  const theme = useMotionPreference(built.config);
  useEffect(() => {
    document.documentElement.dataset.theme = built.name;
    document.documentElement.style.colorScheme = built.isDark ? 'dark' : 'light';
  }, [built]);
  return (
    <ConfigProvider
      theme={{ ...theme, zeroRuntime: STATIC_STYLES }}
      direction={directionOf(lng)}
      locale={antdLocale}
      button={buttonConfigFor(lng)}
    >
      <ShellColorsContext.Provider value={built.shell}>
        <AntdApp message={MESSAGE_CONFIG}>{children}</AntdApp>
      </ShellColorsContext.Provider>
    </ConfigProvider>
  );
}

/** Signed in: the staff area with the app's own pieces (work queue, settings, deep links). */
function StaffArea({
  bridge,
  i18n,
  state,
  queryClient,
  onSettings,
  onSignOut,
}: {
  bridge: DesktopBridge;
  i18n: I18n;
  state: AppState;
  queryClient: QueryClient;
  onSettings: (patch: SettingsPatch) => Promise<void>;
  onSignOut: () => Promise<void>;
}) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Built once per session; the settings it reads later come through the callbacks.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one staff area per signed-in user
  const deps = useMemo(
    () =>
      createDesktopDeps({
        bridge,
        state,
        i18n,
        onSettings,
        onSignOut,
        menu: QUEUE_MENU,
        headerItems: <SettingsButton onClick={() => setSettingsOpen(true)} />,
      }),
    [bridge, state.user?._id],
  );
  const router = useMemo(
    () => createDesktopRouter(deps, queryClient, state.platform),
    [deps, queryClient, state.platform],
  );

  useEffect(() => {
    const offOrder = bridge.onOpenOrder(
      (order) => void router.navigate({ to: QUEUE_PATH, search: { order } }),
    );
    const offPath = bridge.onNavigate((path) => {
      if (isStaffPath(path)) void router.navigate({ to: path });
    });
    return () => {
      offOrder();
      offPath();
    };
  }, [bridge, router]);

  return (
    <AdminDepsProvider deps={deps}>
      <Themed state={state}>
        <RouterProvider router={router} />
        <SettingsDrawer
          open={settingsOpen}
          onClose={() => setSettingsOpen(false)}
          bridge={bridge}
          state={state}
          onChange={onSettings}
        />
      </Themed>
    </AdminDepsProvider>
  );
}

export function App({ bridge, i18n, initialState }: AppProps) {
  const [state, setState] = useState(initialState);
  const queryClient = useMemo(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 10_000 } },
      }),
    [],
  );

  useEffect(
    () =>
      bridge.onSignedOut(() => {
        queryClient.clear();
        setState((s) => ({ ...s, user: null }));
      }),
    [bridge, queryClient],
  );

  const updateSettings = useCallback(
    async (patch: SettingsPatch) => {
      const settings = await bridge.updateSettings(patch);
      if (patch.language) await switchLanguage(i18n, patch.language);
      setState((s) => ({ ...s, settings }));
    },
    [bridge, i18n],
  );

  const signOut = useCallback(async () => {
    await bridge.signOut();
    queryClient.clear();
    setState((s) => ({ ...s, user: null }));
  }, [bridge, queryClient]);

  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaffApiProvider api={bridge}>
          {state.user ? (
            <StaffArea
              bridge={bridge}
              i18n={i18n}
              state={state}
              queryClient={queryClient}
              onSettings={updateSettings}
              onSignOut={signOut}
            />
          ) : (
            <SignInFrame state={state}>
              <SignInPage bridge={bridge} state={state} onSignedIn={setState} />
            </SignInFrame>
          )}
        </StaffApiProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Before sign-in there is no site to read colours from: the chosen theme on antd's defaults. */
function SignInFrame({ state, children }: { state: AppState; children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const built = useMemo(
    () => buildTheme(resolveThemeName(state.settings.theme, 'dark')),
    [state.settings.theme],
  );
  const theme = useMotionPreference(built.config);
  useEffect(() => {
    document.documentElement.style.colorScheme = built.isDark ? 'dark' : 'light';
  }, [built]);
  return (
    <ConfigProvider
      theme={theme}
      direction={directionOf(i18n.language)}
      button={buttonConfigFor(i18n.language)}
    >
      <AntdApp message={MESSAGE_CONFIG}>{children}</AntdApp>
    </ConfigProvider>
  );
}
