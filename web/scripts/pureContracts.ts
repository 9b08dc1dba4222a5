import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Names whose calls build contract schemas at module level: TypeBox's `Type`, the helpers that wrap it
 * (`Nullable`, `Paged`, ...) and the constant lists mapped into unions (`ORDER_STATUSES.map(...)`).
 * Marked pure, the schemas no page reads drop out of the bundle when a page only needs a constant from the
 * same module, and TypeBox with them.
 */
export function contractSchemaBuilders(contractsSrc: string): string[] {
  const names = new Set(['Type']);
  const files = readdirSync(contractsSrc, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(path.join(contractsSrc, file), 'utf8');
    for (const m of text.matchAll(/^(?:export )?const ([A-Z]\w*) = (?:<[^>]*>)?\(/gm)) names.add(m[1]);
    for (const m of text.matchAll(/^export function ([A-Z]\w*)\b/gm)) names.add(m[1]);
    for (const m of text.matchAll(/\b([A-Z][A-Z0-9_]+)\.map\(/g)) names.add(m[1]);
  }
  return [...names];
}
