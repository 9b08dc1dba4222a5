import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ApiError, createApiClient, errorFromResponse, type TokenStore } from '@portal/api-client';
import type { CountReply, Order, OrderMessage, Session } from '@portal/contracts';
import type { OrderPage, OrderQuery, StaffCounts } from '@portal/ui';
import type { Static } from '@sinclair/typebox';
import { sendMultipart, UploadTimeout } from './multipart.js';
import { toStaffOrder } from '../shared/orderView.js';

type Count = Static<typeof CountReply>;
interface OrderList {
  items: Order[];
  total: number;
}

/** An upload that failed; `retryable` separates a server that is away from one that said no. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
    /** The server stopped answering (a time limit ended it), rather than refusing. */
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** 0 is "no answer at all" (offline, refused, reset); 408/429/5xx mean "try again later". */
export const isRetryableStatus = (status: number) =>
  status === 0 || status === 408 || status === 429 || status >= 500;

/**
 * The user agent of the app's calls: a token the server knows (server/src/modules/auth/user-agent.ts) and the
 * system in a browser's words, so the person's list of sessions reads "Desktop app on Windows".
 */
export function desktopUserAgent(version: string, platform: NodeJS.Platform = process.platform): string {
  const system =
    platform === 'win32' ? 'Windows NT 10.0' : platform === 'darwin' ? 'Macintosh; Mac OS X' : 'X11; Linux';
  return `PortalDesktop/${version} (${system})`;
}

export interface ServerApiOptions {
  baseUrl: string;
  tokens: TokenStore;
  /** Sent with the JSON calls (sign-in and refresh among them); see `desktopUserAgent`. */
  userAgent?: string;
  onSignOut?: () => void;
  /** A JSON call without an answer for this long fails (and is retried by whoever made it). */
  requestTimeoutMs?: number;
  /** An upload with no byte moving for this long is given up. */
  uploadIdleMs?: number;
  /** An upload's time limit: this much plus the time its size takes at `uploadMinBytesPerSec`. */
  uploadBaseMs?: number;
  uploadMinBytesPerSec?: number;
}

/** The time an upload of `bytes` may take before it is given up: slow lines get their due, stalls do not. */
export function uploadDeadline(bytes: number, baseMs: number, minBytesPerSec: number): number {
  return baseMs + Math.ceil((bytes / minBytesPerSec) * 1000);
}

/**
 * The server calls the main process makes: the shared API client for JSON, plus streamed downloads into
 * the work folder and streamed multipart uploads with progress, which the shared client does not do.
 */
export function createServerApi(options: ServerApiOptions) {
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
  const timedFetch: typeof fetch = (input, init) => {
    const limit = AbortSignal.timeout(requestTimeoutMs);
    const headers = new Headers(init?.headers);
    if (options.userAgent && !headers.has('user-agent')) headers.set('user-agent', options.userAgent);
    return fetch(input, {
      ...init,
      headers,
      signal: init?.signal ? AbortSignal.any([init.signal, limit]) : limit,
    });
  };
  const client = createApiClient({ ...options, fetch: timedFetch });
  const { http } = client;
  const base = `${options.baseUrl.replace(/\/$/, '')}/api`;

  /** Runs a raw request with the access token; on a 401 refreshes once (shared) and tries again. */
  async function withToken<T extends { status: number }>(
    send: (token: string | null) => Promise<T>,
  ): Promise<T> {
    const token = await options.tokens.getAccessToken();
    const first = await send(token);
    if (first.status !== 401) return first;
    if (!(await http.refresh())) return first;
    return send(await options.tokens.getAccessToken());
  }

  async function downloadTo(path: string, file: string): Promise<void> {
    const res = await withToken((token) =>
      // A download may be large and the line slow: only a stall of minutes ends it.
      fetch(base + path, {
        headers: token ? { 'x-access-token': token } : {},
        signal: AbortSignal.timeout(10 * 60_000),
      }),
    );
    if (!res.ok || !res.body) throw await errorFromResponse(res);
    await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), createWriteStream(file));
  }

  return {
    client,
    signIn: (login: string, password: string): Promise<Session> => client.auth.signin({ login, password }),
    signOut: () => client.auth.signout(),
    me: () => client.auth.refreshUserData(),

    async listPendingOrders(query: OrderQuery): Promise<OrderPage> {
      const page = await http.get<OrderList>('/pending_orders', {
        keyword: query.keyword,
        page: query.page,
        size: query.size,
      });
      return { orders: page.items.map(toStaffOrder), count: page.total };
    },
    /** The server's order as it is (the work folder needs more than the screens show). */
    getOrderRaw: (id: number) => http.get<{ order: Order }>(`/order/${id}`).then((r) => r.order),
    async counts(): Promise<StaffCounts> {
      const pending = await http.get<Count>('/pending_orders_count');
      return { pending: pending.count };
    },
    changeStatus: (id: number, status: string) => http.put<unknown>(`/order/${id}/change_status`, { status }),
    listMessages: (id: number) =>
      http.get<{ items: OrderMessage[] }>(`/order_messages/${id}`).then((r) => r.items),
    sendMessage(id: number, text: string) {
      const form = new FormData();
      form.append('message', text);
      return http.post<unknown>(`/order_message/${id}`, form);
    },
    downloadOriginal: (id: number, file: string) => downloadTo(`/order/${id}/download_old_file`, file),
    downloadIni: (id: number, file: string) => downloadTo(`/order/${id}/download-ini`, file),

    /** PUT /order/{id}/submit_order with the modified file; throws UploadError on any failure. */
    async deliver(opts: {
      orderId: number;
      path: string;
      name: string;
      /** Shown with the revision (why a file follows the one before). */
      note?: string;
      /** Checksums of unfinished earlier saves this file replaces (withdrawn by the server with it). */
      replaces?: string[];
      onProgress?: (sent: number, total: number) => void;
      signal?: AbortSignal;
    }): Promise<void> {
      let res: { status: number; body: string };
      const { size } = await stat(opts.path);
      try {
        res = await withToken((token) =>
          sendMultipart({
            method: 'PUT',
            url: `${base}/order/${opts.orderId}/submit_order`,
            headers: token ? { 'x-access-token': token, accept: 'application/json' } : {},
            file: { field: 'modified_file', path: opts.path, name: opts.name },
            fields: deliveryFields(opts.note, opts.replaces),
            idleTimeoutMs: options.uploadIdleMs ?? 30_000,
            timeoutMs: uploadDeadline(
              size,
              options.uploadBaseMs ?? 60_000,
              options.uploadMinBytesPerSec ?? 32 * 1024,
            ),
            onProgress: opts.onProgress,
            signal: opts.signal,
          }),
        );
      } catch (err) {
        const message = (err as Error).message || 'The server could not be reached.';
        throw new UploadError(message, 0, true, err instanceof UploadTimeout);
      }
      if (res.status >= 200 && res.status < 300) return;
      let message = `HTTP ${res.status}`;
      try {
        message = (JSON.parse(res.body) as { message?: string }).message || message;
      } catch {
        // Not JSON (a proxy's error page): the status says enough.
      }
      throw new UploadError(message, res.status, isRetryableStatus(res.status));
    },
  };
}

export type ServerApi = ReturnType<typeof createServerApi>;
export { ApiError };

function deliveryFields(note?: string, replaces?: string[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  if (note) fields.note = note;
  if (replaces?.length) fields.replaces = replaces.join(',');
  return Object.keys(fields).length ? fields : undefined;
}
