import type { Order } from '@portal/contracts';

/** One line per value: an INI reader stops at the line end, so breaks become spaces. */
const clean = (v: unknown) =>
  String(v ?? '')
    .replace(/[\r\n]+/g, ' ')
    .trim();

/**
 * The order as INI text for a tuning tool or the desktop app: [Order] with the vehicle, ECU, tool, services
 * and fault codes, [Files] with names and sha256 fingerprints so a tool can check it has the right read.
 */
export function orderIni(order: Order): string {
  const customer = order.user
    ? [order.user.firstname, order.user.lastname].filter(Boolean).join(' ') || order.user.username
    : '';
  const sections: [string, [string, unknown][]][] = [
    [
      'Order',
      [
        ['number', order._id],
        ['customer', customer],
        ['company', order.user?.company_name],
        ['vehicle_type', order.vtype?.name],
        ['make', order.make],
        ['model', order.model],
        ['generation', order.generation?.name],
        ['engine', order.engine],
        ['year', order.year],
        ['ecu_brand', order.ecu_brand],
        ['tool', order.tool],
        ['master_or_slave', order.master_or_slave],
        ['reg_no', order.reg_no],
        ['time_frame', order.time_frame],
        ['services', order.services.map((s) => s.name).join(', ')],
        ['options', order.options.map((o) => o.name).join(', ')],
        ['dtc', order.dtc.join(', ')],
        ['comment', order.comment],
        ['status', order.status],
        ['created_at', order.created_at],
      ],
    ],
    [
      'Files',
      [
        ['original_name', order.original_file?.name],
        ['original_size', order.original_file?.size],
        ['original_sha256', order.original_file?.sha256],
        ['extra_name', order.extra_file?.name],
        ['extra_sha256', order.extra_file?.sha256],
        ['modified_name', order.modified_file?.name],
        ['modified_revision', order.modified_file?.revision],
        ['modified_sha256', order.modified_file?.sha256],
      ],
    ],
  ];
  return `${sections
    .map(([name, values]) => [`[${name}]`, ...values.map(([k, v]) => `${k}=${clean(v)}`)].join('\r\n'))
    .join('\r\n\r\n')}\r\n`;
}
