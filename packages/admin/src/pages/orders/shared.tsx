import type { Download, OrderKindName, OrderListName } from '@portal/api-client';
import type { Order, OrderStatus } from '@portal/contracts';
import { ORDER_STATUSES } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { App, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../lib/download';

const COLORS: Record<OrderStatus, string> = {
  unpaid: 'default',
  pending: 'gold',
  in_progress: 'blue',
  on_hold: 'purple',
  issue_reported: 'volcano',
  incomplete: 'orange',
  completed: 'green',
  cancelled: 'red',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}

export const STATUS_OPTIONS = ORDER_STATUSES;

/** What a person reads as the vehicle: the database names when picked, else the typed ones. */
export function vehicleOf(o: Order): string {
  const picked = [o.manufacturer?.name, o.vmodel?.name, o.generation?.name, o.variant?.name].filter(Boolean);
  const typed = [o.make, o.model, o.engine].filter(Boolean);
  return (picked.length ? picked : typed).join(' ');
}

/** A download button's state: the file is fetched with the session and handed to the browser. */
export function useDownload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, fetchFile: () => Promise<Download>, fallback: string) => {
    setBusy(key);
    try {
      const file = await fetchFile();
      saveBlob(file.blob, file.filename ?? fallback);
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

export { formatDate } from '../../lib/dates';

/** Where the staff pages of each kind of order live; agent orders reuse the same pages (spec 2). */
export const STAFF_PAGES = {
  order: {
    details: '/admin/manage_orders/order_details/$id',
    pending: '/admin/manage_orders/pending_orders',
    history: '/admin/manage_orders/order_history',
    pendingList: 'pending_orders',
    historyList: 'complete_orders',
  },
  agent_order: {
    details: '/admin/manage_agent_orders/order_details/$id',
    pending: '/admin/manage_agent_orders/pending_orders',
    history: '/admin/manage_agent_orders/order_history',
    pendingList: 'agent_pending_orders',
    historyList: 'agent_complete_orders',
  },
} as const satisfies Record<
  OrderKindName,
  {
    details: string;
    pending: string;
    history: string;
    pendingList: OrderListName;
    historyList: OrderListName;
  }
>;
