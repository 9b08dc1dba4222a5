/**
 * What travels back over IPC. Electron passes only the message of a thrown error, prefixed with its own
 * words; the renderer needs the status and code too, so handlers answer an envelope the preload unpacks.
 */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

export interface IpcError {
  message: string;
  statusCode: number;
  code: string;
}

export class BridgeError extends Error {
  readonly statusCode: number;
  readonly code: string;
  constructor(e: IpcError) {
    super(e.message);
    this.name = 'BridgeError';
    this.statusCode = e.statusCode;
    this.code = e.code;
  }
}

export function unwrap<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new BridgeError(result.error);
}
