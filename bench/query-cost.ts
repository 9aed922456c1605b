import { parseArgs } from 'node:util';
import { ProductListQuery } from '../src/domain/schemas/catalogue.ts';
import { createDb } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { readCatalogueVersion } from '../src/server/modules/catalogue/catalogue.repository.ts';
import { productDetail, productPage } from '../src/server/modules/catalogue/catalogue.service.ts';
import { orderIndexFor } from '../src/server/modules/catalogue/catalogue-order-index.ts';
import { catalogueCells, loadUrlSets } from './url-sets.ts';

// `npx tsx bench/query-cost.ts [--db sqlite|postgres] [--products 100000] [--requests 400]
// [--way index|database|both]`: the database and service time of each catalogue cell in one
// process, without HTTP, one request at a time (the quick check while changing a query; `npm run
// bench` gives the figures that count). `index` times the lists answered from the process's
// catalogue order index (built once before timing, its build time and size reported), `database`
// the way a request goes while that index is stale.
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
    way: { type: 'string', default: 'both' },
  },
});
const url =
  values.db === 'postgres'
    ? `postgres://postgres@127.0.0.1:5432/bench_${values.products}`
    : `file:data/bench-${values.products}.sqlite`;
const sets = await loadUrlSets(url);
const db = createDb(url);
await migrateToLatest(db);

async function answer(path: string): Promise<unknown> {
  const parsed = new URL(path, 'http://x');
  if (parsed.pathname.startsWith('/api/products/')) {
    return productDetail(db, decodeURIComponent(parsed.pathname.slice('/api/products/'.length)));
  }
  return productPage(db, ProductListQuery.parse(Object.fromEntries(parsed.searchParams)));
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

async function timeCells(way: string): Promise<void> {
  for (const cell of catalogueCells(sets)) {
    const times: number[] = [];
    const slowest: Array<[number, string]> = [];
    for (let i = 0; i < Number(values.requests); i++) {
      const path = cell.nextPath();
      const started = performance.now();
      await answer(path);
      const ms = performance.now() - started;
      times.push(ms);
      slowest.push([ms, path]);
    }
    times.sort((a, b) => a - b);
    slowest.sort((a, b) => b[0] - a[0]);
    const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
    console.log(
      `${way}, ${cell.label}: mean ${mean.toFixed(2)} ms, p50 ${quantile(times, 0.5)?.toFixed(2)}, p99 ${quantile(times, 0.99)?.toFixed(2)}, max ${times.at(-1)?.toFixed(2)}; slowest ${slowest
        .slice(0, 3)
        .map(([ms, path]) => `${path} ${ms.toFixed(1)}`)
        .join(', ')}`,
    );
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const ways = values.way === 'both' ? ['database', 'index'] : [values.way];
  for (const way of ways) {
    const index = orderIndexFor(db);
    index.use = way === 'index' ? 'wait' : 'never';
    if (way === 'index') {
      const before = process.memoryUsage();
      const started = performance.now();
      const order = await index.at(db, await readCatalogueVersion(db));
      const after = process.memoryUsage();
      console.log(
        `order index: ${order?.size} products, ${order?.nameCount} names, built in ${Math.round(performance.now() - started)} ms; typed arrays ${megabytes(order?.typedBytes ?? 0)}, heap +${megabytes(after.heapUsed - before.heapUsed)}, RSS +${megabytes(after.rss - before.rss)}`,
      );
    }
    await timeCells(way);
  }
} finally {
  await db.destroy();
}
