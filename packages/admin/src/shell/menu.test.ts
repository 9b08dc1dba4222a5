import { describe, expect, it } from 'vitest';
import { groupEntries, type MenuEntry, selectedEntry, visibleEntries } from './menu';

const entries: MenuEntry[] = [
  { path: '/admin', labelKey: 'menu.dashboard' },
  { path: '/admin/website_settings', labelKey: 'menu.website_settings', permission: 'settings' },
  { path: '/admin/users/admins', labelKey: 'menu.admins', roles: [1] },
  { path: '/admin/chat_support', labelKey: 'menu.chat', flag: 'live_support_public' },
];

describe('visibleEntries', () => {
  it('shows everything allowed to an admin, minus switched-off features', () => {
    const paths = visibleEntries(entries, {
      user: { role_id: 1 },
      flags: { live_support_public: false },
    }).map((e) => e.path);
    expect(paths).toEqual(['/admin', '/admin/website_settings', '/admin/users/admins']);
  });

  it('hides entries a staff user has no permission or role for', () => {
    const staff = { role_id: 3, permissions: { settings: false } };
    expect(
      visibleEntries(entries, { user: staff, flags: { live_support_public: true } }).map((e) => e.path),
    ).toEqual(['/admin', '/admin/chat_support']);
    const allowed = { role_id: 3, permissions: { settings: true } };
    expect(visibleEntries(entries, { user: allowed }).map((e) => e.path)).toContain(
      '/admin/website_settings',
    );
  });
});

describe('selectedEntry', () => {
  it('picks the longest matching path', () => {
    expect(selectedEntry(entries, '/admin/website_settings')).toBe('/admin/website_settings');
    expect(selectedEntry(entries, '/admin/')).toBe('/admin');
    expect(selectedEntry(entries, '/elsewhere')).toBeUndefined();
  });

  it('does not highlight the home entry for pages below it without an entry of their own', () => {
    expect(selectedEntry(entries, '/admin/manage_orders/order_details/3', '/admin')).toBeUndefined();
    expect(selectedEntry(entries, '/admin', '/admin')).toBe('/admin');
    expect(selectedEntry(entries, '/admin/website_settings/smtp', '/admin')).toBe('/admin/website_settings');
  });
});

describe('groupEntries', () => {
  const codes = { key: 'codes', labelKey: 'menu.groups.codes' };
  const grouped: MenuEntry[] = [
    { path: '/admin', labelKey: 'menu.dashboard' },
    { path: '/admin/p_codes', labelKey: 'p', group: codes, permission: 'miscellaneous' },
    { path: '/admin/website_settings', labelKey: 'menu.website_settings' },
    { path: '/admin/bosch_codes', labelKey: 'b', group: codes, permission: 'miscellaneous' },
  ];

  it('gathers a section where its first entry stands', () => {
    const nodes = groupEntries(grouped);
    expect(nodes.map((n) => ('group' in n ? n.group.key : n.entry.path))).toEqual([
      '/admin',
      'codes',
      '/admin/website_settings',
    ]);
    const section = nodes[1];
    expect(section && 'group' in section ? section.entries.map((e) => e.path) : []).toEqual([
      '/admin/p_codes',
      '/admin/bosch_codes',
    ]);
  });

  it('shows a section with one allowed entry as that entry, and none without any', () => {
    const one = groupEntries(grouped.filter((e) => e.path !== '/admin/bosch_codes'));
    expect(one.map((n) => ('entry' in n ? n.entry.path : n.group.key))).toContain('/admin/p_codes');
    const staff = { role_id: 3, permissions: { miscellaneous: false } };
    const none = groupEntries(visibleEntries(grouped, { user: staff }));
    expect(none.some((n) => 'group' in n)).toBe(false);
    expect(none).toHaveLength(2);
  });
});
