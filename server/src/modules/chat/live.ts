import { hasPermission, isAdminArea } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { SocketClient } from '../../realtime/index.js';
import type { ChatService } from './service.js';

/** Starts of typing passed on per sender and conversation: at most one this often (the app sends one per 2 s). */
const TYPING_EVERY_MS = 1500;

/**
 * Typing signals are stored and fanned out like every event, so a socket sending them in a loop must not
 * turn each into one: a start passes at most every TYPING_EVERY_MS, a stop only after a start that passed.
 */
function typingThrottle() {
  const last = new Map<string, { typing: boolean; startedAt: number }>();
  return (key: string, typing: boolean, now = Date.now()): boolean => {
    const prev = last.get(key);
    if (typing ? prev && now - prev.startedAt < TYPING_EVERY_MS : !prev?.typing) return false;
    if (last.size >= 10_000)
      for (const [k, v] of last) if (now - v.startedAt >= TYPING_EVERY_MS) last.delete(k);
    last.set(key, { typing, startedAt: typing ? now : (prev as { startedAt: number }).startedAt });
    return true;
  };
}

/** Socket messages of the chat: a message for a conversation the sender is not in answers an error. */
export function chatSocket(app: FastifyInstance, chat: ChatService): void {
  const enabled = async () => (await app.settings.all()).live_support_public;
  const typingDue = typingThrottle();

  /** The conversation a socket message names, or null after answering the client why not. */
  async function conversation(message: { type: string; user_id?: unknown }, client: SocketClient) {
    const refuse = (code: string) => {
      client.send({ type: 'error', code, for: message.type });
      return null;
    };
    if (!(await enabled())) return refuse('FEATURE_DISABLED');
    const requested = message.user_id === undefined ? undefined : Number(message.user_id);
    if (requested !== undefined && !Number.isInteger(requested)) return refuse('BAD_MESSAGE');
    return chat.conversationOf(client.user, requested).catch(() => refuse('FORBIDDEN'));
  }

  app.realtime.onMessage('chat.typing', async (message, client) => {
    const id = await conversation(message, client);
    if (id === null) return;
    const staff = isAdminArea(client.user.role_id);
    const typing = message.typing !== false;
    if (!typingDue(`${client.user._id}:${id}`, typing)) return;
    chat.toOtherSide(id, staff, {
      type: 'chat.typing',
      user_id: id,
      from_staff: staff,
      typing,
      name: client.user.firstname || client.user.username,
    });
  });

  app.realtime.onMessage('chat.read', async (message, client) => {
    const id = await conversation(message, client);
    if (id !== null) await chat.markRead(client.user, id);
  });

  // Staff see customers come and go; customers see the service come and go.
  app.realtime.onPresence((userId, online) => {
    void (async () => {
      if (!(await enabled())) return;
      const user = await app.db('users').where({ id: userId }).first('id', 'role_id', 'permissions');
      if (!user) return;
      if (!isAdminArea(user.role_id)) {
        app.realtime.publishToStaff({ type: 'chat.presence', user_id: userId, online }, 'live_support');
        return;
      }
      const perms = typeof user.permissions === 'string' ? JSON.parse(user.permissions) : user.permissions;
      if (!hasPermission({ role_id: user.role_id, permissions: perms }, 'live_support')) return;
      const service = await chat.serviceState();
      const waiting = await app
        .db('users')
        .whereIn('id', (await app.realtime.onlineUsers()).slice(0, 2000))
        .where({ role_id: 2 })
        .pluck('id');
      for (const id of waiting)
        app.realtime.publish(id, {
          type: 'chat.service',
          online: service.online,
          open: service.open,
          staff_online: service.staff,
        });
    })().catch((err) => app.log.warn({ err }, 'chat presence not sent'));
  });
}
