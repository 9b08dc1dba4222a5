import type { Locale as AntdLocale } from 'antd/es/locale';
import { useEffect, useState } from 'react';

/**
 * antd's built-in English, given as a locale all the same: ConfigProvider adds its locale provider around
 * the app only when it has a locale, so going from none to one (another language's texts arriving after
 * the first paint) mounted the whole app anew and emptied what had been typed meanwhile.
 */
const BUILT_IN: AntdLocale = { locale: 'en' };

/**
 * antd's texts for `lng` as `load` brings them, never undefined (see BUILT_IN). The loader is the app's own:
 * the web keeps antd's texts in its dictionaries' table, the desktop uses `loadAntdLocale`.
 */
export function useAntdLocale(
  lng: string,
  load: (lng: string) => Promise<AntdLocale | undefined>,
): AntdLocale {
  const [texts, setTexts] = useState<AntdLocale>(BUILT_IN);
  useEffect(() => {
    let live = true;
    void load(lng).then((l) => live && setTexts(l ?? BUILT_IN));
    return () => {
      live = false;
    };
  }, [lng, load]);
  return texts;
}

/**
 * Buttons' settings for a language: antd puts a space between two Chinese characters ("确 定"), which is a
 * Chinese convention only; in Japanese the same characters must stay together ("保存").
 */
export const buttonConfigFor = (lng: string) => ({ autoInsertSpace: lng === 'zh' });
