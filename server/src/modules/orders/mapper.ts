import type { Order, OrderRevision, TimeFrame } from '@portal/contracts';
import { WORKING_STATUSES } from '@portal/domain/src/order-status.js';
import { parseJson, toIso } from '../../db/helpers.js';
import type { ItemRow, OrderRow, RevisionRow } from './repo.js';

export interface MapContext {
  now: Date;
  /** Whether the service is open now: orders sent while closed show as waiting until it opens. */
  openNow: boolean;
  /** Staff see every delivered revision; customers the latest only. */
  allRevisions: boolean;
}

const ref = (id: number | null, name: string) => (id ? { _id: Number(id), name } : null);
const int = (v: unknown) => Number(v ?? 0);
const EPOCH = new Date(0).toISOString();

export function toRevision(r: RevisionRow): OrderRevision {
  return {
    revision: r.revision,
    name: r.name,
    size: int(r.size),
    sha256: r.sha256,
    automated: Boolean(r.automated),
    note: r.note ?? '',
    created_at: toIso(r.created_at) ?? EPOCH,
    withdrawn_at: toIso(r.withdrawn_at),
  };
}

export function isWarning(row: Pick<OrderRow, 'status' | 'due_at'>, now: Date): boolean {
  const due = toIso(row.due_at);
  return WORKING_STATUSES.includes(row.status) && due !== null && new Date(due) < now;
}

export function toOrder(row: OrderRow, items: ItemRow[], revisions: RevisionRow[], ctx: MapContext): Order {
  const lines = (kind: ItemRow['kind']) =>
    items
      .filter((i) => i.kind === kind)
      .map((i) => ({ _id: i.item_id, name: i.name, amount: int(i.amount) }));
  // A withdrawn revision is never the delivered file; customers do not see it at all.
  const live = revisions.find((r) => !r.withdrawn_at);
  const latest = live ? toRevision(live) : null;
  const waiting = (row.status === 'pending' || row.status === 'unpaid') && Boolean(row.waiting_for_opening);
  return {
    _id: row.id,
    is_agent: Boolean(row.is_agent),
    user: row.u_username
      ? {
          _id: row.user_id,
          username: row.u_username,
          firstname: row.u_firstname ?? '',
          lastname: row.u_lastname ?? '',
          email: row.u_email ?? '',
          company_name: row.u_company_name ?? '',
        }
      : null,
    status: row.status,
    current_status: row.current_status ?? '',
    vtype: ref(row.vtype_id, row.vtype_name),
    manufacturer: ref(row.manufacturer_id, row.make),
    vmodel: ref(row.vmodel_id, row.model),
    generation: ref(row.generation_id, row.generation_name),
    variant: ref(row.variant_id, row.engine),
    make: row.make,
    model: row.model,
    engine: row.engine,
    year: row.year,
    reg_no: row.reg_no,
    tool: row.tool,
    master_or_slave: row.master_or_slave,
    ecu_brand: row.ecu_brand,
    time_frame: row.time_frame as TimeFrame,
    dtc: parseJson<string[]>(row.dtc, []),
    comment: row.comment ?? '',
    services: lines('service'),
    options: lines('option'),
    price_type: row.price_type,
    payment_type: row.payment_type === 'money' ? 'money' : 'credits',
    credit_count: int(row.credit_count),
    total_cost: int(row.total_cost),
    currency: row.currency,
    pay_later: Boolean(row.pay_later),
    paid_at: toIso(row.paid_at),
    waiting_for_opening: waiting && !ctx.openNow,
    warning: isWarning(row, ctx.now),
    due_at: toIso(row.due_at),
    automated: Boolean(row.automated),
    original_file: row.original_name
      ? { name: row.original_name, size: int(row.original_size), sha256: row.original_sha256 }
      : null,
    extra_file: row.extras_name
      ? { name: row.extras_name, size: int(row.extras_size), sha256: row.extras_sha256 }
      : null,
    modified_file: latest,
    revisions: ctx.allRevisions ? revisions.map(toRevision) : latest ? [latest] : [],
    file_expired: row.files_expired_at !== null && row.files_expired_at !== undefined,
    completed_at: toIso(row.completed_at),
    created_at: toIso(row.created_at) ?? EPOCH,
    updated_at: toIso(row.updated_at) ?? EPOCH,
  };
}
