import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
const routes: RouteOptions[] = [];
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));

beforeAll(async () => {
  const config = loadConfig(
    { JWT_SECRET: 'openapi-test-secret-openapi', SEED_DEMO: 'false' },
    { dataDir, databaseUrl: 'sqlite::memory:' },
  );
  app = await buildApp(config, { logger: false, onRoute: (r) => routes.push(r) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\/$/, '');

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json and the docs UI at /api/docs', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('<html');
  });

  it('describes every API route with a summary, a success answer and its request schemas', async () => {
    const internal = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    // The dealers' public API has its own document; its file and preflight routes are not operations.
    const publicDoc = (await app.inject({ method: 'GET', url: '/api/public/v1/openapi.json' })).json();
    const PUBLIC = '/api/public/v1/';
    const notOperations = new Set([
      `${PUBLIC}openapi.json`,
      `${PUBLIC}docs`,
      `${PUBLIC}widget.js`,
      `${PUBLIC}*`,
    ]);
    const api = routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith('/api/docs') &&
        r.url !== '/api/openapi.json' &&
        r.method !== 'HEAD' &&
        r.url !== '/api/ws' &&
        !notOperations.has(r.url),
    );
    expect(api.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const r of api) {
      const method = String(r.method).toLowerCase();
      const doc = r.url.startsWith(PUBLIC) ? publicDoc : internal;
      const op = doc.paths[toOpenApiPath(r.url)]?.[method];
      const name = `${method.toUpperCase()} ${r.url}`;
      if (!op) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      if (!op.summary) problems.push(`${name}: no summary`);
      if (!op.responses?.['200'] && !op.responses?.['201'] && !op.responses?.['204'])
        problems.push(`${name}: no success answer`);
      if (
        ['post', 'put', 'patch'].includes(method) &&
        !op.requestBody &&
        !(r.schema as { body?: unknown })?.body
      ) {
        const params = (op.parameters ?? []).filter((p: { in: string }) => p.in === 'path');
        if (params.length === 0) problems.push(`${name}: no request body schema`);
      }
    }
    expect(problems).toEqual([]);
  });
});
