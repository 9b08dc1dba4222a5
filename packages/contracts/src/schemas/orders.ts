import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageAfter, Paged, Timestamp } from './common.js';
import { BlockText, LineText } from './text.js';
import { ORDER_STATUSES } from '../statuses.js';

/**
 * Tuning orders (spec 3 "Order", 7 "Orders", "Agent orders", "Messages on orders"). Credits are integers in
 * hundredths (credit_count 1050 is 10.5 credits); agent orders are billed in money, minor units of
 * `currency`. The allowed status changes live in @portal/domain (order-status.ts).
 */

export const OrderStatusSchema = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));

export const TIME_FRAMES = ['asap', 'hours_2_3', 'hours_5_6'] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];
export const TimeFrameSchema = Type.Union(TIME_FRAMES.map((s) => Type.Literal(s)));

/** Working minutes (opening hours only) each time frame allows before an order shows as a warning. */
export const TIME_FRAME_MINUTES: Record<TimeFrame, number> = { asap: 60, hours_2_3: 180, hours_5_6: 360 };

const Id = Type.Integer({ minimum: 1 });
/** Multipart sends text: 'true', '1' and 'on' count as true. */
const Flag = Type.Boolean();
const BinaryFile = Type.String({ format: 'binary' });

/**
 * The fields of POST /order (multipart/form-data). Lists (`services`, `options`, `dtc`) may be sent as
 * repeated fields, as comma-separated text or as JSON arrays. The vehicle is either picked from the vehicle
 * database (`vtype` ... `variant` ids) or typed in (`make`, `model`, `engine`).
 */
export const OrderSubmitFields = Type.Object({
  original_file: BinaryFile,
  extra_files: Type.Optional(BinaryFile),
  vtype: Type.Optional(Id),
  manufacturer: Type.Optional(Id),
  vmodel: Type.Optional(Id),
  generation: Type.Optional(Id),
  variant: Type.Optional(Id),
  make: Type.Optional(Type.String({ maxLength: 120 })),
  model: Type.Optional(Type.String({ maxLength: 120 })),
  engine: Type.Optional(Type.String({ maxLength: 120 })),
  year: Type.Optional(Type.String({ maxLength: 20 })),
  reg_no: LineText(40),
  tool: Type.String({ minLength: 1, maxLength: 60 }),
  master_or_slave: Type.Union([Type.Literal('master'), Type.Literal('slave')]),
  ecu_brand: Type.String({ minLength: 1, maxLength: 100 }),
  services: Type.Array(Id, { minItems: 1, maxItems: 20 }),
  options: Type.Optional(Type.Array(Id, { maxItems: 40 })),
  time_frame: TimeFrameSchema,
  dtc: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 100 })),
  comment: Type.Optional(Type.String({ maxLength: 5000 })),
  agree_terms: Flag,
  vehicle_info_correct: Flag,
  instructions_checked: Flag,
  captcha_id: Type.Optional(Type.String({ maxLength: 100 })),
  captcha: Type.Optional(Type.String({ maxLength: 20 })),
  pay_later: Type.Optional(Flag),
});
export type OrderSubmitFields = Static<typeof OrderSubmitFields>;

/** PUT /order/{id}/submit_order (multipart): the modified file, plus an optional note to the customer. */
export const OrderDeliverFields = Type.Object({
  modified_file: BinaryFile,
  note: Type.Optional(Type.String({ maxLength: 2000 })),
  /**
   * SHA-256 checksums (comma-separated) of earlier saves of this file sent unfinished or stopped on the way:
   * those that landed are withdrawn with this delivery, and one that lands later is refused (409).
   */
  replaces: Type.Optional(Type.String({ maxLength: 1400 })),
});

/** Withdrawing revision n of an order (staff): a newer, live revision must replace it. */
export const RevisionWithdrawParams = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  revision: Type.Integer({ minimum: 1 }),
});
export type RevisionWithdrawParams = Static<typeof RevisionWithdrawParams>;

