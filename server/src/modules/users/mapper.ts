import { fullPermissions, normalizePermissions, ROLE, type User } from '@portal/contracts';
import { parseJson, toIso } from '../../db/helpers.js';

/** Admins hold every permission: the same tree for each of them, built once and never changed. */
const FULL_TREE = deepFreeze(fullPermissions() as unknown as Record<string, unknown>);

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) if (child && typeof child === 'object') deepFreeze(child);
  return Object.freeze(value);
}

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  phone: string;
  google_place_id: string;
  address: string;
  city: string;
  post_code: string;
  country: string;
  company_name: string;
  company_reg: string;
  vat_no: string;
  web_url: string;
  permissions: string | null;
  my_tools: string | null;
  role_id: number;
  status: number;
  verified: number | boolean;
  language: string;
  profile_picture: string | null;
  last_login: unknown;
  token_version: number;
  suspended_until: unknown;
  suspend_reason: string;
  pending_email: string | null;
  pending_email_until: unknown;
  created_at: unknown;
  updated_at: unknown;
}

/** The public shape of a user. Admins carry the full tree; staff their stored tree; customers none. */
export function toUser(row: UserRow, impersonatedBy: number | null = null): User {
  const permissions =
    row.role_id === ROLE.ADMIN
      ? FULL_TREE
      : row.role_id === ROLE.CUSTOMER
        ? {}
        : normalizePermissions(parseJson(row.permissions, {}));
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    google_place_id: row.google_place_id,
    address: row.address,
    city: row.city,
    post_code: row.post_code,
    country: row.country,
    company_name: row.company_name,
    company_reg: row.company_reg,
    vat_no: row.vat_no,
    web_url: row.web_url,
    permissions: permissions as Record<string, unknown>,
    my_tools: parseJson<string[]>(row.my_tools, []),
    role_id: row.role_id,
    status: row.status,
    verified: Boolean(row.verified),
    language: row.language,
    profile_picture: row.profile_picture ? `/api/user/${row.id}/picture` : null,
    last_login: toIso(row.last_login),
    created_at: toIso(row.created_at) ?? new Date(0).toISOString(),
    impersonated_by: impersonatedBy,
    suspended_until: suspendedUntil(row),
    suspend_reason: suspendedUntil(row) ? row.suspend_reason : '',
    pending_email: pendingEmail(row),
  };
}

/** The new address waiting for its code, or null once its code has expired (or there is none). */
export function pendingEmail(
  row: Pick<UserRow, 'pending_email' | 'pending_email_until'>,
  now = new Date(),
): string | null {
  if (!row.pending_email) return null;
  const until = toIso(row.pending_email_until);
  return until && new Date(until) > now ? row.pending_email : null;
}

/** The end of a suspension still running, or null. */
export function suspendedUntil(row: Pick<UserRow, 'suspended_until'>, now = new Date()): string | null {
  if (row.suspended_until === null || row.suspended_until === undefined) return null;
  const until = toIso(row.suspended_until);
  return until && new Date(until) > now ? until : null;
}
