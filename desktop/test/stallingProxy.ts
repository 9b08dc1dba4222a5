/** A stand-in for a network that hangs: forwards to a server, but swallows chosen requests unanswered. */
import net from 'node:net';

export interface StallingProxy {
  url: string;
  /** How many of the next uploads (PUT requests) are swallowed. */
  stallUploads(count: number): void;
  /** Uploads swallowed so far. */
  stalled(): number;
  close(): Promise<void>;
}

export async function stallingProxy(target: number): Promise<StallingProxy> {
  let toStall = 0;
  let swallowed = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.once('data', (first) => {
      if (first.subarray(0, 4).toString() === 'PUT ' && toStall > 0) {
        toStall--;
        swallowed++;
        // Read everything, answer nothing: the upload hangs as on a dead connection.
        client.resume();
        client.on('error', () => undefined);
        return;
      }
      const upstream = net.connect(target, '127.0.0.1');
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.write(first);
      client.pipe(upstream).pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    stallUploads: (count) => {
      toStall = count;
    },
    stalled: () => swallowed,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
