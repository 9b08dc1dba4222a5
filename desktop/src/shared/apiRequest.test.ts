import { describe, expect, it } from 'vitest';
import { API_LIMITS, isApiPath, toFetch, validateApiRequest } from './apiRequest.js';
import { toApiRequest, toResponse } from './bridgeFetch.js';
import { deepLinkFromArgs, deepLinkPath, isStaffPath } from './deepLink.js';

const ok = (raw: unknown) => validateApiRequest(raw);
const refused = (raw: unknown) => expect(() => validateApiRequest(raw)).toThrow();

describe('api:request validation', () => {
  it('takes the calls the staff screens make', () => {
    expect(ok({ method: 'GET', path: '/api/users', query: [['page', '2']] })).toEqual({
      method: 'GET',
      path: '/api/users',
      query: [['page', '2']],
    });
    const put = ok({
      method: 'PUT',
      path: '/api/settings',
      body: { kind: 'json', text: '{"a":1}' },
      language: 'pt-br',
    });
    expect(put.body).toEqual({ kind: 'json', text: '{"a":1}' });
    const form = ok({
      method: 'POST',
      path: '/api/order_message/7',
      body: {
        kind: 'multipart',
        parts: [
          { name: 'message', value: 'hi' },
          { name: 'file', filename: 'a.bin', type: '', data: new Uint8Array(3) },
        ],
      },
    });
    expect(form.body?.kind).toBe('multipart');
  });

  it('refuses anything outside the API, other methods and the calls that hand out tokens', () => {
    for (const path of [
      '/login',
      'http://evil.example/api/x',
      '/api/../secrets',
      '/api//x',
      '/api/%2e%2e/x',
      '/api/a%2fb',
      '/api/x\\y',
      '/api/x?y=1',
    ])
      expect(isApiPath(path)).toBe(false);
    refused({ method: 'GET', path: '/api/../etc/passwd' });
    refused({ method: 'OPTIONS', path: '/api/users' });
    refused({ method: 'TRACE', path: '/api/users' });
    for (const path of [
      '/api/auth/signin',
      '/api/auth/refresh_token',
      '/api/auth/admin_auto_login',
      '/api/auth/signup',
      '/api/auth/check_signup_code',
      // As the server routes them: decoded, and with a trailing slash.
      '/api/auth/admin%5Fauto%5Flogin',
      '/api/auth/%73ignin',
      '/api/auth/refresh_token/',
      '/api/auth/sign%ZZin',
    ])
      refused({ method: 'POST', path, body: { kind: 'json', text: '{}' } });
    refused('GET /api/users');
    refused(null);
  });

  it('bounds sizes and shapes', () => {
    refused({ method: 'GET', path: `/api/${'a'.repeat(API_LIMITS.pathLength)}` });
    refused({ method: 'GET', path: '/api/x', query: Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']) });
    refused({ method: 'GET', path: '/api/x', query: [['k', 'v'.repeat(API_LIMITS.queryValueLength + 1)]] });
    refused({
      method: 'POST',
      path: '/api/x',
      body: { kind: 'json', text: 'x'.repeat(API_LIMITS.jsonBytes + 1) },
    });
    refused({ method: 'POST', path: '/api/x', body: { kind: 'json', text: 42 } });
    refused({
      method: 'POST',
      path: '/api/x',
      body: { kind: 'multipart', parts: [{ name: 'f', filename: 'a', type: '', data: 'not bytes' }] },
    });
    refused({
      method: 'POST',
      path: '/api/x',
      body: { kind: 'multipart', parts: Array.from({ length: 51 }, () => ({ name: 'a', value: 'b' })) },
    });
    refused({ method: 'GET', path: '/api/x', body: { kind: 'json', text: '{}' } });
    refused({ method: 'GET', path: '/api/x', language: 'en\r\nx-access-token: stolen' });
  });

  it('builds the server request with the token and the language', () => {
    const { url, init } = toFetch(
      'http://127.0.0.1:9/',
      ok({ method: 'GET', path: '/api/users', query: [['keyword', 'a b']], language: 'de' }),
      'tok',
    );
    expect(url).toBe('http://127.0.0.1:9/api/users?keyword=a+b');
    expect(init.headers).toMatchObject({ 'x-access-token': 'tok', 'accept-language': 'de' });
  });
});

describe('the renderer side of api:request', () => {
  it('turns the API client fetch into a request and the answer back into a Response', async () => {
    const form = new FormData();
    form.append('message', 'hello');
    form.append(
      'file',
      new File([new Uint8Array([1, 2, 3])], 'tuned.bin', { type: 'application/octet-stream' }),
    );
    const req = await toApiRequest('/api/order_message/5?x=1', {
      method: 'POST',
      body: form,
      headers: { 'accept-language': 'fr' },
    });
    expect(req).toMatchObject({
      method: 'POST',
      path: '/api/order_message/5',
      query: [['x', '1']],
      language: 'fr',
    });
    const parts = req.body?.kind === 'multipart' ? req.body.parts : [];
    expect(parts[0]).toEqual({ name: 'message', value: 'hello' });
    expect(parts[1]).toMatchObject({ name: 'file', filename: 'tuned.bin', data: new Uint8Array([1, 2, 3]) });
    expect(validateApiRequest(req)).toEqual(req);

    const res = toResponse({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: '{"ok":1}',
    });
    expect(await res.json()).toEqual({ ok: 1 });
    expect(toResponse({ status: 204, headers: {}, body: null }).status).toBe(204);
  });
});

describe('deep links', () => {
  it('open any staff screen and nothing else', () => {
    expect(deepLinkPath('portal://admin/all_tickets')).toBe('/admin/all_tickets');
    expect(deepLinkPath('portal://admin/manage_orders/order_details/12')).toBe(
      '/admin/manage_orders/order_details/12',
    );
    expect(deepLinkPath('portal:///admin/users/admins?status=1')).toBe('/admin/users/admins?status=1');
    expect(deepLinkPath('portal://admin')).toBe('/admin');
    for (const bad of [
      'portal://login',
      'https://admin/x',
      'portal://admins/x',
      'portal://admin/<script>',
      'nonsense',
    ])
      expect(deepLinkPath(bad)).toBeNull();
    expect(isStaffPath('/admin/x/..')).toBe(false);
    expect(deepLinkFromArgs(['/usr/bin/app', '--flag', 'portal://admin/downloads'])).toBe('/admin/downloads');
  });
});
