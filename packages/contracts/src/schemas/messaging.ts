import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Paged, Timestamp } from './common.js';

/**
 * Messages from staff to customers (spec 7 "General messaging"): in the app (POST /message), by e-mail,
 * SMS or both (POST /message/sendEmail|sendSMS|sendBoth). E-mail and SMS go out as one background job with
 * progress; one recipient's failure is recorded and the others still get theirs.
 */
export const MESSAGE_AUDIENCES = ['selected', 'customers', 'agents'] as const;

export const MessageSend = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    message: Type.String({ minLength: 1, maxLength: 20000 }),
    /** selected: the users in `user_ids`; customers: every active customer; agents: customers with agent orders. */
    audience: Type.Optional(Type.Union(MESSAGE_AUDIENCES.map((a) => Type.Literal(a)))),
    user_ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
    /** Only recipients from this country (ISO code). */
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  },
  { additionalProperties: false },
);
export type MessageSend = Static<typeof MessageSend>;

/** GET /message/recipients/count: how many people a send to all customers or all agents reaches now. */
export const MessageRecipientCountQuery = Type.Object(
  {
    audience: Type.Union([Type.Literal('customers'), Type.Literal('agents')]),
    /** Only recipients from this country (ISO code), as the send's `country`. */
    country: Type.Optional(Type.String({ minLength: 2, maxLength: 2 })),
  },
  { additionalProperties: false },
);
export type MessageRecipientCountQuery = Static<typeof MessageRecipientCountQuery>;
export const MessageRecipientCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type MessageRecipientCount = Static<typeof MessageRecipientCount>;

/**
 * GET /message/channels: which channels a staff sender can use now besides the app. `sms` is true only while
 * the site's `sms_notification` switch is on and the provider has an account, token and sender; `email` only
 * while an e-mail server is set up (sends by e-mail are refused without one).
 */
export const MessageChannels = Type.Object({ sms: Type.Boolean(), email: Type.Boolean() });
export type MessageChannels = Static<typeof MessageChannels>;

export const MessageFailure = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  error: Type.String(),
});

export const SentMessage = Type.Object({
  _id: Type.Integer(),
  subject: Type.String(),
  message: Type.String(),
  channels: Type.Array(Type.String()),
  total: Type.Integer(),
  sent: Type.Integer(),
  failed: Type.Integer(),
  job_id: Nullable(Type.Integer()),
  /** Recipients whose delivery failed, with the reason (at most 50). */
  failures: Type.Array(MessageFailure),
  created_at: Timestamp,
});
export type SentMessage = Static<typeof SentMessage>;
export const SentMessageList = Paged(SentMessage);

export const InboxMessage = Type.Object({
  _id: Type.Integer(),
  subject: Type.String(),
  message: Type.String(),
  read: Type.Boolean(),
  created_at: Timestamp,
});
export type InboxMessage = Static<typeof InboxMessage>;
export const InboxList = Type.Object({
  items: Type.Array(InboxMessage),
  total: Type.Integer(),
  unread: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type InboxList = Static<typeof InboxList>;

/** SMS provider settings; the token is write-only (answers say only whether one is stored). */
export const SmsSettingsUpdate = Type.Object(
  {
    account_sid: Type.Optional(Type.String({ maxLength: 100 })),
    auth_token: Type.Optional(Type.String({ maxLength: 200 })),
    from: Type.Optional(Type.String({ maxLength: 40 })),
    // A web address the server calls: http(s) only (a `javascript:` or `file:` URI is a URI too).
    base_url: Type.Optional(Type.String({ maxLength: 300, format: 'uri', pattern: '^https?://\\S+$' })),
  },
  { additionalProperties: false },
);
export const SmsSettingsView = Type.Object({
  account_sid: Type.String(),
  from: Type.String(),
  base_url: Type.String(),
  has_token: Type.Boolean(),
});

/**
 * POST /notification_request: from the notification settings page, send a notification of one kind to
 * chosen users (or all customers/agents): in the app, by e-mail, SMS or Web Push. The same recipients and
 * delivery as the messaging calls; push goes to every browser the recipients subscribed.
 */
export const NotificationRequest = Type.Composite([
  Type.Object({
    kind: Type.Union([Type.Literal('app'), Type.Literal('email'), Type.Literal('sms'), Type.Literal('push')]),
  }),
  Type.Omit(MessageSend, []),
]);
export type NotificationRequest = Static<typeof NotificationRequest>;
