import { type Static, Type } from '@sinclair/typebox';
import { OrderStatusSchema } from './orders.js';

/** Who made a status change, as the viewer may know it: customers see "staff", never a staff member's name. */
export const OrderEventActor = Type.Union([
  Type.Literal('customer'),
  Type.Literal('staff'),
  Type.Literal('system'),
]);

export const OrderEvent = Type.Object({
  _id: Type.Integer(),
  from_status: Type.Union([OrderStatusSchema, Type.Null()]),
  to_status: OrderStatusSchema,
  reason: Type.Union([Type.String(), Type.Null()]),
  actor: OrderEventActor,
  /** The staff member's user name; only in answers to staff. */
  actor_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  created_at: Type.String(),
});
export type OrderEvent = Static<typeof OrderEvent>;

export const OrderEventList = Type.Object({ items: Type.Array(OrderEvent) });
export type OrderEventList = Static<typeof OrderEventList>;
