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
    expect(
      await d.handle({
        type: 'notification.created',
        notification: { type: 'ticket.message', title: 'T', message: 'M' },
      }),
    ).toBe(true);
    expect(
      await d.handle({ type: 'notification.created', notification: { type: 'order.created', order_id: 3 } }),
    ).toBe(false);
    expect(await d.handle({ type: 'counts.updated' })).toBe(false);
    expect(await d.handle({ type: 'order.updated', order_id: 2 })).toBe(false);
    expect(shown.map((s) => s.title)).toEqual(['Neue Nachricht zu Auftrag #2', 'T']);
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
