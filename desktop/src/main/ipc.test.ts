import { ApiError } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { INVOKE_CHANNELS } from '../shared/bridge.js';
import { type Handlers, type IpcMainLike, registerIpc } from './ipc.js';
import { APP_URL, isAppUrl } from './window.js';

function fakeIpcMain() {
  const handlers = new Map<
    string,
    (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => unknown
  >();
  const ipc: IpcMainLike = {
    handle: (channel, l) => {
      handlers.set(channel, l);
    },
    removeHandler: (channel) => {
      handlers.delete(channel);
    },
  };
  return { ipc, handlers };
}

const handlers = Object.fromEntries(
  INVOKE_CHANNELS.map((c) => [c, async (...args: unknown[]) => ({ c, args })]),
) as unknown as Handlers;

describe('the IPC registrar', () => {
  it('registers one handler per channel of the contract and removes them again', () => {
    const { ipc, handlers: registered } = fakeIpcMain();
    const off = registerIpc(ipc, handlers, isAppUrl);
    expect([...registered.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    off();
    expect(registered.size).toBe(0);
  });

  it('answers the app, refuses any other page, and wraps errors', async () => {
    const { ipc, handlers: registered } = fakeIpcMain();
    registerIpc(
      ipc,
      {
        ...handlers,
        'orders:get': async () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'Order not found.')),
      },
      isAppUrl,
    );
    const call = (channel: string, url: string, ...args: unknown[]) =>
      registered.get(channel)?.({ senderFrame: { url } }, ...args);
    expect(await call('orders:counts', APP_URL)).toEqual({
      ok: true,
      value: { c: 'orders:counts', args: [] },
    });
    expect(await call('orders:counts', 'https://evil.example/')).toMatchObject({
      ok: false,
      error: { statusCode: 403 },
    });
    expect(await call('orders:get', APP_URL, 5)).toEqual({
      ok: false,
      error: { message: 'Order not found.', statusCode: 404, code: 'NOT_FOUND' },
    });
  });

  it('refuses arguments that are not what the channel takes, before any handler runs', async () => {
    const { ipc, handlers: registered } = fakeIpcMain();
    registerIpc(ipc, handlers, isAppUrl);
    const call = (channel: string, ...args: unknown[]) =>
      registered.get(channel)?.({ senderFrame: { url: APP_URL } }, ...args);
    const refused = { ok: false, error: { statusCode: 400, code: 'INVALID_ARGUMENTS' } };
    expect(await call('orders:get', '5')).toMatchObject(refused);
    expect(await call('orders:get', 5, 'extra')).toMatchObject(refused);
    expect(await call('uploads:add-path', 7, { path: '/etc/passwd' })).toMatchObject(refused);
    expect(await call('settings:update', { serverUrl: 'https://x', admin: true })).toMatchObject(refused);
    expect(await call('settings:update', { language: 'xx' })).toMatchObject(refused);
    expect(await call('messages:send', 3, '')).toMatchObject(refused);
    expect(await call('settings:update', { notifications: { sound: false } })).toMatchObject({ ok: true });
    expect(await call('orders:list-pending', { keyword: 'golf', page: 1 })).toMatchObject({ ok: true });
    expect(await call('files:pick', undefined)).toMatchObject({ ok: true });
    expect(await call('uploads:add-path', 7, '/work/10234/tuned.bin')).toMatchObject({ ok: true });
  });
});
