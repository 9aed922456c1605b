import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { benchDatabase } from './bench-database.ts';
import { type LoadResult, measurePaths } from './http-load.ts';
import { measureOrders } from './order-load.ts';
import { benchShopEnv, SETTLE_SECONDS, startServer } from './server-process.ts';
import { catalogueCells, loadUrlSets } from './url-sets.ts';

// `npx tsx bench/compare-builds.ts BEFORE.js AFTER.js [--db postgres] [--rounds 3] [--seconds 3]
// [--connections 10] [--workers 1] [--port 3290] [--cells orders]`: the catalogue cells with the cache off
// (or with `--cells orders` the order-placing cells, cache on as in production) against two server
// bundles, started in turn (before, after, before, after…) on the bench catalogue, so that the
// host's drift falls on both alike. Make a bundle with `node scripts/build-server.mjs` and copy
// dist/server/main.js aside (under dist/server/, where it finds the web app); check out the other
// commit and do the same. A bundle named `main.js@2` runs with two server processes: the same
// bundle twice with different counts compares them.
const { values: options, positionals: bundles } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'sqlite' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    // Server processes (WEB_CONCURRENCY): above one, the cluster's shared request limits are in play.
    workers: { type: 'string', default: '1' },
    port: { type: 'string', default: '3290' },
    // Time for a fresh process to build its catalogue order index before it is measured.
    settle: { type: 'string', default: String(SETTLE_SECONDS) },
    // catalogue or orders
    cells: { type: 'string', default: 'catalogue' },
    // Another database than bench_100000 (one whose migrations are this branch's).
    database: { type: 'string' },
  },
});
if (bundles.length !== 2) throw new Error('name two server bundles: before.js after.js');
if (options.db !== 'sqlite' && options.db !== 'postgres') throw new Error('--db is sqlite or postgres');
if (options.cells !== 'catalogue' && options.cells !== 'orders')
  throw new Error('--cells is catalogue or orders');
const ordering = options.cells === 'orders';

const database = await benchDatabase(options.db, 100_000, false, options.database);
const sets = await loadUrlSets(database.url);
const connections = Number(options.connections);
const seconds = Number(options.seconds);
/** The figures of every run, by bundle and cell label. */
const figures = new Map<string, LoadResult[]>();

/** One bundle's run of the cells: catalogue reads with the cache off, or placing orders. */
async function measureCells(origin: string): Promise<LoadResult[]> {
  if (ordering) return measureOrders([{ origin, cache: 'on' }], database.url, connections, seconds);
  const results: LoadResult[] = [];
  for (const cell of catalogueCells(sets)) {
    await measurePaths(cell.label, origin, cell.nextPath, connections, 1); // warm-up
    results.push(await measurePaths(cell.label, origin, cell.nextPath, connections, seconds));
  }
  return results;
}

for (let round = 1; round <= Number(options.rounds); round++) {
  for (const bundle of bundles) {
    const [file = bundle, workers = options.workers] = bundle.split('@');
    const server = await startServer(file, Number(options.port), '/api/products?page=1', {
      ...benchShopEnv(database.url, workers),
      ...(ordering ? {} : { CATALOG_CACHE_SECONDS: '0' }),
    });
    try {
      await sleep(Number(options.settle) * 1000);
      for (const result of await measureCells(server.origin)) {
        const key = `${bundle}\t${result.label}`;
        figures.set(key, [...(figures.get(key) ?? []), result]);
        console.log(
          `round ${round} ${bundle} ${result.label}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms, ${result.errors} errors`,
        );
      }
    } finally {
      server.process.kill();
      // Let the port go and the process end before the next one starts.
      await sleep(500);
    }
  }
}

/** Each round's figure in turn: req/s, and with the orders the p99 and any errors. */
const runsOf = (runs: LoadResult[]) =>
  runs
    .map((run) =>
      ordering
        ? `${run.requestsPerSecond}/${run.p99Ms}${run.errors > 0 ? ` (${run.errors} errors)` : ''}`
        : run.requestsPerSecond.toLocaleString('en-GB'),
    )
    .join(', ');
const labels = [...new Set([...figures.keys()].map((key) => key.split('\t')[1] ?? key))];
console.log(
  ordering
    ? `\norders/s / p99 ms of each of ${options.rounds} rounds, cache on, ${connections} connections, ${database.dialect}`
    : `\nreq/s of each of ${options.rounds} rounds, cache off, ${connections} connections, ${database.dialect}`,
);
console.log(`| cell | ${bundles.join(' | ')} |`);
console.log(`|---|${bundles.map(() => '---').join('|')}|`);
for (const label of labels) {
  console.log(
    `| ${label} | ${bundles.map((bundle) => runsOf(figures.get(`${bundle}\t${label}`) ?? [])).join(' | ')} |`,
  );
}
