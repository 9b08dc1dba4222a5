/**
 * The floor routes (`app.ts`) as a process of their own, started by the benches (`start.ts`) so that the floor
 * is loaded exactly as the portal is: from the bench process, over loopback, by another process.
 * Environment: DATABASE_URL, JWT_SECRET, PORT.
 */
import { connect } from '../../server/src/db/connection.js';
import { floorApp } from './app.js';

const db = await connect(process.env.DATABASE_URL ?? '');
const floor = await floorApp(db, process.env.JWT_SECRET ?? '');
floor.addHook('onClose', () => db.destroy());
process.once('SIGTERM', () => floor.close().then(() => process.exit(0)));
await floor.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('floor ready');
