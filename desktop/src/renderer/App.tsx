import { LANGUAGE_NAMES } from '@portal/i18n';
import { StaffApiProvider } from '@portal/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { directionOf } from '@portal/i18n';
import type { AppState, DesktopBridge } from '../shared/bridge.js';
import type { SettingsPatch } from '../shared/settings.js';
import { switchLanguage } from './i18n.js';
import { SignInPage } from './SignInPage.js';
import { themeFor } from './theme.js';
import { Workspace } from './Workspace.js';

export interface AppProps {
  bridge: DesktopBridge;
  i18n: I18n;
  initialState: AppState;
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
  const { config, dark } = themeFor(state.settings.theme);
  const lng = state.settings.language;

  useEffect(() => {
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    document.body.style.background = dark ? '#000' : '#f5f5f5';
  }, [dark]);

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
      <ConfigProvider theme={config} direction={directionOf(lng)}>
        <AntdApp>
          <QueryClientProvider client={queryClient}>
            <StaffApiProvider api={bridge}>
              {state.user ? (
                <Workspace
                  bridge={bridge}
                  state={state}
                  languages={LANGUAGE_NAMES}
                  onSettings={updateSettings}
                  onSignOut={signOut}
                />
              ) : (
                <SignInPage bridge={bridge} state={state} onSignedIn={setState} />
              )}
            </StaffApiProvider>
          </QueryClientProvider>
        </AntdApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
