import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAdmin, createUser, type TestApp } from '../../test/helpers.js';
import { instancePair } from '../../test/support/instance-pair.js';

// Two app instances on one database and one Redis, in one process: what they must share.
const pair = instancePair({ listen: true });
let a: TestApp;
let b: FastifyInstance;
beforeAll(() => {
  ({ a, b } = pair);
});

describe('instances sharing Redis', () => {
  it('delivers an event published on A to a socket on B and knows the user is online there', async () => {
    const admin = await createAdmin(a);
    const port = (b.server.address() as AddressInfo).port;
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${admin.token}`);
    const events: { type: string; id?: number }[] = [];
    const got = new Promise<{ type: string; id?: number }>((resolve) =>
      socket.on('message', (raw) => {
        const e = JSON.parse(raw.toString());
        events.push(e);
        if (e.type === 'order.created') resolve(e);
      }),
    );
    await new Promise((r) => socket.once('open', r));
    for (let i = 0; i < 100 && !(await a.realtime.isOnline(admin.id)); i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await a.realtime.isOnline(admin.id)).toBe(true);
    expect(await a.realtime.onlineUsers()).toContain(admin.id);

    a.realtime.publishToStaff({ type: 'order.created', order_id: 42 });
    expect(await got).toMatchObject({ type: 'order.created', order_id: 42, id: expect.any(Number) });
    socket.close();
  });

  it('clears cached settings on every instance when one changes them', async () => {
    const before = await b.settings.get('policies');
    await a.settings.set('policies', { cookie_text: 'Changed on A' });
    for (let i = 0; i < 100 && (await b.settings.get('policies')).cookie_text !== 'Changed on A'; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(before.cookie_text).not.toBe('Changed on A');
    expect((await b.settings.get('policies')).cookie_text).toBe('Changed on A');
  });

  it('counts sign-in attempts against one limit on both', async () => {
    const u = await createUser(a);
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { login: `${u.username}x`, password: 'nope' },
      });
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attempt(i % 2 ? b : a)).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});
