import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../shared/settings.js';
import { createTranslator } from './i18n.js';
import { createDispatcher } from './notifications.js';

function setup(prefs = DEFAULT_SETTINGS.notifications) {
  const shown: { title: string; body: string; silent: boolean; click?: () => void }[] = [];
  const opened: (number | null)[] = [];
  const d = createDispatcher({
    factory: (o) => {
      const entry: (typeof shown)[number] = { ...o };
      return {
        on: (_e, l) => {
          entry.click = l;
        },
        show: () => shown.push(entry),
      };
    },
    prefs: () => prefs,
    t: createTranslator(() => 'de'),
    selfId: () => 9,
    open: (id) => opened.push(id),
    describeOrder: async (id) => `AB12CDE - VW Golf (${id})`,
  });
  return { d, shown, opened };
}

describe('the notification dispatcher', () => {
  it('announces a new order in the chosen language and opens it on a click', async () => {
    const { d, shown, opened } = setup();
    expect(await d.handle({ type: 'order.created', order_id: 41 })).toBe(true);
    expect(shown[0]).toMatchObject({
      title: 'Neuer Auftrag #41',
      body: 'AB12CDE - VW Golf (41)',
      silent: false,
    });
    shown[0].click?.();
    expect(opened).toEqual([41]);
  });

  it('shows customer messages and tickets, never staff replies or other events', async () => {
    const { d, shown } = setup();
    expect(await d.handle({ type: 'order.message', order_id: 2, from_staff: false })).toBe(true);
    expect(await d.handle({ type: 'order.message', order_id: 2, from_staff: true })).toBe(false);
    // A ticket given to someone has no live event of its own; the stored notice of a reply does.
    expect(
      await d.handle({
        type: 'notification.created',
        notification: { type: 'ticket.assigned', title: 'T', message: 'M', link: '/admin/ticket_details/4' },
      }),
    ).toBe(true);
    expect(
      await d.handle({
        type: 'notification.created',
        notification: { type: 'ticket.message', title: 'T2', message: 'M2' },
      }),
    ).toBe(false);
    expect(
      await d.handle({ type: 'notification.created', notification: { type: 'order.created', order_id: 3 } }),
    ).toBe(false);
    expect(await d.handle({ type: 'counts.updated' })).toBe(false);
    expect(await d.handle({ type: 'order.updated', order_id: 2 })).toBe(false);
    expect(shown.map((s) => s.title)).toEqual(['Neue Nachricht zu Auftrag #2', 'T']);
  });

  it('names who wrote on a ticket or in the chat, and a click opens that screen', async () => {
    const paths: string[] = [];
    const shown: { title: string; body: string; click?: () => void }[] = [];
    const d = createDispatcher({
      factory: (o) => {
        const entry: (typeof shown)[number] = { ...o };
        return {
          on: (_e, l) => {
            entry.click = l;
          },
          show: () => void shown.push(entry),
        };
      },
      prefs: () => DEFAULT_SETTINGS.notifications,
      t: createTranslator(() => 'de'),
      selfId: () => 9,
      open: () => undefined,
      openPath: (p) => paths.push(p),
      describeTicket: async () => 'Jane Driver',
    });
    await d.handle({ type: 'ticket.created', ticket_id: 7, subject: 'Kein Start' });
    await d.handle({ type: 'ticket.message', ticket_id: 7, sender: 'Jane', text: 'Und?', from_staff: false });
    await d.handle({ type: 'ticket.message', ticket_id: 7, sender: 'Tom', text: 'Gleich', from_staff: true });
    const chat = (from_staff: boolean, senderId: number) => ({
      type: 'chat.message',
      user_id: 12,
      message: { from_staff, message: 'Hallo', sender: { _id: senderId, firstname: 'Jane', lastname: 'D' } },
    });
    expect(await d.handle(chat(false, 12))).toBe(true);
    expect(await d.handle(chat(true, 9))).toBe(false);
    expect(shown.map((s) => [s.title, s.body])).toEqual([
      ['Jane Driver hat Ticket #7 eröffnet', 'Kein Start'],
      ['Jane hat auf Ticket #7 geantwortet', 'Und?'],
      ['Jane D im Live-Chat', 'Hallo'],
    ]);
    for (const s of shown) s.click?.();
    expect(paths).toEqual([
      '/admin/ticket_details/7',
      '/admin/ticket_details/7',
      '/admin/chat_support?user=12',
    ]);
  });

  it('follows the choices in the settings, sound included', async () => {
    const { d, shown } = setup({ newOrders: false, messages: true, tickets: false, sound: false });
    expect(await d.handle({ type: 'order.created', order_id: 1 })).toBe(false);
    expect(await d.handle({ type: 'ticket.message', message: { message: 'hi' } })).toBe(false);
    expect(await d.handle({ type: 'order.message', order_id: 1 })).toBe(true);
    expect(shown[0].silent).toBe(true);
  });

  it('folds the same news arriving twice into one notification', async () => {
    const { d, shown } = setup();
    await d.handle({ type: 'order.created', order_id: 5 });
    await d.handle({ type: 'order.created', order_id: 5 });
    expect(shown).toHaveLength(1);
  });
});
