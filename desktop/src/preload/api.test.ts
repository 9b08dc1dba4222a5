import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_METHODS, EVENT_CHANNELS, INVOKE_CHANNELS } from '../shared/bridge.js';
import { createBridge, reportChosenFiles, type IpcRendererLike } from './api.js';

function fakeIpc(answer: (channel: string, args: unknown[]) => unknown = () => ({ ok: true, value: null })) {
  const calls: [string, unknown[]][] = [];
  const listeners = new Map<string, Set<(e: unknown, p: unknown) => void>>();
  const ipc: IpcRendererLike = {
    invoke: async (channel, ...args) => {
      calls.push([channel, args]);
      return answer(channel, args);
    },
    on: (channel, l) => listeners.set(channel, (listeners.get(channel) ?? new Set()).add(l)),
    removeListener: (channel, l) => listeners.get(channel)?.delete(l),
  };
  const emit = (channel: string, payload: unknown) => {
    for (const l of listeners.get(channel) ?? []) l({ sender: 'secret' }, payload);
  };
  return { ipc, calls, listeners, emit };
}

const webUtils = { getPathForFile: (f: File) => `/dropped/${f.name}` };

describe('the preload bridge', () => {
  it('exposes exactly the functions of the bridge type, and only functions', () => {
    const bridge = createBridge(fakeIpc().ipc, webUtils);
    expect(Object.keys(bridge).sort()).toEqual([...BRIDGE_METHODS].sort());
    for (const v of Object.values(bridge)) expect(typeof v).toBe('function');
  });

  it('is what the preload hands to the page, under one name', async () => {
    vi.resetModules();
    const exposeInMainWorld = vi.fn();
    vi.doMock('electron', () => ({
      contextBridge: { exposeInMainWorld },
      ipcRenderer: fakeIpc().ipc,
      webUtils,
    }));
    await import('./index.js');
    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [name, api] = exposeInMainWorld.mock.calls[0];
    expect(name).toBe('portal');
    expect(Object.keys(api).sort()).toEqual([...BRIDGE_METHODS].sort());
    vi.doUnmock('electron');
  });

  it('calls only the channels of the contract, with the arguments given', async () => {
    const { ipc, calls } = fakeIpc();
    const bridge = createBridge(ipc, webUtils);
    await bridge.getOrder(7);
    await bridge.changeStatus(7, 'on_hold');
    await bridge.uploadFile(7, new File(['x'], 'tuned.bin'));
    await bridge.answerUpload('k', true);
    expect(calls).toEqual([
      ['orders:get', [7]],
      ['orders:change-status', [7, 'on_hold']],
      ['uploads:add-path', [7, '/dropped/tuned.bin']],
      ['uploads:answer', ['k', true]],
    ]);
    for (const [channel] of calls) expect(INVOKE_CHANNELS).toContain(channel);
  });

  it('turns an error answer into a thrown error with its status and code', async () => {
    const bridge = createBridge(
      fakeIpc(() => ({
        ok: false,
        error: { message: 'Order not found.', statusCode: 404, code: 'NOT_FOUND' },
      })).ipc,
      webUtils,
    );
    await expect(bridge.getOrder(1)).rejects.toMatchObject({
      message: 'Order not found.',
      statusCode: 404,
      code: 'NOT_FOUND',
    });
  });

  it('passes pushes on without the event object and stops on unsubscribe', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const bridge = createBridge(ipc, webUtils);
    const seen: unknown[][] = [];
    const off = bridge.onOpenOrder((...args) => seen.push(args));
    emit('push:open-order', 12);
    off();
    emit('push:open-order', 13);
    expect(seen).toEqual([[12]]);
    expect(listeners.get('push:open-order')?.size).toBe(0);
    for (const channel of listeners.keys()) expect(EVENT_CHANNELS).toContain(channel);
  });

  it('reports the files a person dropped or chose, never those of made-up events', async () => {
    const { ipc, calls } = fakeIpc();
    const listeners = new Map<string, (e: Event) => void>();
    reportChosenFiles({ addEventListener: (type, l) => listeners.set(type, l) }, ipc, webUtils);
    const files = [new File(['x'], 'tuned.bin')];
    listeners.get('drop')?.({ isTrusted: true, dataTransfer: { files } } as unknown as Event);
    listeners.get('drop')?.({ isTrusted: false, dataTransfer: { files } } as unknown as Event);
    const input = { type: 'file', files };
    listeners.get('change')?.({ isTrusted: true, target: input } as unknown as Event);
    listeners.get('change')?.({ isTrusted: true, target: { type: 'text' } } as unknown as Event);
    expect(calls).toEqual([
      ['uploads:allow-paths', [['/dropped/tuned.bin']]],
      ['uploads:allow-paths', [['/dropped/tuned.bin']]],
    ]);
  });
});
