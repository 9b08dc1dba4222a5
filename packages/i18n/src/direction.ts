import { RTL_LOCALES } from '@portal/contracts';

export const isRtl = (lng: string | undefined | null): boolean =>
  !!lng && (RTL_LOCALES as readonly string[]).includes(lng.toLowerCase());

export const directionOf = (lng: string | undefined | null): 'rtl' | 'ltr' => (isRtl(lng) ? 'rtl' : 'ltr');

/** Sets `<html lang dir>` so that the browser, screen readers and CSS logical properties follow the language. */
export function applyDocumentLanguage(
  lng: string,
  doc: { documentElement: { lang: string; dir: string } },
): void {
  doc.documentElement.lang = lng;
  doc.documentElement.dir = directionOf(lng);
}
