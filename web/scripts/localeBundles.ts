import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOADERS = 'virtual:portal-locales';
const BUNDLE = 'virtual:portal-locale/';

/**
 * antd's locale file of each language, as `loadAntdLocale` of @portal/ui (`antdLocaleFile`) lists them:
 * `de: () => import('antd/es/locale/de_DE'),`. Read from there so the two cannot disagree.
 */
function antdLocaleFiles(antdLocaleFile: string): Map<string, string> {
  const text = readFileSync(antdLocaleFile, 'utf8');
  const found = [...text.matchAll(/'?([a-z-]+)'?:\s*\(\)\s*=>\s*import\('(antd\/es\/locale\/\w+)'\)/g)];
  if (found.length === 0) throw new Error(`no antd locale imports found in ${antdLocaleFile}`);
  return new Map(found.map((m) => [m[1] as string, m[2] as string]));
}

/**
 * Each language's texts in one module: its dictionaries (`locales/<lng>.json` and every area's
 * `locales/<area>/<lng>.json`) merged at build as `default`, and the loader of antd's own texts as `antd`
 * (resolving to undefined where antd's built-in English serves); `virtual:portal-locales` answers
 * `{ <lng>: () => import(it) }`. Why: `loadLocale` of @portal/i18n imports the twelve files of a language
 * through template imports, which the bundler turns into a table of 372 loaders (about 3 KB of gzip in the
 * first load), and `loadAntdLocale` adds a table of 28; the first load now holds one table of 31.
 */
export function localeBundles(localesDir: string, antdLocaleFile: string): Plugin {
  const files = (dir: string) =>
    readdirSync(dir).filter((f) => f.endsWith('.json') && statSync(path.join(dir, f)).isFile());
  // Every folder beside the main dictionaries is an area (LOCALE_AREAS of @portal/i18n; its test checks
  // that every area has every language).
  const areas = () => readdirSync(localesDir).filter((f) => statSync(path.join(localesDir, f)).isDirectory());
  const languages = () => files(localesDir).map((f) => f.slice(0, -'.json'.length));
  return {
    name: 'portal-locale-bundles',
    resolveId(id) {
      if (id === LOADERS || id.startsWith(BUNDLE)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const entries = languages().map(
          (lng) => `  ${JSON.stringify(lng)}: () => import('${BUNDLE}${lng}'),`,
        );
        return `export const locales = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${BUNDLE}`)) return null;
      const lng = id.slice(`\0${BUNDLE}`.length);
      this.addWatchFile(antdLocaleFile);
      const antd = antdLocaleFiles(antdLocaleFile).get(lng);
      const parts = [
        path.join(localesDir, `${lng}.json`),
        ...areas().map((a) => path.join(localesDir, a, `${lng}.json`)),
      ];
      const merged: Record<string, unknown> = {};
      for (const file of parts) {
        this.addWatchFile(file);
        Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')));
      }
      // A JSON string parses faster than the same object written as a literal.
      return [
        // A chunk of its own (as loadAntdLocale has it): antd's locale files share modules with antd's
        // components (pagination's Chinese texts), which must not pull a language's dictionary along.
        antd
          ? `export const antd = () => import('${antd}').then((m) => m.default);`
          : 'export const antd = () => Promise.resolve(undefined);',
        `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});`,
        '',
      ].join('\n');
    },
  };
}

/** The chunk name of a language's module: `locale-<lng>`. */
export const localeBundleChunk = (id: string): string | null =>
  id.startsWith(`\0${BUNDLE}`) ? `locale-${id.slice(`\0${BUNDLE}`.length)}` : null;
