import {
  CommentOutlined,
  CustomerServiceOutlined,
  FormOutlined,
  InboxOutlined,
  MailOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import type { MenuEntry } from '../../shell/menu';
import { TicketCount } from './TicketCount';

/** Staff entries, gated like their routes: the permission and the site flag. */
export const SUPPORT_ADMIN_MENU: MenuEntry[] = [
  {
    path: '/admin/all_tickets',
    labelKey: 'support.menu.all_tickets',
    icon: <CustomerServiceOutlined />,
    permission: 'tickets',
    flag: 'ticket_system_public',
    extra: <TicketCount />,
  },
  {
    path: '/admin/chat_support',
    labelKey: 'support.menu.chat_support',
    icon: <CommentOutlined />,
    permission: 'live_support',
    flag: 'live_support_public',
  },
  {
    path: '/admin/agent_manager/agent_bulk_email',
    labelKey: 'support.menu.bulk_email',
    icon: <MailOutlined />,
    permission: 'dealers_manager.send_email',
  },
];

/** Customer entries; the open-ticket badge counts the customer's own open tickets. */
export const SUPPORT_CUSTOMER_MENU: MenuEntry[] = [
  {
    path: '/open_ticket',
    labelKey: 'support.menu.open_ticket',
    icon: <FormOutlined />,
    flag: 'ticket_system_public',
  },
  {
    path: '/my_tickets',
    labelKey: 'support.menu.my_tickets',
    icon: <MessageOutlined />,
    flag: 'ticket_system_public',
    extra: <TicketCount />,
  },
  {
    path: '/chat_support',
    labelKey: 'support.menu.chat_support',
    icon: <CommentOutlined />,
    flag: 'live_support_public',
  },
  { path: '/messages', labelKey: 'support.menu.messages', icon: <InboxOutlined /> },
];
