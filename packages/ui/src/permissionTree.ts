import {
  ALL_PERMISSIONS,
  normalizePermissions,
  PERMISSION_TREE,
  type PermissionTree,
} from '@portal/contracts';

export interface PermissionNode {
  key: string;
  /** Last segment of the path; labels are looked up as `permissions.<segment>`. */
  name: string;
  children?: PermissionNode[];
}

function build(node: Record<string, unknown>, prefix: string): PermissionNode[] {
  return Object.entries(node).map(([name, value]) => {
    const key = prefix ? `${prefix}.${name}` : name;
    return typeof value === 'boolean'
      ? { key, name }
      : { key, name, children: build(value as Record<string, unknown>, key) };
  });
}

/** The tree of PERMISSION_TREE as nodes for a checkable tree; leaf keys are dotted permission paths. */
export const PERMISSION_NODES: PermissionNode[] = build(PERMISSION_TREE, '');

const LEAVES = new Set<string>(ALL_PERMISSIONS);

/** Leaf paths that are true in a stored permission object. */
export function checkedLeaves(permissions: unknown): string[] {
  const normal = normalizePermissions(permissions);
  return ALL_PERMISSIONS.filter((path) => readPath(normal, path) === true);
}

/** Turns checked keys (a checkable tree also reports parent keys) back into a full permission object. */
export function permissionsFromChecked(keys: readonly string[]): PermissionTree {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    if (!LEAVES.has(key)) continue;
    const parts = key.split('.');
    let node = out;
    for (const p of parts.slice(0, -1)) {
      node[p] = (node[p] as Record<string, unknown>) ?? {};
      node = node[p] as Record<string, unknown>;
    }
    node[parts[parts.length - 1]] = true;
  }
  return normalizePermissions(out);
}

function readPath(obj: unknown, path: string): unknown {
  let node = obj;
  for (const k of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[k];
  return node;
}
