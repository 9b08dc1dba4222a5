import { COUNTRY_CODES } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function countryName(code: string, lng: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([lng, 'en'], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The ISO codes (shared with the server's check) named by the browser in the current language. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([lng, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return COUNTRY_CODES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, lng),
    );
  }, [lng]);
}
