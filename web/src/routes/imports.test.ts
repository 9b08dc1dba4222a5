import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The route files' imports of each other (type-only imports count: they tie the files together too). */
function graph(): Map<string, string[]> {
  const files = readdirSync(here).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
  const edges = new Map<string, string[]>();
  for (const f of files) {
    const text = readFileSync(path.join(here, f), 'utf8');
    const targets = [...text.matchAll(/from '\.\/([A-Za-z]+)'/g)].map((m) => m[1] as string);
    edges.set(f.replace(/\.tsx?$/, ''), targets);
  }
  return edges;
}

describe('the route files', () => {
  it('import each other one way only (no circle)', () => {
    const edges = graph();
    const cycles: string[] = [];
    const visit = (node: string, trail: string[]) => {
      if (trail.includes(node)) {
        cycles.push([...trail.slice(trail.indexOf(node)), node].join(' -> '));
        return;
      }
      for (const next of edges.get(node) ?? []) visit(next, [...trail, node]);
    };
    for (const node of edges.keys()) visit(node, []);
    expect(cycles).toEqual([]);
    expect(edges.get('base')).not.toContain('customerRoutes');
  });
});
