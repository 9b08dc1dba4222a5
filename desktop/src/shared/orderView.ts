import type { Order, OrderMessage } from '@portal/contracts';
import type { StaffOrder, StaffOrderMessage } from '@portal/ui';

const joined = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');

/** The vehicle as a person names it: "VW Golf 2.0 TDI". */
export function vehicleName(order: Pick<Order, 'make' | 'model' | 'engine'>): string {
  return joined(order.make, order.model, order.engine);
}

/** Maps the server's order to what the staff screens show; the only place that knows the server's shape. */
export function toStaffOrder(order: Order): StaffOrder {
  const u = order.user;
  return {
    _id: order._id,
    number: String(order._id),
    reg_no: order.reg_no,
    status: order.status,
    customer: u ? joined(u.firstname, u.lastname) || u.username : '',
    vehicle: vehicleName(order),
    ecu: order.ecu_brand,
    tool: order.tool,
    services: [...order.services, ...order.options].map((s) => s.name),
    comment: order.comment,
    time_frame: order.time_frame,
    credits: order.payment_type === 'credits' ? order.credit_count / 100 : null,
    original_file: order.original_file?.name ?? null,
    modified_file: order.modified_file?.name ?? null,
    created_at: order.created_at ?? null,
  };
}

export function toStaffMessage(m: OrderMessage): StaffOrderMessage {
  return {
    _id: m._id,
    from: joined(m.sender.firstname, m.sender.lastname) || m.sender.username,
    staff: m.from_staff,
    text: m.message,
    created_at: m.created_at ?? null,
  };
}
