import type { RefreshTokenReply } from '@portal/contracts';
import { ApiError, errorFromResponse } from './errors.js';
import type { TokenStore } from './tokens.js';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface HttpOptions {
  /** Origin of the API; '' means same origin. The `/api` prefix is added here. */
  baseUrl?: string;
  tokens: TokenStore;
  /** Called once a refresh has failed: the session is over. */
  onSignOut?: () => void;
  fetch?: typeof fetch;
  /** The reader's language, sent as Accept-Language so that the server answers its messages in it. */
  language?: () => string | undefined;
}

export interface RequestOptions {
  query?: Query;
  /** JSON body, or FormData for multipart uploads (the browser sets the boundary header). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: repeats of one submission under the same key run once (see idempotency.ts). */
  idempotencyKey?: string;
}

export interface Download {
  blob: Blob;
  filename: string | null;
}

/** Calls that must never trigger a refresh: a 401 there means bad credentials or a dead refresh token. */
const NO_REFRESH = new Set(['/auth/signin', '/auth/refresh_token']);

export interface Http {
  request<T>(method: string, path: string, opts?: RequestOptions): Promise<T>;
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown, query?: Query): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  del<T>(path: string, body?: unknown): Promise<T>;
  download(path: string, query?: Query): Promise<Download>;
  /** Uses the stored refresh token for a new pair; concurrent callers share one attempt. */
  refresh(): Promise<boolean>;
  tokens: TokenStore;
  /** The language the server should answer messages in, if the app knows one. */
  language?: () => string | undefined;
}

export function buildQuery(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    params.append(k, String(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function filenameOf(res: Response): string | null {
  const cd = res.headers.get('content-disposition');
  if (!cd) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(cd);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename="?([^";]+)"?/i.exec(cd);
  return plain ? plain[1] : null;
}

/** The Web Locks API, as far as the refresh needs it (the package has no DOM typings). */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}
const REFRESH_LOCK = 'portal-token-refresh';

export function createHttp(options: HttpOptions): Http {
  const base = `${(options.baseUrl ?? '').replace(/\/$/, '')}/api`;
  const doFetch =
    options.fetch ?? ((input: Parameters<typeof fetch>[0], init?: RequestInit) => fetch(input, init));
  const { tokens } = options;
  let refreshing: Promise<boolean> | null = null;

  async function send(method: string, path: string, opts: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers['x-access-token'] = token;
    const language = options.language?.();
    if (language) headers['accept-language'] = language;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let body: string | FormData | undefined;
    if (opts.body instanceof FormData) {
      body = opts.body;
    } else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    try {
      return await doFetch(base + path + buildQuery(opts.query), {
        method,
        headers,
        body,
        signal: opts.signal,
      });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new ApiError(0, 'NETWORK', (e as Error)?.message || 'Network error');
    }
  }

  async function runRefresh(): Promise<boolean> {
    const refreshToken = await tokens.getRefreshToken();
    if (refreshToken) {
      const res = await send(
        'POST',
        '/auth/refresh_token',
        { body: { refresh_token: refreshToken } },
        null,
      ).catch(() => null);
      if (res?.ok) {
        const pair = (await res.json()) as RefreshTokenReply;
        await tokens.setTokens(pair);
        return true;
      }
      // A network failure is not proof that the session is dead: keep the tokens, report failure.
      if (!res) return false;
    }
    await tokens.clear();
    options.onSignOut?.();
    return false;
  }

  /**
   * One refresh at a time across this browser's tabs, which share the stored tokens: a used refresh token
   * may be traded once more (two tabs at once), a third trade reads as a stolen token and ends the session,
   * so tabs restored together after a sleep would sign the person out. Holding the lock, a tab first looks
   * whether another one has refreshed meanwhile and then only takes the new tokens.
   */
  async function refreshOnce(): Promise<boolean> {
    const seen = await tokens.getRefreshToken();
    const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
    if (!locks) return runRefresh();
    return locks.request(REFRESH_LOCK, async () => {
      const now = await tokens.getRefreshToken();
      if (now && now !== seen) return true;
      return runRefresh();
    });
  }

  function refresh(): Promise<boolean> {
    if (!refreshing) {
      refreshing = refreshOnce().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  /** Sends once; on a 401 refreshes (shared) and retries exactly once. */
  async function fetchWithRetry(method: string, path: string, opts: RequestOptions): Promise<Response> {
    const token = await tokens.getAccessToken();
    const res = await send(method, path, opts, token);
    if (res.status !== 401 || NO_REFRESH.has(path)) return res;
    if (!token && !(await tokens.getRefreshToken())) return res;

    // Another call may already have refreshed while this one was in flight: then just retry.
    const current = await tokens.getAccessToken();
    const ok = current && current !== token ? true : await refresh();
    if (!ok) return res;
    return send(method, path, opts, await tokens.getAccessToken());
  }

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const res = await fetchWithRetry(method, path, opts);
    if (!res.ok) throw await errorFromResponse(res);
    if (res.status === 204) return undefined as T;
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    tokens,
    language: options.language,
    refresh,
    request,
    get: (path, query) => request('GET', path, { query }),
    post: (path, body, query) => request('POST', path, { body, query }),
    put: (path, body) => request('PUT', path, { body }),
    patch: (path, body) => request('PATCH', path, { body }),
    del: (path, body) => request('DELETE', path, { body }),
    async download(path, query) {
      const res = await fetchWithRetry('GET', path, { query });
      if (!res.ok) throw await errorFromResponse(res);
      return { blob: await res.blob(), filename: filenameOf(res) };
    },
  };
}
