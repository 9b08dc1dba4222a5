import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Paged, Timestamp } from './common.js';
import { REG_SEARCH_RESOURCES, VEHICLE_LEVELS } from '../vehicleLists.js';

/** `<prefix>.<action>` for every pair, typed as exactly those strings. */
const each = <const P extends string, const A extends string>(
  prefixes: readonly P[],
  actions: readonly A[],
) => prefixes.flatMap((p) => actions.map((a) => `${p}.${a}` as const));

const CRUD = ['create', 'update', 'delete'] as const;
/** The lookup lists of the registration search (a subset of its resources, each edited on its own). */
const REG_SEARCH_LISTS = ['vmake', 'models', 'engine-type', 'years', 'powers', 'fuel-types'] as const;

/**
 * Every kind of event the server writes to the audit trail (the `action` of an event). `audit()` takes only
 * these, and the locale tests require a label for each in every language, so a new kind cannot reach the
 * audit page unnamed. Kinds built from a variable are spelled out per value of that variable.
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
  'user.approve',
  'user.delete',
  'user.suspend',
  'user.unsuspend',
  'user.create_staff',
  'credits.adjust',
  'balance.adjust',
  'invoice.create',
  'invoice.generate',
  'invoice.mark_paid',
  'invoice.credit_note',
  'invoice.delete',
  'payment.refund',
  'payment.not_taken',
  'shop_order.refund_manual',
  'settings.update',
  'settings.payment_keys',
  'export.users',
  'export.audit',
  'message.send',
  'vat.create',
  'vat.toggle',
  'vat.percentage',
  'job.retry',
  'api_access.grant',
  'api_access.update',
  'api_access.revoke',
  'api_access.request',
  'api_access.renew',
  'api_access.key_regenerate',
  'api_access.websites',
  'open_times.update',
  ...each(['closing_date', 'social', 'terms', 'why_choose_us', 'flink'], CRUD),
  'policies.update',
  ...each(['service', 'option', 'price', 'price_list'], CRUD),
  'catalogue.translations',
  ...each(['pcode', 'dpcode', 'bcode'], [...CRUD, 'import']),
  ...each(
    VEHICLE_LEVELS.map((level) => `vehicle.${level}` as const),
    CRUD,
  ),
  'vehicle.variant.details',
  ...each(['vehicle.location', 'ecu_brand'], CRUD),
  'vehicle.import',
  ...each(
    REG_SEARCH_LISTS.map((list) => `regsearch.${list}` as const),
    CRUD,
  ),
  ...each(['regsearch.uvc'], [...CRUD, 'delete_all']),
  ...each(['regsearch.final', 'regsearch.main'], CRUD),
  ...REG_SEARCH_RESOURCES.map((resource) => `regsearch.${resource}.import` as const),
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** The dictionary key of a kind's label, under `audit.kinds` (keys hold no dots). */
export const auditKindKey = (kind: string) => kind.replaceAll('.', '_');

/**
 * Every field the server records in an event's details (`fields` is how a bare list of changed fields reads).
 * `audit()` takes details keyed by these only, and the locale tests require a label for each in every
 * language, so staff never read a raw field name. Details passed whole (a request body or query) have their
 * fields listed here too; the compiler checks only details written out at the call.
 */
export const AUDIT_DETAIL_FIELDS = [
  'fields',
  '_id',
  'active',
  'amount',
  'api_for',
  'api_rate',
  'cascade',
  'channel',
  'checkout_ref',
  'code',
  'count',
  'country',
  'created',
  'currency',
  'customers_only',
  'date_from',
  'date_to',
  'days',
  'deleted',
  'email',
  'enabled',
  'expiration_date',
  'format',
  'from',
  'group',
  'impersonator_id',
  'invoice_no',
  'ip',
  'item_name',
  'key',
  'keys',
  'keyword',
  'kind',
  'language',
  'locales',
  'login',
  'name',
  'option_name',
  'others',
  'parentId',
  'payment_method',
  'percentage',
  'permissions',
  'preset',
  'price',
  'provider',
  'provider_ref',
  'reason',
  'recipients',
  'reference',
  'refund',
  'rejected',
  'removed',
  'role_id',
  'rows',
  'service_name',
  'set',
  'source',
  'start_date',
  'status',
  'subject',
  'timezone',
  'title',
  'to',
  'total',
  'until',
  'updated',
  'user',
  'user_id',
  'username',
  'vat',
  'was',
  'website_url',
] as const;
export type AuditDetailField = (typeof AUDIT_DETAIL_FIELDS)[number];

/** Sign-in outcomes shown to the person on their profile. */
export const SIGNIN_KINDS = ['auth.signin', 'auth.signin_failed', 'auth.signin_refused'] as const;

const UserRef = Nullable(
  Type.Object({
    _id: Type.Integer(),
    username: Type.String(),
    /** First and last name; empty when none is set. */
    name: Type.String(),
  }),
);

const Impersonator = Nullable(
  Type.Object({
    _id: Type.Integer(),
    /** Empty when the staff account has been deleted since. */
    username: Type.String(),
    /** First and last name; empty when none is known. */
    name: Type.String(),
  }),
);

export const AuditEvent = Type.Object({
  _id: Type.Integer(),
  action: Type.String(),
  /** Who did it (null: nobody signed in, e.g. a failed sign-in). */
  actor: UserRef,
  /**
   * The staff member who was signed in as the actor (impersonation) and really did it; null when the actor
   * acted themself, and on events from before impersonators were recorded.
   */
  impersonator: Impersonator,
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

// A day of the calendar (format "date": 2026-02-30 and 2026-13-01 are refused, not rolled over or failed on).
const Day = Type.String({ format: 'date', description: 'YYYY-MM-DD (UTC)' });

export const AuditQuery = Type.Object({
  /** Events by this user or about this user. */
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Events done by this staff member while signed in as someone else. */
  impersonator_id: Type.Optional(Type.Integer({ minimum: 1 })),
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

export const SignInQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** A session's user agent read into the parts of a label ("Chrome 131 on Windows"); '' where not told. */
export const SessionClient = Type.Object({
  browser: Type.String({ description: "The browser's name: 'Chrome', 'Safari', 'Firefox'" }),
  version: Type.String({ description: "Its major version: '131'" }),
  os: Type.String({ description: "The system: 'Windows', 'macOS', 'iOS', 'Android'" }),
  device: Type.String({ description: "A device named rather than its system: 'iPhone', 'iPad'" }),
  desktop_app: Type.Boolean({ description: "The portal's desktop app rather than a browser" }),
});
export type SessionClient = Static<typeof SessionClient>;

export const SignInEvent = Type.Object({
  _id: Type.Integer(),
  action: Type.String(),
  ip: Type.String(),
  user_agent: Type.String(),
  /** The user agent read into a label's parts, as for sessions. */
  client: SessionClient,
  place: Type.String(),
  created_at: Timestamp,
});
export type SignInEvent = Static<typeof SignInEvent>;
export const SignInList = Paged(SignInEvent);
export type SignInList = Static<typeof SignInList>;

export const SessionItem = Type.Object({
  /** The session's id, used to sign it out. */
  _id: Type.String(),
  created_at: Timestamp,
  last_active_at: Timestamp,
  ip: Type.String(),
  /** As the browser sent it, for those who want the detail. */
  user_agent: Type.String(),
  client: SessionClient,
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
