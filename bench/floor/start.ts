import { startProcess } from '../lib.js';
import { serveFloor } from './app.js';

/**
 * Starts the floor on `port`: in a process of its own, as the portal runs, or with BENCH_FLOOR=inline in
 * the bench's own process (the arrangement of the earlier passes, kept to compare). Inline, the floor shares
 * its thread with the load generator: on two cores it answered 15-20 % fewer requests than in a process of
 * its own, which flattered the portal's share of it.
 */
export async function startFloor(databaseUrl: string, jwtSecret: string, port: number) {
  if (process.env.BENCH_FLOOR === 'inline') {
    const floor = await serveFloor(databaseUrl, jwtSecret, port);
    return { close: async () => void (await floor.close()) };
  }
  const child = await startProcess(
    'node',
    ['--import', 'tsx', 'bench/floor/server.ts'],
    { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, PORT: String(port) },
    /floor ready/,
  );
  return {
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
