import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './arbitraries.js';

export interface Operation {
  /** "POST /api/user/{id}" */
  name: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  json?: JsonSchema;
  multipart?: JsonSchema;
  secured: boolean;
}

type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** Every operation of the live OpenAPI document, so routes added later are covered without a change here. */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Doc;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = (op.parameters ?? []) as {
        in: string;
        name: string;
        required?: boolean;
        schema: JsonSchema;
      }[];
      const content =
        (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content ?? {};
      ops.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: !!p.required })),
        json: content['application/json']?.schema,
        multipart: content['multipart/form-data']?.schema,
        secured: !(Array.isArray(op.security) && op.security.length === 0),
      });
    }
  }
  return ops.sort((a, b) => a.name.localeCompare(b.name));
}

export function urlOf(op: Operation, path: Record<string, string>, query: [string, string][] = []): string {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(path[name] ?? '1'));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${filled}?${qs}` : filled;
}

/** A multipart body for `app.inject` from text fields and named files. */
export async function multipartBody(
  fields: [string, string][],
  files: { field: string; name: string; content: Buffer; type?: string }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  for (const f of files)
    form.append(f.field, new Blob([new Uint8Array(f.content)], { type: f.type ?? '' }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
