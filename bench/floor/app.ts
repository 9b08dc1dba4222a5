import jwt from '@fastify/jwt';
import Fastify from 'fastify';
import type { Knex } from 'knex';
import { connect } from '../../server/src/db/connection.js';

/**
 * The floors the benches compare the portal with: bare Fastify routes doing only the database work (and for
 * `/me` the JWT check) of the call they stand beside, on the same database through the same driver.
 */
export async function floorApp(db: Knex, jwtSecret: string) {
  const floor = Fastify();
  await floor.register(jwt, { secret: jwtSecret });
  // An order list page without its count: the statement a list call cannot do without.
  floor.get('/page', async (req) => {
    const q = req.query as {
      offset?: string;
      before?: string;
      status?: string;
      user?: string;
      agent?: string;
    };
    const page = db('orders')
      .where('is_agent', q.agent === '1')
      .orderBy('id', 'desc')
      .limit(20)
      .offset(Number(q.offset ?? 0));
    if (q.before) page.where('id', '<', Number(q.before));
    if (q.status) page.where('status', q.status);
    if (q.user) page.where('user_id', Number(q.user));
    return { items: await page.select('*') };
  });
  // The signed-in user: verify the token, read the user by primary key.
  floor.get('/me', async (req) => {
    const { sub } = await req.jwtVerify<{ sub: number }>();
    return { user: await db('users').where('id', sub).first() };
  });
  // One user by primary key, no token.
  floor.get('/one', async (req) => {
    const { id } = req.query as { id?: string };
    return { user: await db('users').where('id', Number(id)).first() };
  });
  return floor;
}

/** The floor on its own connection, listening on `port`; closing it closes the connection. */
export async function serveFloor(databaseUrl: string, jwtSecret: string, port: number) {
  const db = await connect(databaseUrl);
  const floor = await floorApp(db, jwtSecret);
  floor.addHook('onClose', () => db.destroy());
  await floor.listen({ port, host: '127.0.0.1' });
  return floor;
}
