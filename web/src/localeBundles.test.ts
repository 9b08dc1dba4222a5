import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_AREAS } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { localeBundleChunk, localeBundles } from '../scripts/localeBundles';

const here = path.dirname(fileURLToPath(import.meta.url));
const locales = path.resolve(here, '../../packages/i18n/locales');
const antdLocale = path.resolve(here, '../../packages/ui/src/theme/antdLocale.ts');
const plugin = localeBundles(locales, antdLocale);
const call = (hook: unknown, ...args: unknown[]) =>
  (hook as (this: unknown, ...a: unknown[]) => unknown).call({ addWatchFile: () => undefined }, ...args);
const load = (id: string) => call(plugin.load, id) as string;
const read = (file: string) => JSON.parse(readFileSync(path.join(locales, file), 'utf8'));

describe('the per-language text modules of the web build', () => {
  it('list every language of packages/i18n/locales', () => {
    const table = load(call(plugin.resolveId, 'virtual:portal-locales') as string);
    expect(table).toContain(`"pt-br": () => import('virtual:portal-locale/pt-br')`);
    expect([...table.matchAll(/import\(/g)]).toHaveLength(31);
  });

  it('hold the merged dictionaries of a language and antd texts where loadAntdLocale has them', () => {
    const de = load(call(plugin.resolveId, 'virtual:portal-locale/de') as string);
    expect(de).toContain("export const antd = () => import('antd/es/locale/de_DE')");
    const json = JSON.parse(JSON.parse(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(de)?.[1] as string));
    expect(json).toEqual(
      Object.assign({}, read('de.json'), ...LOCALE_AREAS.map((a) => read(`${a}/de.json`))),
    );
    expect(load('\0virtual:portal-locale/en')).toContain(
      'export const antd = () => Promise.resolve(undefined);',
    );
    expect(localeBundleChunk('\0virtual:portal-locale/pt-br')).toBe('locale-pt-br');
  });
});
