import { isApiError } from '@portal/api-client';
import { INVOKE_CHANNELS, type InvokeChannel, type InvokeMap } from '../shared/bridge.js';
import type { IpcError, IpcResult } from '../shared/ipcResult.js';
import { validIpcArgs } from '../shared/ipcSchemas.js';

/** The part of Electron's ipcMain the registrar needs, so it is tested with a plain object. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: { senderFrame?: { url: string } | null }, ...args: unknown[]) => unknown,
  ): void;
  removeHandler(channel: string): void;
}

/** What a handler answers; a call that answers nothing may end in any value, it is not passed on. */
type Answer<R> = [R] extends [undefined] ? unknown : Promise<R> | R;

export type Handlers = {
  [C in InvokeChannel]: (...args: InvokeMap[C]['args']) => Answer<InvokeMap[C]['result']>;
};

export function toIpcError(err: unknown): IpcError {
  if (isApiError(err)) return { message: err.message, statusCode: err.statusCode, code: err.code };
  const e = err as { message?: string; statusCode?: number; code?: string };
  return { message: e?.message || String(err), statusCode: e?.statusCode ?? 0, code: e?.code ?? 'ERROR' };
}

/**
 * Registers one handler per channel of the bridge and nothing else. Calls from any page other than the
 * app's own are refused, should a frame ever get navigated elsewhere.
 */
export function registerIpc(
  ipc: IpcMainLike,
  handlers: Handlers,
  isTrustedUrl: (url: string) => boolean,
): () => void {
  for (const channel of INVOKE_CHANNELS) {
    const handler = handlers[channel] as (...args: unknown[]) => unknown;
    ipc.handle(channel, async (event, ...args): Promise<IpcResult<unknown>> => {
      const url = event.senderFrame?.url ?? '';
      if (!isTrustedUrl(url)) {
        return { ok: false, error: { message: 'Refused', statusCode: 403, code: 'FORBIDDEN' } };
      }
      if (!validIpcArgs(channel, args)) {
        return {
          ok: false,
          error: { message: `Invalid arguments for ${channel}`, statusCode: 400, code: 'INVALID_ARGUMENTS' },
        };
      }
      try {
        return { ok: true, value: await handler(...args) };
      } catch (err) {
        return { ok: false, error: toIpcError(err) };
      }
    });
  }
  return () => {
    for (const channel of INVOKE_CHANNELS) ipc.removeHandler(channel);
  };
}
