import { PassThrough, type Readable } from 'node:stream';
import type { Knex } from 'knex';
import { csvCell } from '../../lib/csv.js';
import { type AuditFilter, type AuditRow, auditColumns, auditQuery, toAuditEvent } from './audit-repo.js';

const HEADER = [
  'id',
  'created_at',
  'action',
  'actor',
  'actor_name',
  'impersonator',
  'impersonator_name',
  'user',
  'user_name',
  'target_type',
  'target_id',
  'ip',
  'place',
  'user_agent',
  'detail',
];

/** A person's full name, else their user name (empty when nobody, or the account is gone). */
const nameOf = (u: { name: string; username: string } | null) => u?.name || u?.username || '';

/** Streams the events matching the filters as CSV, newest first, reading in batches by id. */
export function exportAudit(db: Knex, filter: AuditFilter, batch = 1000): Readable {
  const out = new PassThrough();
  (async () => {
    out.write(`\ufeff${HEADER.join(',')}\r\n`);
    let before = Number.MAX_SAFE_INTEGER;
    for (;;) {
      const rows: AuditRow[] = await auditQuery(db, filter)
        .select(auditColumns)
        .where('a.id', '<', before)
        .orderBy('a.id', 'desc')
        .limit(batch);
      if (rows.length === 0) break;
      for (const row of rows) {
        const e = toAuditEvent(row);
        const cells = [
          e._id,
          e.created_at,
          e.action,
          e.actor?.username ?? '',
          nameOf(e.actor),
          // A deleted staff account still shows as its id, so the row never reads as the actor's own doing.
          e.impersonator ? e.impersonator.username || `#${e.impersonator._id}` : '',
          nameOf(e.impersonator),
          e.user?.username ?? '',
          nameOf(e.user),
          e.target_type,
          e.target_id ?? '',
          e.ip,
          e.place,
          e.user_agent,
          e.detail === null ? '' : JSON.stringify(e.detail),
        ];
        out.write(`${cells.map(csvCell).join(',')}\r\n`);
      }
      before = rows[rows.length - 1].id;
    }
    out.end();
  })().catch((err) => out.destroy(err));
  return out;
}
