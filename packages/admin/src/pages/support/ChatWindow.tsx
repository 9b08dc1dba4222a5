import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import type { ChatMessage } from '@portal/contracts';
import { errorMessage } from '@portal/ui';
import { App, Badge, Button, Card, Empty, Input, Space, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminDeps, useApi, useSession } from '../../platform/context';
import { useRealtimeEvent } from '../../platform/liveUpdates';
import type { RealtimeEvent } from '../../platform/types';
import { FileField } from '../orders/FileField';
import { formatDate, useDownload } from '../orders/shared';
import { ATTACHMENT_ACCEPT } from './accept';

const PAGE = 30;
const TYPING_MS = 4000;

/**
 * Said as it is: outside opening hours the service is "closed" (not "offline", which reads like the
 * customer's own connection dropped), and staff signed in anyway are shown as there.
 */
function serviceLabel({ open, staff }: { open: boolean; staff: boolean }) {
  if (open) return staff ? 'support.chat.service_online' : 'support.chat.service_away';
  return staff ? 'support.chat.service_closed_staff' : 'support.chat.service_closed';
}

/**
 * One live-chat conversation: the customer's own (no `userId`) or, for staff, the one of `userId`. New
 * messages, typing and read receipts arrive over the realtime connection; older messages load on demand
 * (history pages backwards). Seeing the other side's message while the conversation is open marks it read.
 */
