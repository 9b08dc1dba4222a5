import { isAdminArea } from '@portal/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { useSession } from '../platform/context';
import { useRealtimeEvent } from '../platform/liveUpdates';

interface LiveNotification {
  _id?: number;
  type?: string;
  title?: string;
  message?: string;
}

/**
 * Customers see a toast when one of their orders changes (status, delivery, a reply), not only a number
 * on the bell they may not be looking at. The text is the notification's own, already in their language.
 */
export function useOrderToasts(): void {
  const { notification } = App.useApp();
  const customer = useSession((s) => (s.user ? !isAdminArea(s.user.role_id) : false));
  useRealtimeEvent(
    useCallback(
      (event) => {
        const n = event.notification as LiveNotification | undefined;
        if (!customer || event.type !== 'notification.created' || !n?.type?.startsWith('order.')) return;
        notification.info({
          key: `notification-${n._id ?? n.title}`,
          title: n.title,
          description: n.message,
          placement: 'topRight',
          props: { 'data-testid': 'order-toast' } as object,
        });
      },
      [customer, notification],
    ),
  );
}
