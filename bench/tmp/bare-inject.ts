import Fastify from 'fastify';
const app = Fastify();
app.get('/x', async () => ({ status: 'ok' }));
await app.ready();
for (let i = 0; i < 3000; i++) await app.inject({ url: '/x' });
const N = 20000; const t = process.hrtime.bigint();
for (let i = 0; i < N; i++) await app.inject({ url: '/x' });
console.log('bare fastify inject', Number(process.hrtime.bigint() - t) / N / 1000, 'µs');
