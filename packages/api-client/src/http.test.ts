import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.js';
import { createApiClient } from './index.js';
import { memoryTokenStore } from './tokens.js';

/** A tiny stand-in for the API: one valid access token at a time, rotating refresh tokens. */
let server: Server;
let baseUrl = '';
let state = { access: 'A1', refresh: 'R1', generation: 1, refreshCalls: 0, refreshWorks: true };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/auth/refresh_token') {
      state.refreshCalls++;
      // Slow on purpose, so that concurrent 401s really overlap with the refresh.
      await new Promise((r) => setTimeout(r, 30));
      const sent = JSON.parse(body.toString()).refresh_token;
      if (!state.refreshWorks || sent !== state.refresh) {
        return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Session expired' });
      }
      state.generation++;
      state.access = `A${state.generation}`;
      state.refresh = `R${state.generation}`;
      return json(200, { access_token: state.access, refresh_token: state.refresh });
    }
    if (url.pathname === '/api/auth/signin') {
      return json(401, {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Wrong user name or password',
      });
    }
    if (req.headers['x-access-token'] !== state.access) {
      return json(401, { statusCode: 401, code: 'TOKEN_EXPIRED', message: 'Token expired' });
    }
    if (url.pathname === '/api/echo') {
      return json(200, {
        query: Object.fromEntries(url.searchParams),
        type: req.headers['content-type'] ?? null,
      });
    }
    if (url.pathname === '/api/upload') {
      const text = body.toString();
      return json(200, {
        multipart: /multipart\/form-data/.test(req.headers['content-type'] ?? ''),
        hasFile: text.includes('hello-file'),
      });
    }
    if (url.pathname === '/api/file') {
      res.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="users.csv"',
      });
      return res.end('a,b\n1,2\n');
    }
    if (url.pathname === '/api/bad') {
      return json(400, { statusCode: 400, code: 'VALIDATION', message: 'Name is required' });
    }
    return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

beforeEach(() => {
  state = { access: 'A1', refresh: 'R1', generation: 1, refreshCalls: 0, refreshWorks: true };
});

/** A client whose stored access token is already stale (the server has moved on to A2 after a rotation). */
function staleClient(onSignOut = vi.fn()) {
  state = { ...state, access: 'A-live', refresh: 'R1' };
  const tokens = memoryTokenStore({ access_token: 'A-stale', refresh_token: 'R1' });
  return { api: createApiClient({ baseUrl, tokens, onSignOut }), tokens, onSignOut };
}

describe('refresh on 401', () => {
  it('refreshes once for many concurrent 401s and retries every call', async () => {
    const { api, tokens, onSignOut } = staleClient();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => api.http.get<{ query: Record<string, string> }>('/echo', { i })),
    );
    expect(state.refreshCalls).toBe(1);
    expect(results.map((r) => r.query.i)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    expect(await tokens.getAccessToken()).toBe('A2');
    expect(await tokens.getRefreshToken()).toBe('R2');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('retries a single call after the refresh and returns its answer', async () => {
    const { api } = staleClient();
    const r = await api.http.get<{ query: Record<string, string> }>('/echo', {
      a: 1,
      empty: '',
      none: undefined,
    });
    expect(r.query).toEqual({ a: '1' });
    expect(state.refreshCalls).toBe(1);
  });

  it('signs out once when the refresh fails, and every call fails with the 401', async () => {
    const { api, tokens, onSignOut } = staleClient();
    state.refreshWorks = false;
    const settled = await Promise.allSettled([
      api.http.get('/echo'),
      api.http.get('/echo'),
      api.http.get('/echo'),
    ]);
    expect(state.refreshCalls).toBe(1);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      expect((s as PromiseRejectedResult).reason).toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
    }
    expect(await tokens.getAccessToken()).toBeNull();
    expect(await tokens.getRefreshToken()).toBeNull();
  });

  it('never refreshes on a failed sign-in', async () => {
    const { api, onSignOut } = staleClient();
    await expect(api.auth.signin({ login: 'x', password: 'y' })).rejects.toMatchObject({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong user name or password',
    });
    expect(state.refreshCalls).toBe(0);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('does not refresh or sign out when there is no session at all', async () => {
    const onSignOut = vi.fn();
    const api = createApiClient({ baseUrl, tokens: memoryTokenStore(), onSignOut });
    await expect(api.http.get('/echo')).rejects.toBeInstanceOf(ApiError);
    expect(state.refreshCalls).toBe(0);
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('transport', () => {
  const client = () =>
    createApiClient({ baseUrl, tokens: memoryTokenStore({ access_token: 'A1', refresh_token: 'R1' }) });

  it('throws ApiError with the server body', async () => {
    const err = await client()
      .http.post('/bad', { x: 1 })
      .catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ statusCode: 400, code: 'VALIDATION', message: 'Name is required' });
  });

  it('sends JSON with a content type', async () => {
    const r = await client().http.post<{ type: string }>('/echo', { a: 1 });
    expect(r.type).toBe('application/json');
  });

  it('uploads FormData as multipart', async () => {
    const form = new FormData();
    form.append('file', new Blob(['hello-file']), 'a.txt');
    const r = await client().http.post<{ multipart: boolean; hasFile: boolean }>('/upload', form);
    expect(r).toEqual({ multipart: true, hasFile: true });
  });

  it('downloads a blob with its file name', async () => {
    const d = await client().http.download('/file');
    expect(d.filename).toBe('users.csv');
    expect(await d.blob.text()).toBe('a,b\n1,2\n');
  });

  it('uses the injected fetch', async () => {
    const fetchStub = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    const api = createApiClient({ baseUrl: 'http://nowhere', tokens: memoryTokenStore(), fetch: fetchStub });
    await expect(api.http.get('/anything', { q: 'x y' })).resolves.toEqual({ ok: 1 });
    expect(fetchStub).toHaveBeenCalledWith(
      'http://nowhere/api/anything?q=x+y',
      expect.objectContaining({ method: 'GET' }),
    );
  });
});
