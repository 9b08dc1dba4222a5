/**
 * The permission tree of the spec (section 6). Admins (role 1) hold every permission; staff (role 3) hold
 * what is stored on their user; customers hold none. The same tree drives server checks and UI menus.
 */
const crud = () => ({ add: false, edit: false, delete: false });

export const PERMISSION_TREE = {
  orders: false,
  live_support: false,
  tickets: false,
  settings: false,
  tuning_services: false,
  api_manager: false,
  miscellaneous: false,
  tnc: false,
  vehicle_statistics: {
    enabled: false,
    variants: {
      ...crud(),
      show_variants_table: false,
      edit_details: false,
      show_data_on_edit_details: false,
    },
    generations: crud(),
    manufacturers: crud(),
    models: crud(),
    types: crud(),
  },
  dealers_manager: {
    send_email: false,
    dealers_list: false,
    edit_dealer: false,
    delete_dealer: false,
    change_role: false,
    login_to_dealer_account: false,
    change_dealer_password: false,
    dealers_invoices: false,
    dealers_balance: false,
    delete_dealer_invoice: false,
    download_dealer_invoice: false,
    export_users: false,
  },
  shop_manager: {
    category: crud(),
    coupon: crud(),
    shipping_method: crud(),
    product: crud(),
    hold_order: false,
    cancel_order: false,
    complete_order: false,
    ship_order: false,
    shop_settings: false,
    mark_as_paid_order: false,
    process_order: false,
  },
};

export type PermissionTree = typeof PERMISSION_TREE;

type Paths<T> = {
  [K in keyof T & string]: T[K] extends boolean ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

/** Dotted path to one leaf, e.g. 'dealers_manager.export_users'. */
export type Permission = Paths<PermissionTree>;

export type PermissionSet = { [K in keyof PermissionTree]?: unknown };

function mapLeaves(node: unknown, leaf: (path: string) => boolean, prefix = ''): unknown {
  if (typeof node === 'boolean') return leaf(prefix);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    out[key] = mapLeaves(value, leaf, prefix ? `${prefix}.${key}` : key);
  }
  return out;
}

/** Every leaf path of the tree, in declaration order. */
export const ALL_PERMISSIONS: Permission[] = (() => {
  const list: string[] = [];
  mapLeaves(PERMISSION_TREE, (p) => {
    list.push(p);
    return false;
  });
  return list as Permission[];
})();

export const fullPermissions = (): PermissionTree => mapLeaves(PERMISSION_TREE, () => true) as PermissionTree;

/** Normalises any stored object to the tree's shape: unknown keys dropped, missing leaves false. */
export function normalizePermissions(input: unknown): PermissionTree {
  return mapLeaves(PERMISSION_TREE, (path) => readLeaf(input, path) === true) as PermissionTree;
}

function readLeaf(input: unknown, path: string): unknown {
  let node: unknown = input;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

export function hasPermission(
  user: { role_id: number; permissions?: unknown } | null | undefined,
  permission: Permission,
): boolean {
  if (!user) return false;
  if (user.role_id === 1) return true;
  if (user.role_id !== 3) return false;
  return readLeaf(user.permissions, permission) === true;
}

/**
 * Handling shop orders: whoever may take any step on an order may see the orders (their list, the pending
 * count and one order with the customer's address). The spec's full admin object has process_order off but
 * the other order steps on, so no single step can be the rule. Catalogue editors see no orders.
 */
export const SHOP_ORDER_PERMISSIONS = [
  'shop_manager.process_order',
  'shop_manager.mark_as_paid_order',
  'shop_manager.hold_order',
  'shop_manager.ship_order',
  'shop_manager.complete_order',
  'shop_manager.cancel_order',
] as const satisfies readonly Permission[];

export const canHandleShopOrders = (user: { role_id: number; permissions?: unknown } | null | undefined) =>
  SHOP_ORDER_PERMISSIONS.some((p) => hasPermission(user, p));

/**
 * The shared staff inbox is read by permission: each staff notification names the desk it belongs to (new
 * orders and files: orders; tickets: tickets; API access requests: api_manager; accounts waiting for approval:
 * dealers_manager.edit_dealer, who may approve them), and a staff member sees the notifications of the desks
 * they hold.
 */
export const STAFF_INBOX_PERMISSIONS = [
  'orders',
  'tickets',
  'api_manager',
  'dealers_manager.edit_dealer',
] as const satisfies readonly Permission[];
export type StaffInboxPermission = (typeof STAFF_INBOX_PERMISSIONS)[number];

/** The desks whose staff notifications this user reads (none for customers). */
export const staffInboxesOf = (user: { role_id: number; permissions?: unknown } | null | undefined) =>
  STAFF_INBOX_PERMISSIONS.filter((p) => hasPermission(user, p));
