/**
 * Every translation key the web app, the staff/admin package and the shared UI use must exist in en.json (the locale test of
 * packages/i18n then makes sure every other language has it too).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_PERMISSIONS } from '@portal/contracts';
import { LOCALE_AREAS } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { THEME_CHOICES } from '@portal/admin';
import { BOOLEAN_FLAGS, NOTIFICATION_SWITCHES, THEME_FIELDS } from '@portal/admin/shared';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const readJson = (file: string) =>
  JSON.parse(readFileSync(path.join(root, 'packages/i18n/locales', file), 'utf8'));
const en = Object.assign({}, readJson('en.json'), ...LOCALE_AREAS.map((area) => readJson(`${area}/en.json`)));

function has(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' && node.trim() !== '';
}

function sources(dir: string, skip: string[] = []): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (skip.includes(name)) return [];
    if (statSync(full).isDirectory()) return sources(full, skip);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const literalKeys = new Set<string>();
// packages/ui/src/staff holds the desktop's queue screens, translated by the desktop's own dictionaries.
for (const file of [
  ...sources(here),
  ...sources(path.join(root, 'packages/admin/src')),
  ...sources(path.join(root, 'packages/ui/src'), ['staff']),
]) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\bt\(\s*'([a-z0-9_.]+)'/g)) literalKeys.add(m[1]);
  for (const m of text.matchAll(/\b(?:labelKey|titleKey):\s*'([a-z0-9_.]+)'/g)) literalKeys.add(m[1]);
  // Label keys kept in tables such as ['email', 'profile.email'].
  for (const m of text.matchAll(/\['[a-z_]+',\s*'([a-z_]+\.[a-z0-9_.]+)'\]/g)) literalKeys.add(m[1]);
}

describe('translation keys in use', () => {
  it('finds keys in the sources', () => {
    expect(literalKeys.size).toBeGreaterThan(100);
  });

  it('exist in en.json', () => {
    expect([...literalKeys].filter((k) => !has(k))).toEqual([]);
  });

  it('cover keys built at run time', () => {
    const dynamic = [
      ...BOOLEAN_FLAGS.map((f) => `settings.flags.${f}`),
      ...THEME_CHOICES.map((c) => `theme.${c}`),
      ...THEME_FIELDS.map((f) => `settings.theme_fields.${f}`),
      ...NOTIFICATION_SWITCHES.map((n) => `settings.notifications.${n}`),
      ...new Set(ALL_PERMISSIONS.flatMap((p) => p.split('.')).map((s) => `permissions.${s}`)),
      'titles.not_found',
    ];
    expect(dynamic.filter((k) => !has(k))).toEqual([]);
  });
});
