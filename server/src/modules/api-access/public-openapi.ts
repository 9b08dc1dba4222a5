import type { FastifyInstance, RouteOptions } from 'fastify';

type Schema = Record<string, unknown> & { properties?: Record<string, unknown>; required?: string[] };
interface Collected {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

const EXAMPLES: Record<string, unknown> = {
  'POST /api/public/v1/quotes': {
    name: 'Alex Driver',
    email: 'alex@example.com',
    phone: '+44 20 7946 0000',
    registration: 'AB12CDE',
    variant_id: 42,
    stage: 1,
    message: 'next week if possible',
  },
};

const parameters = (where: 'query' | 'path', s?: Schema) =>
  Object.entries(s?.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === 'path' || (s?.required ?? []).includes(name),
    schema,
  }));

/**
 * The public API's own OpenAPI document, separate from the internal one: its routes are collected here
 * and hidden from /api/openapi.json, whose callers sign in with a session rather than a key.
 */
export function publicOpenApi(app: FastifyInstance) {
  const routes: Collected[] = [];
  app.addHook('onRoute', (r: RouteOptions) => {
    const schema = (r.schema ?? {}) as Record<string, unknown>;
    if (schema.hide) return;
    for (const method of [r.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: r.url, schema });
    }
    r.schema = { ...schema, hide: true };
  });

  return () => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const r of routes) {
      const path = r.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const s = r.schema as Record<string, Schema | undefined> & { summary?: string; tags?: string[] };
      const responses: Record<string, unknown> = {};
      for (const [status, body] of Object.entries((s.response ?? {}) as Record<string, Schema>)) {
        responses[status] = {
          description: status === '200' ? 'Success' : 'Error { statusCode, code, message }',
          content: {
            'application/json': { schema: body.$ref ? { $ref: '#/components/schemas/ErrorBody' } : body },
          },
        };
      }
      const example = EXAMPLES[`${r.method} ${r.url}`];
      paths[path] = {
        ...paths[path],
        [r.method.toLowerCase()]: {
          summary: s.summary,
          tags: s.tags,
          parameters: [...parameters('path', s.params), ...parameters('query', s.querystring)],
          ...(s.body
            ? {
                requestBody: { required: true, content: { 'application/json': { schema: s.body, example } } },
              }
            : {}),
          responses,
        },
      };
    }
    return {
      openapi: '3.0.3',
      info: {
        title: 'Tuning Portal public API',
        version: '1.0.0',
        description:
          "For dealers' websites and servers. Send your key in the x-api-key header: the publishable key " +
          '(pk_live_...) from web pages on your allowed websites, the secret key (sk_live_...) only from your ' +
          'server. Errors answer { statusCode, code, message }; codes include API_KEY_MISSING, API_KEY_INVALID, ' +
          'API_KEY_EXPIRED, API_KEY_INACTIVE, API_KEY_REVOKED, API_KEY_SCOPE, ORIGIN_NOT_ALLOWED, ' +
          'SECRET_KEY_IN_BROWSER and RATE_LIMITED (429, with Retry-After in seconds).\n\n' +
          'Example: curl -H "x-api-key: sk_live_..." https://portal.example/api/public/v1/vehicles/types',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
        schemas: {
          ErrorBody: {
            type: 'object',
            properties: {
              statusCode: { type: 'integer' },
              code: { type: 'string' },
              message: { type: 'string' },
              field: { type: 'string', description: 'The request field the message is about, if any' },
            },
          },
        },
      },
      security: [{ apiKey: [] }],
      paths,
    };
  };
}
