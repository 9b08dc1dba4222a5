import '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** i18n key of the page title; the document title is `<title> | <site_title>`. */
    titleKey?: string;
    /**
     * The menu entry a page without one of its own highlights (a detail page names its list), as the menu
     * matches by path prefix and `/shop_manager/order/1` does not start with `/shop_manager/orders`.
     */
    menuPath?: string;
    /** Which vehicle level, code list or legal text a shared catalogue page shows. */
    vehicleLevel?: import('@portal/contracts').VehicleLevel;
    codeList?: import('@portal/api-client').CodeListPath;
    termsKind?: import('@portal/api-client').TermsKind;
  }
}
