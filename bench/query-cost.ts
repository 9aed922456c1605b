import { parseArgs } from 'node:util';
import { ProductListQuery } from '../src/domain/schemas/catalog.ts';
import { createDb } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { productDetail, productPage } from '../src/server/modules/catalog/catalog.service.ts';
import { catalogueCells, loadUrlSets } from './url-sets.ts';

// `npx tsx bench/query-cost.ts [--db sqlite|postgres] [--products 100000] [--requests 400]`: the
// database and service time of each catalogue cell in one process, without HTTP, one request at
// a time (the quick check while changing a query; `npm run bench` gives the figures that count).
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    products: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '400' },
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
try {
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
      `${cell.label}: mean ${mean.toFixed(2)} ms, p50 ${quantile(times, 0.5)?.toFixed(2)}, p99 ${quantile(times, 0.99)?.toFixed(2)}, max ${times.at(-1)?.toFixed(2)}; slowest ${slowest
        .slice(0, 3)
        .map(([ms, path]) => `${path} ${ms.toFixed(1)}`)
        .join(', ')}`,
    );
  }
} finally {
  await db.destroy();
}
