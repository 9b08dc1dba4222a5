import type {
  ChatMessage,
  InboxList,
  MessageChannels,
  MessageRecipientCount,
  MessageRecipientCountQuery,
  MessageSend,
  SentMessage,
  ChatMessageList,
  ChatUser,
  Message,
  Ticket,
  TicketDetails,
  TicketMessage,
  TicketPriority,
  TicketStatus,
  TicketUpdate,
} from '@portal/contracts';
import type { Http } from './http.js';

export interface TicketListQuery {
  keyword?: string;
  status?: TicketStatus;
  priority?: TicketPriority;
  /** A staff member's id; 0 for unassigned tickets. */
  assigned_to?: number;
  page?: number;
  size?: number;
}

export interface TicketPage {
  items: Ticket[];
  total: number;
  page: number;
  size: number;
}

export interface NewTicket {
  subject: string;
  message: string;
  reg_no?: string;
  file?: Blob | null;
}

/** Text fields first, the file last: the server reads the fields before the large part streams in. */
function form(fields: Record<string, string | number | undefined>, file?: Blob | null): FormData {
  const out = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== '') out.append(k, String(v));
  if (file) out.append('file', file, (file as File).name ?? 'file');
  return out;
}

/** Tickets and their threads (spec 7 "Tickets"), and the live chat (spec 7 "Chat"). */
export function supportApi(http: Http) {
  return {
    tickets: {
      open: (t: NewTicket) =>
        http.post<{ ticket: Ticket }>(
          '/ticket',
          form({ subject: t.subject, message: t.message, reg_no: t.reg_no }, t.file),
        ),
      /** Staff: every ticket. */
      list: (q: TicketListQuery = {}) => http.get<TicketPage>('/ticket', { ...q }),
      /** Customer: their own tickets. */
      mine: (q: TicketListQuery = {}) => http.get<TicketPage>('/ticket_user', { ...q }),
      get: (id: number) => http.get<TicketDetails>(`/ticket/${id}`),
      update: (id: number, body: TicketUpdate) => http.put<TicketDetails>(`/ticket/${id}`, body),
      remove: (id: number) => http.del<Message>(`/ticket/${id}`),
      openCount: () => http.get<{ count: number }>('/open_tickets_count'),
      myOpenCount: () => http.get<{ count: number }>('/user_open_tickets_count'),
      downloadFile: (id: number) => http.download(`/ticket/${id}/download_file`),
      messages: (id: number) => http.get<{ items: TicketMessage[] }>(`/ticket_messages/${id}`),
      reply: (id: number, text: string, file?: Blob | null) =>
        http.post<{ message: TicketMessage }>(`/ticket_message/${id}`, form({ message: text }, file)),
      removeMessage: (messageId: number) => http.del<Message>(`/ticket_message/${messageId}`),
      downloadMessageFile: (messageId: number) => http.download(`/ticket_message/${messageId}/download_file`),
    },
    messages: {
      /** The customer's message box (listing marks them read). */
      inbox: (q: { page?: number; size?: number } = {}) => http.get<InboxList>('/messages', { ...q }),
      sent: (q: { page?: number; size?: number } = {}) =>
        http.get<{ items: SentMessage[]; total: number; page: number; size: number }>('/all_messages', {
          ...q,
        }),
      send: (channel: 'app' | 'email' | 'sms' | 'both', body: MessageSend) =>
        http.post<{ status: 'success'; message: string; message_id: number; job_id: number | null }>(
          channel === 'app'
            ? '/message'
            : `/message/${channel === 'email' ? 'sendEmail' : channel === 'sms' ? 'sendSMS' : 'sendBoth'}`,
          body,
        ),
      remove: (id: number) => http.del<Message>(`/message/${id}`),
      /** Active customers to choose as recipients (staff with the send permission). */
      recipients: (keyword: string) =>
        http.get<{ items: { _id: number; username: string; name: string; email: string }[] }>(
          '/message/recipients',
          { keyword, limit: 20 },
        ),
      /** How many people a send to all customers or all agents (optionally of one country) reaches now. */
      recipientCount: (q: MessageRecipientCountQuery) =>
        http.get<MessageRecipientCount>('/message/recipients/count', { ...q }),
      /** Whether SMS can be chosen now (switched on and a provider set up), for every sender. */
      channels: () => http.get<MessageChannels>('/message/channels'),
      /** A picture for a message body; answers the address to put in `<img src>`. */
      uploadImage: (file: Blob) =>
        http.post<{ url: string; name: string }>('/upload_message_image', form({}, file)),
      removeImage: (name: string) => http.post<Message>('/remove_message_image', { name }),
      /** Unread messages in the customer's box (the header badge); reading it marks nothing. */
      unreadCount: () => http.get<{ count: number }>('/messages/unread_count'),
    },
    push: {
      vapidPublicKey: () => http.get<{ public_key: string }>('/push/vapid_public_key'),
      subscribe: (sub: { endpoint: string; keys?: { p256dh: string; auth: string } }) =>
        http.post<Message>('/push/subscribe', sub),
      unsubscribe: (endpoint: string) => http.post<Message>('/push/unsubscribe', { endpoint }),
    },
    chat: {
      /** Staff: the conversations, newest first. */
      users: () => http.get<{ items: ChatUser[] }>('/chat_user'),
      /** A page of history, oldest first; `before` pages backwards. Staff name the customer in `user_id`. */
      messages: (q: { user_id?: number; before?: number; limit?: number } = {}) =>
        http.get<ChatMessageList>('/chat_message', { ...q }),
      send: (text: string, opts: { user_id?: number; file?: Blob | null } = {}) =>
        http.post<{ message: ChatMessage }>(
          '/chat_message',
          form({ message: text, user_id: opts.user_id }, opts.file),
        ),
      downloadFile: (messageId: number) => http.download(`/chat_message/${messageId}/download_file`),
    },
  };
}
