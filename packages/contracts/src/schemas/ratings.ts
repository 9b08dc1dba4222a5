import { type Static, Type } from '@sinclair/typebox';
import { Nullable, Timestamp } from './common.js';

/** A customer's rating of the newest delivered file of their order. */
export const RatingCreate = Type.Object(
  {
    stars: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type RatingCreate = Static<typeof RatingCreate>;

export const OrderRating = Type.Object({
  _id: Type.Integer(),
  /** The delivered file's revision number (1, 2, ...). */
  revision: Type.Integer(),
  stars: Type.Integer(),
  comment: Type.String(),
  created_at: Timestamp,
  /** Staff only: who delivered the rated file (null when it was delivered automatically). */
  staff_name: Type.Optional(Nullable(Type.String())),
});
export type OrderRating = Static<typeof OrderRating>;

export const OrderRatingsReply = Type.Object({
  items: Type.Array(OrderRating),
  /** The newest delivered revision, when the customer may still rate it. */
  can_rate_revision: Nullable(Type.Integer()),
});
export type OrderRatingsReply = Static<typeof OrderRatingsReply>;

const Average = Type.Object({
  /** Mean stars, two decimals. */
  average: Type.Number(),
  count: Type.Integer(),
});

export const RatingSummary = Type.Object({
  overall: Average,
  by_staff: Type.Array(
    Type.Composite([Type.Object({ staff_id: Nullable(Type.Integer()), name: Type.String() }), Average]),
  ),
  by_service: Type.Array(
    Type.Composite([Type.Object({ service_id: Type.Integer(), name: Type.String() }), Average]),
  ),
});
export type RatingSummary = Static<typeof RatingSummary>;
