import type { Permission, SiteFlags } from '@portal/contracts';
import { hasPermission } from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import type { ReactNode } from 'react';

type Flag = {
  [K in keyof Static<typeof SiteFlags>]: Static<typeof SiteFlags>[K] extends boolean ? K : never;
}[keyof Static<typeof SiteFlags>];

/** A folding section of the left menu that holds related entries (e.g. all fault-code lists). */
export interface MenuGroup {
  key: string;
  labelKey: string;
  icon?: ReactNode;
}

/** One entry of the left menu; shown only when the user's role, permissions and the site flags allow it. */
export interface MenuEntry {
  path: string;
  labelKey: string;
  icon?: ReactNode;
  /** Shown at the end of the entry, e.g. a live count. */
  extra?: ReactNode;
  group?: MenuGroup;
  roles?: readonly number[];
  /** One permission, or a list of which any one will do. */
  permission?: Permission | readonly Permission[];
  flag?: Flag;
}

export interface MenuContext {
  user: { role_id: number; permissions?: unknown } | null;
  flags?: Partial<Record<Flag, boolean>>;
}

export const hasAnyPermission = (
  user: MenuContext['user'],
  permission: Permission | readonly Permission[],
): boolean =>
  typeof permission === 'string'
    ? hasPermission(user, permission)
    : permission.some((p) => hasPermission(user, p));

export function visibleEntries(entries: readonly MenuEntry[], ctx: MenuContext): MenuEntry[] {
  return entries.filter((e) => {
    if (e.roles && !(ctx.user && e.roles.includes(ctx.user.role_id))) return false;
    if (e.permission && !hasAnyPermission(ctx.user, e.permission)) return false;
    if (e.flag && !ctx.flags?.[e.flag]) return false;
    return true;
  });
}

/**
 * The menu key to highlight: the longest entry path that the current path starts with. The area's home
 * (`/` or `/admin`) counts only for itself, so a page without an entry of its own highlights nothing
 * rather than the dashboard.
 */
export function selectedEntry(
  entries: readonly MenuEntry[],
  pathname: string,
  home = '/',
): string | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const root = home.replace(/\/+$/, '') || '/';
  let best: string | undefined;
  for (const e of entries) {
    const p = e.path.replace(/\/+$/, '') || '/';
    const hit = clean === p || (p !== '/' && p !== root && clean.startsWith(`${p}/`));
    if (hit && (!best || p.length > best.length)) best = e.path;
  }
  return best;
}

export type MenuNode = { entry: MenuEntry } | { group: MenuGroup; entries: MenuEntry[] };

/**
 * The visible entries as the menu shows them: grouped entries gathered into their section, placed where the
 * group's first entry stands. A section left with one entry (the others not allowed) is shown as that entry.
 */
export function groupEntries(entries: readonly MenuEntry[]): MenuNode[] {
  const nodes: MenuNode[] = [];
  const sections = new Map<string, { group: MenuGroup; entries: MenuEntry[] }>();
  for (const entry of entries) {
    if (!entry.group) {
      nodes.push({ entry });
      continue;
    }
    const known = sections.get(entry.group.key);
    if (known) known.entries.push(entry);
    else {
      const section = { group: entry.group, entries: [entry] };
      sections.set(entry.group.key, section);
      nodes.push(section);
    }
  }
  return nodes.map((n) =>
    'group' in n && n.entries.length === 1 ? { entry: n.entries[0] as MenuEntry } : n,
  );
}

/** The menu key of a section, kept apart from entry keys (which are paths). */
export const groupKey = (group: MenuGroup) => `group:${group.key}`;
