import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { benchDatabase } from './bench-database.ts';
import { measurePaths } from './http-load.ts';
import { benchShopEnv, SETTLE_SECONDS, startServer } from './server-process.ts';
import { catalogueCells, loadUrlSets } from './url-sets.ts';

// `npx tsx bench/compare-builds.ts BEFORE.js AFTER.js [--db postgres] [--rounds 3] [--seconds 3]
// [--connections 10] [--workers 1] [--port 3290]`: the catalogue cells with the cache off against two server
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
  },
});
if (bundles.length !== 2) throw new Error('name two server bundles: before.js after.js');
if (options.db !== 'sqlite' && options.db !== 'postgres') throw new Error('--db is sqlite or postgres');

const database = await benchDatabase(options.db, 100_000);
const sets = await loadUrlSets(database.url);
const cells = catalogueCells(sets);
const connections = Number(options.connections);
const seconds = Number(options.seconds);
/** Requests a second of every run, by bundle and cell label. */
const figures = new Map<string, number[]>();

for (let round = 1; round <= Number(options.rounds); round++) {
  for (const bundle of bundles) {
    const [file = bundle, workers = options.workers] = bundle.split('@');
    const server = await startServer(file, Number(options.port), '/api/products?page=1', {
      ...benchShopEnv(database.url, workers),
      CATALOG_CACHE_SECONDS: '0',
    });
    try {
      await sleep(Number(options.settle) * 1000);
      for (const cell of cells) {
        await measurePaths(cell.label, server.origin, cell.nextPath, connections, 1); // warm-up
        const result = await measurePaths(cell.label, server.origin, cell.nextPath, connections, seconds);
        const key = `${bundle}\t${cell.label}`;
        figures.set(key, [...(figures.get(key) ?? []), result.requestsPerSecond]);
        console.log(
          `round ${round} ${bundle} ${cell.label}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`,
        );
      }
    } finally {
      server.process.kill();
      // Let the port go and the process end before the next one starts.
      await sleep(500);
    }
  }
}

const range = (runs: number[]) =>
  `${Math.min(...runs).toLocaleString('en-GB')}–${Math.max(...runs).toLocaleString('en-GB')}`;
console.log(
  `\nreq/s, lowest–highest of ${options.rounds} rounds, cache off, ${connections} connections, ${database.dialect}`,
);
console.log(`| cell | ${bundles.join(' | ')} |`);
console.log(`|---|${bundles.map(() => '---').join('|')}|`);
for (const cell of cells) {
  console.log(
    `| ${cell.label} | ${bundles.map((bundle) => range(figures.get(`${bundle}\t${cell.label}`) ?? [0])).join(' | ')} |`,
  );
}