export function ChatWindow({ userId, title }: { userId?: number; title?: ReactNode }) {
  const api = useApi();
  const deps = useAdminDeps();
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const me = useSession((s) => s.user);
  const staff = userId !== undefined;
  const [items, setItems] = useState<ChatMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [service, setService] = useState<{ open: boolean; staff: boolean } | null>(null);
  const [typing, setTyping] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const [busy, setBusy] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastTypingSent = useRef(0);
  const bottom = useRef<HTMLDivElement | null>(null);
  const download = useDownload();

  useEffect(() => {
    let live = true;
    setItems([]);
    api.support.chat
      .messages({ user_id: userId, limit: PAGE })
      .then((page) => {
        if (!live) return;
        setItems(page.items);
        setHasMore(page.has_more);
        setService({ open: page.service_open, staff: page.staff_online });
      })
      .catch((err) => message.error(errorMessage(err, t)));
    return () => {
      live = false;
    };
  }, [api, userId, message, t]);

  // The newest message in view whenever one arrives.
  const count = items.length;
  useEffect(() => {
    if (count) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const loadOlder = async () => {
    const first = items[0];
    if (!first) return;
    try {
      const page = await api.support.chat.messages({ user_id: userId, before: first._id, limit: PAGE });
      setItems((cur) => [...page.items, ...cur]);
      setHasMore(page.has_more);
    } catch (err) {
      message.error(errorMessage(err, t));
    }
  };

  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      const conversation = staff ? userId : me?._id;
      if (event.type === 'chat.service' && !staff)
        setService({ open: Boolean(event.open), staff: Boolean(event.staff_online) });
      if (event.user_id !== conversation) return;
      if (event.type === 'chat.message') {
        const m = event.message as ChatMessage;
        setItems((cur) => (cur.some((c) => c._id === m._id) ? cur : [...cur, m]));
        if (m.from_staff !== staff) {
          setTyping(null);
          deps.sendRealtime?.({ type: 'chat.read', ...(staff ? { user_id: userId } : {}) });
        }
      } else if (event.type === 'chat.typing' && event.from_staff !== staff) {
        setTyping(event.typing === false ? null : String(event.name ?? ''));
        if (typingTimer.current) clearTimeout(typingTimer.current);
        typingTimer.current = setTimeout(() => setTyping(null), TYPING_MS);
      } else if (event.type === 'chat.read' && event.by_staff !== staff) {
        const last = Number(event.last_id);
        setItems((cur) =>
          cur.map((m) => (m.from_staff === staff && m._id <= last ? { ...m, read: true } : m)),
        );
      }
    },
    [staff, userId, me?._id, deps],
  );
  useRealtimeEvent(onEvent);

  const onType = (value: string) => {
    setText(value);
    // At most one typing signal every two seconds: each one is an event for the other side.
    if (Date.now() - lastTypingSent.current > 2000) {
      lastTypingSent.current = Date.now();
      deps.sendRealtime?.({ type: 'chat.typing', ...(staff ? { user_id: userId } : {}) });
    }
  };

  // A second Enter before the first send has answered sends nothing (the button shows its loading state,
  // the keyboard does not wait for it).
  const sending = useRef(false);
  const send = async () => {
    if (sending.current || (!text.trim() && !file)) return;
    sending.current = true;
    setBusy(true);
    try {
      const res = await api.support.chat.send(text.trim(), { user_id: userId, file });
      setItems((cur) => (cur.some((c) => c._id === res.message._id) ? cur : [...cur, res.message]));
      setText('');
      setFile(undefined);
      // The other side cleared "typing" with this message: the next one is announced at once.
      lastTypingSent.current = 0;
    } catch (err) {
      message.error(errorMessage(err, t));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      title={title ?? t('support.chat.title')}
      extra={
        service === null || staff ? null : (
          <Badge
            status={service.staff ? (service.open ? 'success' : 'processing') : 'default'}
            text={t(serviceLabel(service))}
            data-testid="chat-service-status"
          />
        )
      }
      data-testid="chat-window"
    >
      <div style={{ maxHeight: 420, overflowY: 'auto', marginBottom: 12 }}>
        {hasMore ? (
          <Button size="small" type="link" onClick={() => void loadOlder()} data-testid="chat-load-older">
            {t('support.chat.load_older')}
          </Button>
        ) : null}
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('support.chat.empty')} />
        ) : null}
        {items.map((m) => {
          const mine = m.from_staff === staff;
          return (
            <div
              key={m._id}
              data-testid={`chat-message-${m._id}`}
              style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', margin: '4px 0' }}
            >
              <div style={{ maxWidth: '75%' }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {/* Each part isolated: a Latin name next to an Arabic date would otherwise run together. */}
                  <bdi>{`${m.sender.firstname} ${m.sender.lastname}`.trim() || m.sender.username}</bdi> ·{' '}
                  <bdi>{formatDate(m.created_at, i18n.language)}</bdi>
                  {mine && m.read ? ` · ${t('support.chat.read')}` : ''}
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {/* On an inner element: antd's RTL class sets `direction` in CSS, which would override dir. */}
                  <div dir="auto">{m.message}</div>
                </Typography.Paragraph>
                {m.file ? (
                  <Button
                    size="small"
                    icon={<PaperClipOutlined />}
                    onClick={() =>
                      void download.run(
                        `c${m._id}`,
                        () => api.support.chat.downloadFile(m._id),
                        m.file?.name ?? 'file',
                      )
                    }
                  >
                    {m.file.name}
                  </Button>
                ) : null}
              </div>
            </div>
          );
        })}
        <div ref={bottom} />
      </div>
      {typing !== null ? (
        <Typography.Text type="secondary" italic data-testid="chat-typing">
          {t('support.chat.typing', { name: typing })}
        </Typography.Text>
      ) : null}
      <Space.Compact style={{ width: '100%', marginTop: 8 }}>
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={text}
          maxLength={5000}
          onChange={(e) => onType(e.target.value)}
          onPressEnter={(e) => {
            if (!e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
          placeholder={t('support.chat.write_message')}
          data-testid="chat-input"
        />
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={busy}
          onClick={() => void send()}
          data-testid="chat-send"
        >
          {t('support.ticket.send')}
        </Button>
      </Space.Compact>
      <div style={{ marginTop: 8 }}>
        <FileField value={file} onChange={setFile} accept={ATTACHMENT_ACCEPT} testId="chat-file" />
      </div>
    </Card>
  );
}
