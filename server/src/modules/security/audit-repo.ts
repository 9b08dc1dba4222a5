import type { AuditEvent, AuditQuery, SignInEvent } from '@portal/contracts';
import { SIGNIN_KINDS } from '@portal/contracts';
import type { Knex } from 'knex';
import { parseJson, toIso } from '../../db/helpers.js';
import { describeUserAgent } from '../auth/user-agent.js';

export interface AuditRow {
  id: number;
  actor_id: number | null;
  impersonator_id?: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  detail: string | null;
  ip: string;
  user_agent: string;
  place: string;
  created_at: unknown;
  actor_username?: string | null;
  actor_firstname?: string | null;
  actor_lastname?: string | null;
  user_username?: string | null;
  user_firstname?: string | null;
  user_lastname?: string | null;
  impersonator_username?: string | null;
  impersonator_firstname?: string | null;
  impersonator_lastname?: string | null;
}

export type AuditFilter = Omit<AuditQuery, 'page' | 'size'>;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/**
 * Events matching the filters, with the names of who did it, of the staff member signed in as them when it
 * was done in an impersonated session, and of whom it was about.
 */
export function auditQuery(db: Knex, f: AuditFilter) {
  const q = db('audit_log as a')
    .leftJoin('users as actor', 'actor.id', 'a.actor_id')
    .leftJoin('users as imp', 'imp.id', 'a.impersonator_id')
    .leftJoin('users as subject', function joinSubject() {
      this.on('subject.id', '=', 'a.target_id').andOn('a.target_type', '=', db.raw('?', ['user']));
    });
  if (f.user_id !== undefined) {
    const id = f.user_id;
    q.where((w) =>
      w.where('a.actor_id', id).orWhere((x) => x.where('a.target_type', 'user').where('a.target_id', id)),
    );
  }
  if (f.impersonator_id !== undefined) q.where('a.impersonator_id', f.impersonator_id);
  if (f.kind) q.where('a.action', f.kind);
  if (f.ip) q.where('a.ip', f.ip);
  if (f.from) q.where('a.created_at', '>=', new Date(`${f.from}T00:00:00Z`));
  if (f.to) q.where('a.created_at', '<', nextDay(f.to));
  return q;
}

export const auditColumns = [
  'a.*',
  'actor.username as actor_username',
  'actor.firstname as actor_firstname',
  'actor.lastname as actor_lastname',
  'imp.username as impersonator_username',
  'imp.firstname as impersonator_firstname',
  'imp.lastname as impersonator_lastname',
  'subject.username as user_username',
  'subject.firstname as user_firstname',
  'subject.lastname as user_lastname',
] as const;

const fullName = (first?: string | null, last?: string | null) =>
  [first?.trim(), last?.trim()].filter(Boolean).join(' ');

export function toAuditEvent(r: AuditRow): AuditEvent {
  return {
    _id: r.id,
    action: r.action,
    actor:
      r.actor_id && r.actor_username
        ? {
            _id: r.actor_id,
            username: r.actor_username,
            name: fullName(r.actor_firstname, r.actor_lastname),
          }
        : null,
    // Kept when the staff account is gone since, so the event never reads as the customer's own doing.
    impersonator: r.impersonator_id
      ? {
          _id: r.impersonator_id,
          username: r.impersonator_username ?? '',
          name: fullName(r.impersonator_firstname, r.impersonator_lastname),
        }
      : null,
    target_type: r.target_type,
    target_id: r.target_id,
    user:
      r.target_type === 'user' && r.target_id && r.user_username
        ? { _id: r.target_id, username: r.user_username, name: fullName(r.user_firstname, r.user_lastname) }
        : null,
    detail: parseJson(r.detail, null),
    ip: r.ip ?? '',
    user_agent: r.user_agent ?? '',
    place: r.place ?? '',
    created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
  };
}

/** A person's own sign-ins (successful, failed and refused), newest first. */
export function signInsOf(db: Knex, userId: number) {
  return db('audit_log')
    .where({ target_type: 'user', target_id: userId })
    .whereIn('action', [...SIGNIN_KINDS]);
}

export const toSignIn = (r: AuditRow): SignInEvent => ({
  _id: r.id,
  action: r.action,
  ip: r.ip ?? '',
  user_agent: r.user_agent ?? '',
  client: describeUserAgent(r.user_agent ?? ''),
  place: r.place ?? '',
  created_at: toIso(r.created_at) ?? new Date(0).toISOString(),
});
