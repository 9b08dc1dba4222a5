import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Origin = { file: string; name: string };

const NAMES = /([\w$]+)(?:\s+as\s+([\w$]+))?/g;
const specifiers = (list: string) =>
  [...list.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '').matchAll(NAMES)].map((m) => ({
    from: m[1] as string,
    to: (m[2] ?? m[1]) as string,
  }));

/**
 * What a barrel file re-exports, name by name: `export { a as b } from './x'`, and `import a from './x'`
 * followed by `export { a }` / `export default a`. Names it defines itself or passes on with `export *` stay
 * unmapped (their imports are left as they are).
 */
function barrelMap(file: string): Map<string, Origin> {
  const text = readFileSync(file, 'utf8');
  const map = new Map<string, Origin>();
  const locals = new Map<string, Origin>();
  for (const m of text.matchAll(
    /import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*["'](\.[^"']+)["']/g,
  )) {
    if (m[1]) locals.set(m[1], { file: m[3] as string, name: 'default' });
    for (const s of specifiers(m[2] ?? '')) locals.set(s.to, { file: m[3] as string, name: s.from });
  }
  for (const m of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g))
    for (const s of specifiers(m[1] as string)) map.set(s.to, { file: m[2] as string, name: s.from });
  for (const m of text.matchAll(/export\s*\{([^}]*)\}\s*;/g))
    for (const s of specifiers(m[1] as string)) {
      const local = locals.get(s.from);
      if (local) map.set(s.to, local);
    }
  const def = text.match(/export\s+default\s+([\w$]+)\s*;/);
  const local = def && locals.get(def[1] as string);
  if (local) map.set('default', local);
  return map;
}

const IMPORT = /import\s+(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*(["'])([^"']+)\3;?/g;

/**
 * Rewrites `import { a, b } from '<package>'` in installed libraries into imports of the files that define
 * `a` and `b`. Why: the bundler places every module a barrel reaches in the chunks of whoever imports the
 * barrel, so antd's ConfigProvider importing one helper from `@rc-component/util` put that package's focus
 * traps and DOM helpers (used by lazy pages only) into the first load.
 */
export function preciseBarrelImports(packages: readonly string[]): Plugin {
  const maps = new Map<string, Map<string, Origin>>();
  const wanted = new Set(packages);
  return {
    name: 'precise-barrel-imports',
    async transform(code, id) {
      if (!id.includes('/node_modules/') || !/\.m?js$/.test(id)) return null;
      if (![...wanted].some((p) => code.includes(p))) return null;
      const found = [...code.matchAll(IMPORT)].filter((m) => wanted.has(m[4] as string));
      if (found.length === 0) return null;
      let out = code;
      for (const m of found) {
        const pkg = m[4] as string;
        const barrel = (await this.resolve(pkg, id))?.id;
        if (!barrel) continue;
        if (!maps.has(barrel)) maps.set(barrel, barrelMap(barrel));
        const map = maps.get(barrel) as Map<string, Origin>;
        const pkgRoot = barrel.slice(0, barrel.lastIndexOf(`/${pkg}/`) + pkg.length + 2);
        const target = (o: Origin) =>
          `${pkg}/${path.relative(pkgRoot, path.resolve(path.dirname(barrel), o.file)).replace(/\\/g, '/')}`;
        const direct: string[] = [];
        const kept: string[] = [];
        const entries = [...(m[1] ? [{ from: 'default', to: m[1] }] : []), ...specifiers(m[2] ?? '')];
        for (const s of entries) {
          const o = map.get(s.from);
          if (!o) kept.push(s.from === 'default' ? `default as ${s.to}` : `${s.from} as ${s.to}`);
          else direct.push(`import { ${o.name} as ${s.to} } from '${target(o)}';`);
        }
        if (kept.length > 0) direct.push(`import { ${kept.join(', ')} } from '${pkg}';`);
        out = out.replace(m[0], direct.join('\n'));
      }
      return { code: out, map: null };
    },
  };
}
