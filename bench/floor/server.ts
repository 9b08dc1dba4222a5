/**
 * The floor routes (`app.ts`) as a process of their own, started by the benches (`start.ts`) so that the floor
 * is loaded exactly as the portal is: from the bench process, over loopback, by another process.
 * Environment: DATABASE_URL, JWT_SECRET, PORT.
 */
import { serveFloor } from './app.js';

const floor = await serveFloor(
  process.env.DATABASE_URL ?? '',
  process.env.JWT_SECRET ?? '',
  Number(process.env.PORT),
);
process.once('SIGTERM', () => floor.close().then(() => process.exit(0)));
console.log('floor ready');
