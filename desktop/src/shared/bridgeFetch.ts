/**
 * The `fetch` the renderer gives the shared API client: each call becomes an `api:request` to the main
 * process (which holds the tokens) and its answer a `Response` again, so the client cannot tell.
 */
import type { ApiPart, ApiRequest, ApiResponse } from './apiRequest.js';

export type SendApiRequest = (req: ApiRequest) => Promise<ApiResponse>;

/** A fetch call of the API client as an `ApiRequest` (the token and origin are main's business). */
export async function toApiRequest(
  input: string | URL | Request,
  init: RequestInit = {},
): Promise<ApiRequest> {
  const url = new URL(String(input instanceof Request ? input.url : input), 'http://renderer.invalid');
  const headers = new Headers(init.headers);
  const req: ApiRequest = {
    method: (init.method ?? 'GET').toUpperCase() as ApiRequest['method'],
    path: url.pathname,
  };
  const query = [...url.searchParams.entries()];
  if (query.length) req.query = query;
  const language = headers.get('accept-language');
  if (language) req.language = language;
  const body = init.body;
  if (typeof body === 'string') req.body = { kind: 'json', text: body };
  else if (body instanceof FormData) {
    const parts: ApiPart[] = [];
    for (const [name, value] of body.entries()) {
      if (typeof value === 'string') parts.push({ name, value });
      else
        parts.push({
          name,
          filename: value.name || 'file',
          type: value.type || 'application/octet-stream',
          data: new Uint8Array(await value.arrayBuffer()),
        });
    }
    req.body = { kind: 'multipart', parts };
  } else if (body != null) throw new TypeError('Only JSON and form bodies can be sent from here.');
  return req;
}

/** The main process's answer as the `Response` the API client expects. */
export function toResponse(res: ApiResponse): Response {
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (v) headers.set(k, v);
  const empty = res.status === 204 || res.status === 304 || res.body === null;
  return new Response(empty ? null : (res.body as BodyInit), { status: res.status, headers });
}

export function bridgeFetch(send: SendApiRequest): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    init?.signal?.throwIfAborted();
    return toResponse(await send(await toApiRequest(input, init)));
  }) as typeof fetch;
}
