/**
 * A stand-in for a network that hangs: forwards to a server, but swallows chosen requests unanswered, or
 * lets them reach the server and keeps its answer from the app (the server stored the file, the app never hears).
 */
import net from 'node:net';

export interface StallingProxy {
  url: string;
  /** How many of the next uploads (PUT requests) are swallowed. */
  stallUploads(count: number): void;
  /** Uploads swallowed so far. */
  stalled(): number;
  /** How many of the next uploads reach the server but get no answer back. */
  holdUploadAnswers(count: number): void;
  /** Held uploads the server has answered (so has finished with) so far. */
  heldAnswers(): number;
  close(): Promise<void>;
}

export async function stallingProxy(target: number): Promise<StallingProxy> {
  let toStall = 0;
  let swallowed = 0;
  let toHold = 0;
  let held = 0;
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
      const hold = first.subarray(0, 4).toString() === 'PUT ' && toHold > 0;
      if (hold) toHold--;
      const upstream = net.connect(target, '127.0.0.1');
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.write(first);
      if (hold) {
        client.pipe(upstream);
        upstream.once('data', () => {
          held++;
        });
        upstream.resume();
        client.on('close', () => upstream.destroy());
        return;
      }
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
    holdUploadAnswers: (count) => {
      toHold = count;
    },
    heldAnswers: () => held,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
