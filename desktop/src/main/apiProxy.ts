import type { TokenStore } from '@portal/api-client';
import { type ApiResponse, fromResponse, toFetch, validateApiRequest } from '../shared/apiRequest.js';

export interface ApiProxyOptions {
  /** The server's origin as the settings hold it now. */
  baseUrl: () => string;
  tokens: TokenStore;
  /** One shared refresh of the session (the API client's); false when the session is over. */
  refresh: () => Promise<boolean>;
  fetch?: typeof fetch;
}

/**
 * Answers the renderer's `api:request`: checks it, sends it with the session's access token and, on a 401,
 * refreshes once and tries again. The tokens never leave this process.
 */
export function createApiProxy(options: ApiProxyOptions) {
  const doFetch = options.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
  return async (raw: unknown): Promise<ApiResponse> => {
    const req = validateApiRequest(raw);
    const base = options.baseUrl();
    if (!base) throw Object.assign(new Error('No server is set.'), { statusCode: 0, code: 'NO_SERVER' });
    const send = (token: string | null) => {
      const { url, init } = toFetch(base, req, token);
      return doFetch(url, init);
    };
    const token = await options.tokens.getAccessToken();
    let res = await send(token);
    if (res.status === 401 && (token || (await options.tokens.getRefreshToken()))) {
      if (await options.refresh()) res = await send(await options.tokens.getAccessToken());
    }
    return fromResponse(res);
  };
}
