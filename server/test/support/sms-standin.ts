import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  account: string;
  auth: string;
  to: string;
  from: string;
  body: string;
}

/**
 * A local stand-in of Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form body,
 * basic auth): it keeps what it receives and refuses the numbers in `refuse` as Twilio does (400, JSON).
 */
export async function startSmsStandIn(refuse: string[] = []) {
  const received: ReceivedSms[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || !match) {
        res.statusCode = 404;
        return res.end(JSON.stringify({ message: 'not found' }));
      }
      const to = form.get('To') ?? '';
      if (refuse.includes(to)) {
        res.statusCode = 400;
        return res.end(
          JSON.stringify({ code: 21211, message: `The 'To' number ${to} is not a valid phone number.` }),
        );
      }
      received.push({
        account: decodeURIComponent(match[1]),
        auth: req.headers.authorization ?? '',
        to,
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      });
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: `SM${received.length}`, status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
