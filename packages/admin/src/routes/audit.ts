import { type PagedSearch, pagedSearch } from '@portal/ui/paged';
import { type AnyRoute, createRoute } from '@tanstack/react-router';
import { adminOnly } from './beforeLoad';
import { lazyPage } from './lazyPage';

export interface AuditSearch extends PagedSearch {
  user_id?: number;
  impersonator_id?: number;
  kind?: string;
  from?: string;
  to?: string;
  ip?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown, max: number) =>
  typeof v === 'string' && v.trim() !== '' && v.length <= max ? v.trim() : undefined;

/** The audit list's filters as the URL carries them; anything malformed is dropped. */
export function auditSearch(raw: Record<string, unknown>): AuditSearch {
  const user = Number(raw.user_id);
  const from = text(raw.from, 10);
  const to = text(raw.to, 10);
  const out: AuditSearch = { page: pagedSearch(raw).page };
  if (Number.isInteger(user) && user > 0) out.user_id = user;
  const impersonator = Number(raw.impersonator_id);
  if (Number.isInteger(impersonator) && impersonator > 0) out.impersonator_id = impersonator;
  const kind = text(raw.kind, 60);
  if (kind) out.kind = kind;
  if (from && DAY.test(from)) out.from = from;
  if (to && DAY.test(to)) out.to = to;
  const ip = text(raw.ip, 45);
  if (ip) out.ip = ip;
  return out;
}

/** Security: the audit trail of every account (admins only, as the server requires). */
export const auditRoutes = (adminRoute: AnyRoute) => [
  createRoute({
    getParentRoute: () => adminRoute,
    path: 'audit_log',
    staticData: { titleKey: 'audit.log.title' },
    validateSearch: auditSearch,
    beforeLoad: adminOnly,
    component: lazyPage(() => import('../pages/audit/AuditLogPage'), 'AuditLogPage'),
  }),
];
