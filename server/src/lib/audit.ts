import type { Knex } from 'knex';

/** Appends to the audit log: who did what to which record. */
export async function audit(
  db: Knex | Knex.Transaction,
  actorId: number | null,
  action: string,
  targetType = '',
  targetId: number | null = null,
  detail?: unknown,
): Promise<void> {
  await db('audit_log').insert({
    actor_id: actorId,
    action,
    target_type: targetType,
    target_id: targetId,
    detail: detail === undefined ? null : JSON.stringify(detail),
    created_at: new Date(),
  });
}
