import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/** Where the request behind an event came from; set per request by the audit plugin. */
export interface AuditContext {
  ip: string;
  userAgent: string;
  /** Approximate place of `ip` ("Berlin, DE"), empty when no GeoIP database is configured. */
  place: () => string;
}

export const auditContext = new AsyncLocalStorage<AuditContext>();

/**
 * Appends to the audit log: who did what to which record, from where. Pass the transaction of the change so
 * the event exists exactly when the change does. The address, browser and place of the current request are
 * added by themselves.
 */
export async function audit(
  db: Knex | Knex.Transaction,
  actorId: number | null,
  action: string,
  targetType = '',
  targetId: number | null = null,
  detail?: unknown,
): Promise<void> {
  const ctx = auditContext.getStore();
  await db('audit_log').insert({
    actor_id: actorId,
    action: action.slice(0, 60),
    target_type: targetType,
    target_id: targetId,
    detail: detail === undefined ? null : JSON.stringify(detail),
    ip: (ctx?.ip ?? '').slice(0, 45),
    user_agent: (ctx?.userAgent ?? '').slice(0, 255),
    place: (ctx?.place() ?? '').slice(0, 120),
    created_at: new Date(),
  });
}
