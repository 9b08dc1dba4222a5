/**
 * The import graph runs one way: web/ and desktop/ -> admin -> ui -> api-client -> contracts. Nothing in
 * packages/ reaches into an app or the server, and no package picks a transport or Electron itself.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packages = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1] as string);

/** Which workspace packages each package may import. */
const ALLOWED: Record<string, string[]> = {
  contracts: [],
  domain: ['contracts'],
  i18n: ['contracts'],
  'api-client': ['contracts'],
  ui: ['contracts', 'api-client', 'i18n', 'domain'],
  admin: ['contracts', 'api-client', 'i18n', 'domain', 'ui'],
};

describe('the import graph', () => {
  it('never leaves packages/ for an app or the server, nor imports Electron', () => {
    const bad: string[] = [];
    for (const pkg of Object.keys(ALLOWED)) {
      for (const file of sources(path.join(packages, pkg, 'src'))) {
        for (const spec of importsOf(file)) {
          if (
            spec === 'electron' ||
            /(^|\/)(web|desktop|server)\//.test(spec) ||
            spec.startsWith('@portal/web')
          )
            bad.push(`${path.relative(packages, file)} -> ${spec}`);
          const target = /^@portal\/([a-z0-9-]+)/.exec(spec)?.[1];
          if (target && target !== pkg && !ALLOWED[pkg]?.includes(target))
            bad.push(`${path.relative(packages, file)} -> ${spec}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});