export const OrderCancelBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 2000 }) });
export const OrderChangeStatusBody = Type.Object({
  status: OrderStatusSchema,
  reason: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const CompleteLaterPaymentBody = Type.Object({ orderID: Id });

export const OrderListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** GET /order calls it `keywords`; both are accepted everywhere. */
  keywords: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(OrderStatusSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  /** The `next` of the page before (lists without a keyword answer one). */
  after: Type.Optional(PageAfter),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
});
export type OrderListQuery = Static<typeof OrderListQuery>;

const Ref = Nullable(Type.Object({ _id: Type.Integer(), name: Type.String() }));

export const OrderFile = Type.Object({
  name: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
});
export const OrderRevision = Type.Composite([
  OrderFile,
  Type.Object({
    revision: Type.Integer(),
    automated: Type.Boolean(),
    note: Type.String(),
    created_at: Timestamp,
    /** When staff withdrew it (a partial file replaced by the final one); customers never see these. */
    withdrawn_at: Type.Optional(Nullable(Timestamp)),
  }),
]);
export type OrderRevision = Static<typeof OrderRevision>;

export const OrderLine = Type.Object({ _id: Type.Integer(), name: Type.String(), amount: Type.Integer() });

export const OrderCustomer = Type.Object({
  _id: Type.Integer(),
  username: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  company_name: Type.String(),
});

export const Order = Type.Object({
  _id: Type.Integer(),
  is_agent: Type.Boolean(),
  user: Nullable(OrderCustomer),
  status: OrderStatusSchema,
  /** The latest status note for the customer (a cancel or hold reason, a delivery note). */
  current_status: Type.String(),
  vtype: Ref,
  manufacturer: Ref,
  vmodel: Ref,
  generation: Ref,
  variant: Ref,
  make: Type.String(),
  model: Type.String(),
  engine: Type.String(),
  year: Type.String(),
  reg_no: Type.String(),
  tool: Type.String(),
  master_or_slave: Type.String(),
  ecu_brand: Type.String(),
  time_frame: TimeFrameSchema,
  dtc: Type.Array(Type.String()),
  comment: Type.String(),
  services: Type.Array(OrderLine),
  options: Type.Array(OrderLine),
  price_type: Type.Integer(),
  /** 'credits' (credit_count, hundredths) or 'money' (total_cost in minor units of currency). */
  payment_type: Type.Union([Type.Literal('credits'), Type.Literal('money')]),
  credit_count: Type.Integer(),
  total_cost: Type.Integer(),
  currency: Type.String(),
  pay_later: Type.Boolean(),
  paid_at: Nullable(Timestamp),
  /** Sent while the service was closed; work starts when it opens. */
  waiting_for_opening: Type.Boolean(),
  /** Running past its time frame, counted in opening hours. */
  warning: Type.Boolean(),
  due_at: Nullable(Timestamp),
  /** Delivered at once from the solution library. */
  automated: Type.Boolean(),
  original_file: Nullable(OrderFile),
  extra_file: Nullable(OrderFile),
  /** The latest delivered file. */
  modified_file: Nullable(OrderRevision),
  /** Every delivered file, newest first (staff); customers get the latest only. */
  revisions: Type.Array(OrderRevision),
  /** The files were deleted after the retention period; the record stays. */
  file_expired: Type.Boolean(),
  completed_at: Nullable(Timestamp),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Order = Static<typeof Order>;
export const OrderReply = Type.Object({ order: Order });
export const OrderList = Type.Composite([
  Paged(Order),
  Type.Object({
    /** A keyword search found more orders than `total`: it counts exactly up to that many. */
    total_capped: Type.Optional(Type.Boolean()),
  }),
]);
export const CountReply = Type.Object({ count: Type.Integer() });

export const OrderMessage = Type.Object({
  _id: Type.Integer(),
  order_id: Type.Integer(),
  sender: Type.Object({
    _id: Type.Integer(),
    username: Type.String(),
    firstname: Type.String(),
    lastname: Type.String(),
  }),
  from_staff: Type.Boolean(),
  message: Type.String(),
  file: Nullable(Type.Object({ name: Type.String(), size: Type.Integer() })),
  file_expired: Type.Boolean(),
  created_at: Timestamp,
});
export type OrderMessage = Static<typeof OrderMessage>;
export const OrderMessageList = Type.Object({ items: Type.Array(OrderMessage) });
export const OrderMessageFields = Type.Object({
  message: Type.Optional(BlockText(5000)),
  file: Type.Optional(BinaryFile),
});

/** A solution of the library: an original (by fingerprint) and option set, and the file that tunes it. */
export const AutomationSolution = Type.Object({
  _id: Type.Integer(),
  source_order_id: Nullable(Type.Integer()),
  original_sha256: Type.String(),
  original_size: Type.Integer(),
  original_name: Type.String(),
  service_ids: Type.Array(Type.Integer()),
  option_ids: Type.Array(Type.Integer()),
  modified_file: OrderFile,
  uses: Type.Integer(),
  revoked: Type.Boolean(),
  created_at: Timestamp,
});
export type AutomationSolution = Static<typeof AutomationSolution>;

/** Files a customer sent to staff through POST /file_upload. */
export const UploadedFile = Type.Object({
  _id: Type.Integer(),
  user: Nullable(OrderCustomer),
  name: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  note: Type.String(),
  file_expired: Type.Boolean(),
  created_at: Timestamp,
});
export type UploadedFile = Static<typeof UploadedFile>;
