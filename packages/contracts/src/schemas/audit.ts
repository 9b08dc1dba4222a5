import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Paged, Timestamp } from './common.js';

/**
 * Kinds of security event the audit trail records (the `action` of an event). Other modules add their own
 * actions (e.g. `vat.create`); these are the ones the audit page offers as filters.
 */
export const AUDIT_KINDS = [
  'auth.signin',
  'auth.signin_failed',
  'auth.signin_refused',
  'auth.password_reset',
  'auth.impersonate',
  'session.revoke',
  'user.password_change',
  'user.password',
  'user.email',
  'user.role',
  'user.permissions',
  'user.update',
  'user.delete',
  'user.suspend',
  'user.unsuspend',
  'apikey.create',
  'apikey.revoke',
  'credits.adjust',
  'balance.adjust',
  'settings.update',
  'export.users',
  'export.audit',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** Sign-in outcomes shown to the person on their profile. */
export const SIGNIN_KINDS = ['auth.signin', 'auth.signin_failed', 'auth.signin_refused'] as const;

const UserRef = Nullable(Type.Object({ _id: Type.Integer(), username: Type.String() }));

export const AuditEvent = Type.Object({
  _id: Type.Integer(),
  action: Type.String(),
  /** Who did it (null: nobody signed in, e.g. a failed sign-in). */
  actor: UserRef,
  target_type: Type.String(),
  target_id: Nullable(Type.Integer()),
  /** The account the event is about, when it is about one. */
  user: UserRef,
  detail: Type.Unknown(),
  ip: Type.String(),
  user_agent: Type.String(),
  place: Type.String(),
  created_at: Timestamp,
});
export type AuditEvent = Static<typeof AuditEvent>;

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });

export const AuditQuery = Type.Object({
  /** Events by this user or about this user. */
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  kind: Type.Optional(Type.String({ maxLength: 60 })),
  /** First and last day, both included. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ip: Type.Optional(Type.String({ maxLength: 45 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditList = Paged(AuditEvent);
export type AuditList = Static<typeof AuditList>;

export const SignInEvent = Type.Object({
  _id: Type.Integer(),
  action: Type.String(),
  ip: Type.String(),
  user_agent: Type.String(),
  place: Type.String(),
  created_at: Timestamp,
});
export type SignInEvent = Static<typeof SignInEvent>;
export const SignInList = Paged(SignInEvent);
export type SignInList = Static<typeof SignInList>;
export const SignInQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const SessionItem = Type.Object({
  /** The session's id, used to sign it out. */
  _id: Type.String(),
  created_at: Timestamp,
  last_active_at: Timestamp,
  ip: Type.String(),
  user_agent: Type.String(),
  /** Opened by an admin signed in as this user. */
  impersonated: Type.Boolean(),
  /** The session making this call. */
  current: Type.Boolean(),
});
export type SessionItem = Static<typeof SessionItem>;
export const SessionList = Type.Object({ items: Type.Array(SessionItem) });
export type SessionList = Static<typeof SessionList>;
export const SessionParam = Type.Object({ id: Type.String({ minLength: 8, maxLength: 64 }) });

export const SuspendBody = Type.Object({
  until: Type.String({ format: 'date-time', description: 'Sign-in is refused until then' }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});
export type SuspendBody = Static<typeof SuspendBody>;
