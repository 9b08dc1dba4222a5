import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Paged, PageQuery, Timestamp } from './common.js';
import { BlockText, LineText } from './text.js';
import { TICKET_PRIORITIES, TICKET_STATUSES } from '../statuses.js';

/**
 * Support (spec 3 "Ticket", 7 "Tickets", "Messages on orders and tickets", "Chat"): tickets with a thread
 * of messages, and one live-chat conversation per customer. A ticket is open or solved; a customer's reply
 * reopens a solved one. Staff also keep a priority and an assignee on each ticket.
 */

const BinaryFile = Type.String({ format: 'binary' });
const Attachment = Nullable(Type.Object({ name: Type.String(), size: Type.Integer() }));

export const SupportPerson = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
});
export type SupportPerson = Static<typeof SupportPerson>;

export const Ticket = Type.Object({
  _id: Type.Integer(),
  user: SupportPerson,
  subject: Type.String(),
  message: Type.String(),
  reg_no: Type.String(),
  status: Type.Union(TICKET_STATUSES.map((s) => Type.Literal(s))),
  priority: Type.Union(TICKET_PRIORITIES.map((s) => Type.Literal(s))),
  assigned_to: Nullable(SupportPerson),
  file: Attachment,
  messages_count: Type.Integer(),
  last_reply_at: Timestamp,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Ticket = Static<typeof Ticket>;

export const TICKET_HISTORY_KINDS = ['created', 'status', 'assigned', 'priority'] as const;
export const TicketHistoryEntry = Type.Object({
  _id: Type.Integer(),
  kind: Type.Union(TICKET_HISTORY_KINDS.map((s) => Type.Literal(s))),
  from: Type.String(),
  to: Type.String(),
  actor: Nullable(SupportPerson),
  /** For `assigned`: the staff member `to` names (null when unassigned or no longer there), so pages show a name. */
  to_person: Nullable(SupportPerson),
  created_at: Timestamp,
});
export type TicketHistoryEntry = Static<typeof TicketHistoryEntry>;

export const TicketDetails = Type.Object({ ticket: Ticket, history: Type.Array(TicketHistoryEntry) });
export type TicketDetails = Static<typeof TicketDetails>;

/** POST /ticket (multipart/form-data); `file` is an image, PDF, ZIP or RAR checked by its content. */
export const TicketFields = Type.Object({
  subject: LineText(200, 1),
  message: BlockText(5000, 1),
  reg_no: Type.Optional(LineText(32)),
  file: Type.Optional(BinaryFile),
});

/** PUT /ticket/{id}: customers may only mark their ticket solved; staff change status, priority, assignee. */
export const TicketUpdate = Type.Object(
  {
    status: Type.Optional(Type.Union(TICKET_STATUSES.map((s) => Type.Literal(s)))),
    priority: Type.Optional(Type.Union(TICKET_PRIORITIES.map((s) => Type.Literal(s)))),
    assigned_to: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type TicketUpdate = Static<typeof TicketUpdate>;

export const TicketListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union(TICKET_STATUSES.map((s) => Type.Literal(s)))),
    priority: Type.Optional(Type.Union(TICKET_PRIORITIES.map((s) => Type.Literal(s)))),
    /** A staff member's id; 0 lists the unassigned tickets. */
    assigned_to: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
]);
export type TicketListQuery = Static<typeof TicketListQuery>;
export const TicketList = Paged(Ticket);
export type TicketList = Static<typeof TicketList>;

export const SupportCount = Type.Object({ count: Type.Integer() });

export const TicketMessage = Type.Object({
  _id: Type.Integer(),
  ticket_id: Type.Integer(),
  sender: SupportPerson,
  from_staff: Type.Boolean(),
  message: Type.String(),
  file: Attachment,
  created_at: Timestamp,
});
export type TicketMessage = Static<typeof TicketMessage>;
export const TicketMessageList = Type.Object({ items: Type.Array(TicketMessage) });
export const TicketMessageFields = Type.Object({
  message: Type.Optional(BlockText(5000)),
  file: Type.Optional(BinaryFile),
});

/** One customer's conversation as staff see it in the list of GET /chat_user. */
export const ChatUser = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  last_message: Type.String(),
  last_message_at: Nullable(Timestamp),
  unread: Type.Integer(),
  online: Type.Boolean(),
});
export type ChatUser = Static<typeof ChatUser>;
export const ChatUserList = Type.Object({ items: Type.Array(ChatUser) });

export const ChatMessage = Type.Object({
  _id: Type.Integer(),
  /** The customer whose conversation this is. */
  user_id: Type.Integer(),
  sender: SupportPerson,
  from_staff: Type.Boolean(),
  message: Type.String(),
  file: Attachment,
  read: Type.Boolean(),
  created_at: Timestamp,
});
export type ChatMessage = Static<typeof ChatMessage>;

/** GET /chat_message: newest `limit` messages older than `before`, answered oldest first. */
export const ChatMessageQuery = Type.Object({
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
});
export const ChatMessageList = Type.Object({
  items: Type.Array(ChatMessage),
  has_more: Type.Boolean(),
  /** Staff are online and it is within opening hours (what the customer's page shows). */
  service_online: Type.Boolean(),
  /** Within opening hours (a closed service is not "offline": the customer is told when it replies). */
  service_open: Type.Boolean(),
  /** A staff member has the app open, whatever the hours. */
  staff_online: Type.Boolean(),
});
export type ChatMessageList = Static<typeof ChatMessageList>;

/** POST /chat_message (JSON, or multipart/form-data with a `file`); staff name the customer in `user_id`. */
export const ChatMessageFields = Type.Object({
  message: Type.Optional(BlockText(5000)),
  user_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.String({ maxLength: 12 })])),
  file: Type.Optional(BinaryFile),
});
