import { notFound, serve } from './serve.js';

export function fakePayfast() {
  const sent = new Set<string>();
  return serve({ sent }, (req, body, url) => {
    if (req.method === 'POST' && url.pathname === '/eng/query/validate') {
      return { text: sent.has(body) ? 'VALID' : 'INVALID' };
    }
    return notFound;
  });
}
