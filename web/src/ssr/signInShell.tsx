import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { PublicSiteData } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import ConfigProvider from 'antd/es/config-provider';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type AdminDeps, AdminDepsProvider } from '@portal/admin';
import { directionOf } from '@portal/i18n';
import { buildTheme, buttonConfigFor, resolveThemeName, ShellColorsContext } from '@portal/ui/theme';
import { locales } from 'virtual:portal-locales';
import { api } from '../api';
import { LoginPage } from '../pages/public/LoginPage';
import { AppFrame } from '../shell/AppFrame';
import { CookieBanner } from '../shell/CookieBanner';

export interface ShellInput {
  lang: string;
  site: PublicSiteData;
  cookieText: string;
}

export interface Shell {
  /** The page's markup, to go inside `#root`. */
  html: string;
  /** The document title the app gives the page (DocumentTitle of @portal/admin), as text. */
  title: string;
  /**
   * antd's theme variables (its rules come from the built stylesheet) as plain CSS, for a `<style>` in the
   * head: the server writes it there so that no value in it (a font family is free text) can end the element.
   */
  css: string;
  dir: 'ltr' | 'rtl';
  /** The look the markup was drawn in, which the page's own start compares with the browser's choice. */
  theme: string;
  dark: boolean;
}

/**
 * The sign-in page as the browser's first paint, drawn by the same components the app renders a moment
 * later (the app then replaces it). Fields are read-only and the button does nothing until then: typing
 * into markup the app is about to replace would be lost.
 */
export async function renderSignInShell({ lang, site, cookieText }: ShellInput): Promise<Shell> {
  const dictionary = (await locales[lang]()).default;
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    // 'pt-br' is a language of its own: without this i18next looks for 'pt-BR' and 'pt' and finds neither.
    lowerCaseLng: true,
    resources: { [lang]: { translation: dictionary } },
    interpolation: { escapeValue: false },
  });
  const queries = new QueryClient();
  queries.setQueryData(['site-data'], site);
  queries.setQueryData(['policies', lang], { cookie_text: cookieText });

  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        {cookieText ? <CookieBanner text={cookieText} onDismiss={() => {}} /> : null}
      </>
    ),
  });
  const login = createRoute({ getParentRoute: () => root, path: 'login', component: LoginPage });
  const router = createRouter({
    routeTree: root.addChildren([login]),
    history: createMemoryHistory({ initialEntries: ['/login'] }),
  });
  await router.load();

  const built = buildTheme(
    resolveThemeName(null, site.settings.default_theme),
    site.theme,
    site.settings.primary_color,
  );
  const font = site.settings.font_family ?? '';
  const token = font ? { ...built.config.token, fontFamily: font } : built.config.token;
  const dir = directionOf(lang);
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <QueryClientProvider client={queries}>
        <AdminDepsProvider deps={{ platform: 'web', api } as AdminDeps}>
          <I18nextProvider i18n={i18n}>
            <ConfigProvider
              theme={{ ...built.config, token, zeroRuntime: true }}
              direction={dir}
              button={buttonConfigFor(lang)}
            >
              <ShellColorsContext.Provider value={built.shell}>
                <AppFrame>
                  <RouterProvider router={router} />
                </AppFrame>
              </ShellColorsContext.Provider>
            </ConfigProvider>
          </I18nextProvider>
        </AdminDepsProvider>
      </QueryClientProvider>
    </StyleProvider>,
  );
  return {
    html: inert(html),
    title: [i18n.t('titles.login'), site.settings.site_title || i18n.t('common.portal')]
      .filter(Boolean)
      .join(' | '),
    css: extractStyle(cache, { plain: true }),
    dir,
    theme: built.name,
    dark: built.isDark,
  };
}

/** Fields read-only, buttons plain: nothing a person does in the first paint is lost when the app takes over. */
const inert = (html: string) =>
  html.replace(/<input /g, '<input readonly="" ').replace(/ type="submit"/g, ' type="button"');
