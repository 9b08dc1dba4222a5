import { id, notFound, serve } from './serve.js';

export function fakeCoinbase(apiKey: string) {
  const charges = new Map<
    string,
    {
      id: string;
      code: string;
      hosted_url: string;
      metadata: Record<string, string>;
      pricing: { local: { amount: string; currency: string } };
      timeline: { status: string }[];
    }
  >();
  return serve({ charges }, (req, body, url) => {
    if (req.headers['x-cc-api-key'] !== apiKey)
      return { status: 401, json: { error: { type: 'authorization_error' } } };
    if (req.method === 'POST' && url.pathname === '/charges') {
      const b = JSON.parse(body);
      const code = id('').slice(0, 8).toUpperCase();
      const c = {
        id: id('ch-'),
        code,
        hosted_url: `https://commerce.coinbase.test/charges/${code}`,
        metadata: b.metadata,
        pricing: { local: b.local_price },
        timeline: [{ status: 'NEW' }],
      };
      charges.set(code, c);
      return { status: 201, json: { data: c } };
    }
    const m = /^\/charges\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m)
      return charges.has(m[1]) ? { json: { data: charges.get(m[1]) } } : notFound;
    return notFound;
  });
}
