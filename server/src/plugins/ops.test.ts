import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../test/helpers.js';

let app: TestApp;
let dark: TestApp;
const token = 'metrics-token-for-tests';

beforeAll(async () => {
  [app, dark] = await Promise.all([buildTestApp({ metricsToken: token, trustProxy: true }), buildTestApp()]);
});
afterAll(async () => {
  await Promise.all([app.cleanup(), dark.cleanup()]);
});

describe('health, readiness and metrics', () => {
  it('answers liveness and readiness with what was checked', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'off', storage: 'ok' } });
  });

  it('stops being ready once the instance drains', async () => {
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('unavailable');
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });

  it('serves Prometheus metrics by route only with the token', async () => {
    const u = await createUser(app);
    await app.inject({ url: '/api/auth/refresh_user_data', headers: u.headers });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode,
    ).toBe(401);
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/auth\/refresh_user_data",status="200"\} 1/,
    );
    expect(res.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/auth\/refresh_user_data"\}/,
    );
    expect(res.body).toMatch(/db_pool_connections\{state="used"\}/);
    expect(res.body).toMatch(/realtime_sockets 0/);
    expect(res.body).toMatch(/job_queue_jobs\{state="failed"\}/);
    expect(res.body).toMatch(/process_cpu_seconds_total/);
  });

  it('has no metrics without a token configured', async () => {
    expect((await dark.inject({ url: '/metrics', headers: { authorization: 'Bearer x' } })).statusCode).toBe(
      404,
    );
  });

  it('names every request, keeping the id a trusted proxy gave', async () => {
    const fresh = await app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-abc.123' } });
    expect(given.headers['x-request-id']).toBe('proxy-abc.123');
    const hostile = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Without a trusted proxy configured, a client cannot choose the id the logs show.
    const untrusted = await dark.inject({ url: '/api/health', headers: { 'x-request-id': 'proxy-abc.123' } });
    expect(untrusted.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
