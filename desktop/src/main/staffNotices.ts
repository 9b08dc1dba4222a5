import { vehicleName } from '../shared/orderView.js';
import type { Translate } from './i18n.js';
import { createDispatcher, type NotificationFactory } from './notifications.js';
import type { ServerApi } from './serverApi.js';
import type { NotificationPrefs } from '../shared/settings.js';

export interface StaffNoticesDeps {
  factory: NotificationFactory;
  prefs: () => NotificationPrefs;
  t: Translate;
  selfId: () => number | null;
  open: (orderId: number | null) => void;
  openPath?: (path: string) => void;
  /** Read at call time: the server may change. */
  api: () => ServerApi;
}

/** The notification dispatcher, with the server asked who wrote a message and what a new order is. */
export function createStaffNotices(deps: StaffNoticesDeps) {
  return createDispatcher({
    factory: deps.factory,
    prefs: deps.prefs,
    t: deps.t,
    selfId: deps.selfId,
    open: deps.open,
    openPath: deps.openPath,
    describeTicket: async (id) => {
      const { ticket } = await deps.api().client.support.tickets.get(id);
      return `${ticket.user.firstname} ${ticket.user.lastname}`.trim() || ticket.user.username;
    },
    describeMessage: async (orderId, messageId) => {
      const m = (await deps.api().listMessages(orderId)).find((x) => x._id === messageId);
      if (!m) return null;
      const who = `${m.sender.firstname} ${m.sender.lastname}`.trim() || m.sender.username;
      return { who, text: m.message || m.file?.name || '' };
    },
    describeOrder: async (id) => {
      const o = await deps.api().getOrderRaw(id);
      const customer = o.user ? `${o.user.firstname} ${o.user.lastname}`.trim() || o.user.username : '';
      return [o.reg_no, vehicleName(o), customer].filter(Boolean).join(' - ');
    },
  });
}
