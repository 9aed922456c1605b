import Fastify from 'fastify';

// The yardstick: a bare Fastify route returning a small JSON, run beside the shop in the same bench.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world', ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
