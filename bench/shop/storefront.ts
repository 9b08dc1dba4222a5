/**
 * Storefront throughput and latency with 10,000 products: the product list (first page, a search, a deep
 * page) and a product page, beside a raw-driver floor that runs the list's SQL through knex alone behind a
 * bare Fastify route, in the same process and on the same database. Run from the repository root:
 *   npx tsx bench/shop/storefront.ts                                              (SQLite file)
 *   DATABASE_URL=mysql://root@127.0.0.1:3306/portal_bench_shop npx tsx bench/shop/storefront.ts
 * The MariaDB database is dropped and created again.
 */
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { seed } from '../../server/src/seed/index.js';
import { freshDatabase, load, printTable } from '../lib.js';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const PORT = 3290;
const fresh = await freshDatabase('shop');
const config = loadConfig(
  {
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    SCHEDULED_JOBS: 'false',
    RATE_LIMITS: 'false',
  },
  { dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl },
);
const app = await buildApp(config, { logger: false });
await seed(app);
const db = app.db;

const [cat] = await db('shop_categories').insert({ name: 'Bench', slug: 'bench' });
const now = Date.now();
for (let i = 0; i < PRODUCTS; i += 500) {
  await db('shop_products').insert(
    Array.from({ length: Math.min(500, PRODUCTS - i) }, (_, j) => {
      const n = i + j;
      return {
        name: `Product ${n} ${n % 7 === 0 ? 'cable' : 'tool'}`,
        slug: `product-${n}`,
        product_code: `P${n}`,
        price: 1000 + (n % 500) * 10,
        inventory: n % 50,
        status: n % 10 === 0 ? 'draft' : 'published',
        category_id: Number(cat),
        description: '<p>Bench product</p>',
        extra_options: '[]',
        created_at: new Date(now - n * 1000),
        updated_at: new Date(now - n * 1000),
      };
    }),
  );
}
await app.listen({ port: PORT, host: '127.0.0.1' });

// The floor: the list's two statements (count and first page) through the driver, no validation or mapping.
const floor = Fastify();
floor.get('/floor', async () => {
  const [{ n }] = await db('shop_products').where('status', 'published').count({ n: '*' });
  const rows = await db('shop_products as p')
    .leftJoin('shop_categories as c', 'c.id', 'p.category_id')
    .where('p.status', 'published')
    .select('p.*', 'c.name as category_name')
    .orderBy([
      { column: 'p.created_at', order: 'desc' },
      { column: 'p.id', order: 'desc' },
    ])
    .limit(15);
  return { n, rows };
});
await floor.listen({ port: PORT + 1, host: '127.0.0.1' });

const base = `http://127.0.0.1:${PORT}/api/shop/product`;
const rows = [
  await load('raw driver floor (count + first page)', { url: `http://127.0.0.1:${PORT + 1}/floor` }),
  await load('GET product/get_all first page', { url: `${base}/get_all` }),
  await load('GET product/get_all name search', {
    url: `${base}/get_all?name=cable&sort_by=price&sort_order=asc`,
  }),
  await load('GET product/get_all page 500', { url: `${base}/get_all?page=500` }),
  await load('GET product/get_by_slug', { url: `${base}/get_by_slug/product-4321` }),
];
printTable(rows);
await floor.close();
await app.close();
process.exit(0);
