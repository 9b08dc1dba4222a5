import '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** i18n key of the page title; the document title is `<title> | <site_title>`. */
    titleKey?: string;
  }
}
