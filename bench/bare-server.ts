import Fastify from 'fastify';

// The yardstick: a bare Fastify route returning a small JSON, run beside the shop in the same bench.
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world', ok: true }));

// The ceiling of 'product by slug': one product answer of the shop (PRODUCT_ANSWER_URL), its body
// and headers read once at start, sent for every slug with no work at all. What it reads below the
// bare route is what a product answer costs HTTP and the load generator alone on this machine.
const productAnswerUrl = process.env.PRODUCT_ANSWER_URL;
if (productAnswerUrl) {
  const answer = await fetch(productAnswerUrl);
  if (!answer.ok) throw new Error(`${productAnswerUrl} answered ${answer.status}`);
  const body = await answer.text();
  const hopByHop = new Set(['connection', 'keep-alive', 'date', 'content-length', 'transfer-encoding']);
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => !hopByHop.has(name)));
  app.get('/bare-product/:slug', async (_request, reply) => reply.headers(headers).send(body));
}

await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
