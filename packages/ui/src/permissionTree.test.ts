import { ALL_PERMISSIONS, hasPermission } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkedLeaves, PERMISSION_NODES, permissionsFromChecked } from './permissionTree.js';

describe('permission tree', () => {
  it('has one leaf per permission path', () => {
    const leaves: string[] = [];
    const walk = (nodes: typeof PERMISSION_NODES) => {
      for (const n of nodes) n.children ? walk(n.children) : leaves.push(n.key);
    };
    walk(PERMISSION_NODES);
    expect(leaves).toEqual(ALL_PERMISSIONS);
  });

  it('round-trips checked leaves, ignoring parent keys', () => {
    const perms = permissionsFromChecked(['settings', 'dealers_manager', 'dealers_manager.export_users']);
    const staff = { role_id: 3, permissions: perms };
    expect(hasPermission(staff, 'settings')).toBe(true);
    expect(hasPermission(staff, 'dealers_manager.export_users')).toBe(true);
    expect(hasPermission(staff, 'dealers_manager.dealers_list')).toBe(false);
    expect(checkedLeaves(perms)).toEqual(['settings', 'dealers_manager.export_users']);
  });
});
