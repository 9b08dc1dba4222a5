import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditDetailField, AuditKind } from '@portal/contracts';
import type { Knex } from 'knex';

/** Where the request behind an event came from; set per request by the audit plugin. */
export interface AuditContext {
  ip: string;
  userAgent: string;
  /** Approximate place of `ip` ("Berlin, DE"), empty when no GeoIP database is configured. */
  place: () => string;
  /**
   * The signed-in user and, in an impersonated session, the staff member signed in as them; read when an
   * event is written, as the caller is known only once the auth hook has run.
   */
  session: () => { userId: number; impersonatedBy: number | null } | null;
}

export const auditContext = new AsyncLocalStorage<AuditContext>();

/** An event's details: fields with values, or a bare list of the fields an edit changed. */
export type AuditDetail = Partial<Record<AuditDetailField, unknown>> | readonly string[];

/**
 * Appends to the audit log: who did what to which record, from where. Pass the transaction of the change so
 * the event exists exactly when the change does. The address, browser and place of the current request are
 * added by themselves, and so is the impersonator when the actor is the user an impersonated session is
 * signed in as: the event is theirs on paper, but staff did it. `action` is one of `AUDIT_KINDS`, each of
 * which the audit page has a label for; so has every field of `detail`, hence its keys come from
 * `AUDIT_DETAIL_FIELDS` (a bare list reads as the fields an edit changed).
 */
export async function audit(
  db: Knex | Knex.Transaction,
  actorId: number | null,
  action: AuditKind,
  targetType = '',
  targetId: number | null = null,
  detail?: AuditDetail,
): Promise<void> {
  const ctx = auditContext.getStore();
  const session = ctx?.session();
  await db('audit_log').insert({
    actor_id: actorId,
    impersonator_id:
      actorId !== null && session?.userId === actorId ? (session.impersonatedBy ?? null) : null,
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
