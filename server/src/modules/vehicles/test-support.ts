import type { FastifyInstance } from 'fastify';

/** Tests only: a multipart body for `inject`, built with the platform's FormData. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: { field: string; name: string; type: string; content: string | Buffer }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  for (const f of files) form.append(f.field, new Blob([f.content], { type: f.type }), f.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

/** A valid 1x1 PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** Tests only: builds a type > manufacturer > model > generation > variant path through the API. */
export async function makePath(
  app: FastifyInstance,
  headers: Record<string, string>,
  names: {
    vtype?: string;
    manufacturer?: string;
    vmodel?: string;
    generation?: string;
    variant?: string;
  } = {},
) {
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url} failed: ${res.body}`);
    return res.json()._id as number;
  };
  const vtype = await post('/api/vehicle/vtype', { name: names.vtype ?? 'Car' });
  const manufacturer = await post('/api/vehicle/manufacturer', {
    name: names.manufacturer ?? 'Volkswagen',
    vtype,
  });
  const vmodel = await post('/api/vehicle/vmodel', { name: names.vmodel ?? 'Golf', manufacturer });
  const generation = await post('/api/vehicle/generation', { name: names.generation ?? 'Mk7', vmodel });
  const variant = await post('/api/vehicle/variant', { name: names.variant ?? '2.0 TDI 150hp', generation });
  return { vtype, manufacturer, vmodel, generation, variant };
}
