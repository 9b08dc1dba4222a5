import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const STYLE_HOOK_MAKERS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
/** Rules every component shares (links, icons), filed by antd under this name. */
const SHARED = 'Shared';
/**
 * Hooks whose rules rendering every component does not produce, and why the app does without them:
 * Internet Explorer's form-item fallback, and bordered pagers, drawn only under the `wireframe` token,
 * which no theme of this app sets.
 */
const NOT_RENDERED = new Set(['Form-item-item', 'Pagination-bordered']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && 'type' in v;

/**
 * The name antd files a style hook's rules under in its style cache (`Button-Button`, `Input-OTP`...), read
 * off the maker's first argument; undefined when it is not written out.
 */
function cacheName(arg: Node | undefined): string | undefined {
  const text = (n: unknown) =>
    isNode(n) && n.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined;
  const one = text(arg);
  if (one) return `${one}-${one}`;
  if (arg?.type !== 'ArrayExpression') return undefined;
  const parts = (arg.elements as unknown[]).map(text);
  return parts.every(Boolean) ? parts.join('-') : undefined;
}

/** Each style generator passed to a style-hook maker: where it is, and the name of the hook it serves. */
function styleHooks(root: Node): { span: [number, number]; name: string | undefined }[] {
  const found: { span: [number, number]; name: string | undefined }[] = [];
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    const args = node.arguments as Node[] | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && args?.[1]) {
      if (STYLE_HOOK_MAKERS.has(callee.name as string))
        found.push({ span: [args[1].start, args[1].end], name: cacheName(args[0]) });
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(root);
  return found;
}

/**
 * antd's rules for the given style hooks (all when `hooks` is undefined), as plain CSS: every component is
 * rendered once on the server, as antd builds its own `antd.css`, into a style cache of which only those
 * hooks' entries are written out. Not hashed, so one stylesheet serves any theme: colours, sizes and
 * fonts are CSS variables the page sets from the theme.
 */
function antdRules(hooks: Set<string> | undefined): string {
  const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
  const { extractStyle: renderEvery } = require('@ant-design/static-style-extract');
  const { ConfigProvider } = require('antd');
  const { createElement } = require('react');
  const cache = createCache();
  renderEvery((node: unknown) =>
    createElement(
      StyleProvider,
      { cache },
      createElement(ConfigProvider, { theme: { hashed: false } }, node),
    ),
  );
  const rendered = new Set<string>();
  for (const key of [...cache.cache.keys()] as string[]) {
    // `style%<hash>%<hook>%<prefix>...`: the hash is empty, as the rules are not hashed.
    const [kind, , hook = ''] = key.split('%');
    if (kind !== 'style') continue;
    rendered.add(hook);
    if (hooks && hook !== SHARED && !hooks.has(hook)) cache.cache.delete(key);
  }
  // A component whose rules would be missing would show unstyled: stop the build instead.
  const missing = [...(hooks ?? [])].filter((h) => !rendered.has(h) && !NOT_RENDERED.has(h));
  if (missing.length) throw new Error(`antd rules not produced for the style hooks: ${missing.join(', ')}`);
  // The last rule maps cache paths for hydration of server-rendered pages, which this app does not do.
  return (extractStyle(cache, { plain: true, types: 'style' }) as string).replace(
    /\.data-ant-cssinjs-cache-path\{[^}]*\}/,
    '',
  );
}

/**
 * Builds the app with antd in zero-runtime mode (`zeroRuntime` in the theme): instead of antd writing each
 * component's rules into the page as it first renders (a good part of the first render's work), the
 * rules of the components the app can show come in one stylesheet made at build. Only the theme's CSS
 * variables are still set in the page, which is what lets the operator's colours and fonts apply.
 *
 * The functions that would write those rules in the browser are then never called, so each one passed to
 * antd's style-hook makers is replaced by one that writes nothing, and their code leaves the scripts; the
 * names of the hooks met on the way say which components' rules the stylesheet needs.
 * Build only: the dev server keeps antd's runtime styles (see `zeroRuntime` in `App.tsx`).
 */
export function antdStaticStyles(): Plugin {
  // The style hooks of each antd module (undefined for one not written out); which of those modules are
  // in the scripts is known only once the bundle is shaken, in generateBundle.
  const hooksOf = new Map<string, (string | undefined)[]>();
  let base = '/';
  let stylesheet: string | undefined;
  return {
    name: 'antd-static-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transform: {
      filter: { id: /[\\/]antd[\\/]es[\\/]/, code: /gen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/ },
      handler(code, id) {
        const found = styleHooks(this.parse(code) as unknown as Node);
        if (!found.length) return null;
        hooksOf.set(
          id,
          found.map((f) => f.name),
        );
        // A generator inside another goes with it.
        const spans = found
          .map((f) => f.span)
          .filter(([s, e]) => !found.some(({ span: [s2, e2] }) => s2 <= s && e <= e2 && e2 - s2 > e - s));
        let out = code;
        for (const [start, end] of spans.sort((a, b) => b[0] - a[0]))
          out = `${out.slice(0, start)}() => []${out.slice(end)}`;
        return { code: out, map: null };
      },
    },
    generateBundle(_, bundle) {
      const hooks = new Set<string | undefined>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          for (const [id, module] of Object.entries(chunk.modules))
            if (module.renderedLength > 0) for (const name of hooksOf.get(id) ?? []) hooks.add(name);
      const ref = this.emitFile({
        type: 'asset',
        name: 'antd.css',
        source: antdRules(hooks.has(undefined) ? undefined : (hooks as Set<string>)),
      });
      stylesheet = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      // First in the head, so the app's own rules of the same weight come after antd's and win.
      handler: () =>
        stylesheet
          ? [
              {
                tag: 'link',
                attrs: { rel: 'stylesheet', href: `${base}${stylesheet}` },
                injectTo: 'head-prepend',
              },
            ]
          : [],
    },
  };
}
