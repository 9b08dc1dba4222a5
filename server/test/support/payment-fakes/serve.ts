/** The small HTTP server every payment provider stand-in runs on: records calls, answers JSON or text. */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status?: number; json?: unknown; text?: string; html?: string; location?: string };
export type Handler = (req: IncomingMessage, body: string, url: URL) => Reply | Promise<Reply>;

export interface Fake<S> {
  url: string;
  state: S;
  calls: { method: string; path: string; headers: IncomingMessage['headers']; body: string }[];
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one) of the loopback interface. */
export async function serve<S>(state: S, handler: Handler, port = 0): Promise<Fake<S>> {
  const calls: Fake<S>['calls'] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    calls.push({ method: req.method ?? 'GET', path: url.pathname, headers: req.headers, body });
    let reply: Reply;
    try {
      reply = await handler(req, body, url);
    } catch (err) {
      reply = { status: 500, json: { error: String(err) } };
    }
    res.statusCode = reply.status ?? 200;
    if (reply.location) res.setHeader('location', reply.location);
    if (reply.html !== undefined) {
      res.setHeader('content-type', 'text/html');
      res.end(reply.html);
    } else if (reply.text !== undefined) {
      res.setHeader('content-type', 'text/plain');
      res.end(reply.text);
    } else if (reply.json === undefined) {
      res.end();
    } else {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(reply.json));
    }
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    state,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export const id = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;
export const notFound: Reply = { status: 404, json: { error: 'not found' } };
