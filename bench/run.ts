import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type BenchDatabase, benchDatabase } from './bench-database.ts';
import { measureFirstVisit } from './first-visit-size.ts';
import { type LoadResult, measure, measurePaths } from './http-load.ts';
import { interactionReport } from './interaction-timing.ts';
import { lighthouseReport } from './lighthouse.ts';
import { BENCH_CUSTOMERS, measureOrders, type OrderShop } from './order-load.ts';
import { type OverloadPoint, overloadCurve } from './overload.ts';
import { saveOverloadRun } from './overload-report.ts';
import { quickOrderReport } from './quick-order-match.ts';
import { restartUnderLoad } from './restart-under-load.ts';
import { benchShopEnv, rssReport, SETTLE_SECONDS, type Server, startServer } from './server-process.ts';
import { catalogueCells, loadUrlSets, pick, type UrlSets } from './url-sets.ts';

// npm run bench [-- --db sqlite|postgres --products 100000 --seconds 5 --connections 10,50 --reseed
//                  --sections orders,first --workers 2 --database bench_mine]  (--sections: only the sections
//                  whose title contains one of the words; --database: another PostgreSQL database or
//                  SQLite file name than bench_N, for a branch whose migrations differ)
//                 [--overload-connections 10,50,200,500 --overload-without-limits
//                  --overload-compare LATENCY_TARGET_MS=0,MAX_REQUESTS_IN_FLIGHT=64]
const { values: options } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10,50' },
    reseed: { type: 'boolean', default: false },
    sections: { type: 'string', default: '' },
    // Server processes of each shop (WEB_CONCURRENCY).
    workers: { type: 'string', default: '1' },
    // The shop listens on this port, the bare route on +1, the cache-off shop on +2, a restarted
    // one on +3, one without load limits on +4.
    port: { type: 'string', default: '3200' },
    database: { type: 'string' },
    'overload-connections': { type: 'string', default: '10,50,200,500' },
    // The overload curve also of the shop with its load limits off: every request queues.
    'overload-without-limits': { type: 'boolean', default: false },
    // The overload curve also of the shop with these settings (NAME=value,…), measured right after
    // the shop's own: an A/B of load-limit settings within one run, on one host's load.
    'overload-compare': { type: 'string' },
  },
});
if (options.db !== 'sqlite' && options.db !== 'postgres') throw new Error('--db is sqlite or postgres');
const productCount = Number(options.products);
const seconds = Number(options.seconds);
const connectionCounts = options.connections.split(',').map(Number);

/** What every section of the bench may use: the catalogue, the running servers and the URL sets. */
type BenchContext = {
  database: BenchDatabase;
  sets: UrlSets;
  bare: Server;
  /** The shop as `npm start` runs it in production, catalogue cache on. */
  shop: Server;
  /** The same shop with CATALOG_CACHE_SECONDS=0: what a request costs when its answer is not in memory. */
  uncachedShop: Server;
};

/** One part of the report: it runs its measurements and returns its Markdown lines. */
type Section = { title: string; run: (context: BenchContext) => Promise<string[]> };

const catalogueSection: Section = {
  title: 'Catalogue',
  async run({ sets, bare, shop, uncachedShop }) {
    const lines = [
      '| cell | connections | cache | req/s | of bare | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|---|---|',
    ];
    const row = (result: LoadResult, cache: string, bareResult: LoadResult) =>
      `| ${result.label} | ${result.connections} | ${cache} | ${result.requestsPerSecond} | ${Math.round((result.requestsPerSecond / bareResult.requestsPerSecond) * 100)} % | ${result.p50Ms} | ${result.p99Ms} | ${result.errors} |`;
    for (const connections of connectionCounts) {
      await measure('bare Fastify route', `${bare.origin}/bare`, connections, 1); // warm-up
      const bareResult = await measure('bare Fastify route', `${bare.origin}/bare`, connections, seconds);
      lines.push(row(bareResult, '–', bareResult));
      // The shop's own handling of a request (its hooks and headers) with no database work: the
      // ceiling of every catalogue cell, beside the bare route's.
      const floorLabel = "the shop's floor: /robots.txt (no database)";
      await measure(floorLabel, `${uncachedShop.origin}/robots.txt`, connections, 1); // warm-up
      lines.push(
        row(
          await measure(floorLabel, `${uncachedShop.origin}/robots.txt`, connections, seconds),
          '–',
          bareResult,
        ),
      );
      // A product answer with nothing to do for it: how near the bare route a product can come here.
      const ceilingLabel = "product by slug's ceiling: its answer from the bare route (no work)";
      const fixedProduct = () => `/bare-product/${pick(sets.slugs)}`;
      await measurePaths(ceilingLabel, bare.origin, fixedProduct, connections, 1); // warm-up
      lines.push(
        row(
          await measurePaths(ceilingLabel, bare.origin, fixedProduct, connections, seconds),
          '–',
          bareResult,
        ),
      );
      for (const cell of catalogueCells(sets)) {
        for (const [cache, server] of [
          ['on', shop],
          ['off', uncachedShop],
        ] as const) {
          await measurePaths(cell.label, server.origin, cell.nextPath, connections, 1); // warm-up
          const result = await measurePaths(cell.label, server.origin, cell.nextPath, connections, seconds);
          console.log(
            `${cell.label} @${connections} cache ${cache}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.errors} errors`,
          );
          lines.push(row(result, cache, bareResult));
        }
      }
    }
    return lines;
  },
};

const processSection: Section = {
  title: 'Process',
  async run({ database, shop, uncachedShop }) {
    return [
      `- cold start (process start to the first answered \`/api/products?page=1\`): ${shop.coldStartMs} ms (cache-off shop: ${uncachedShop.coldStartMs} ms)`,
      `- server RSS after the catalogue load: ${rssReport(shop.process)} with the cache, ${rssReport(uncachedShop.process)} without`,
      `- seeding ${productCount} products (\`npm run seed\`): ${database.seedSeconds === undefined ? 'not measured (seeded before timings were kept; --reseed measures it)' : `${database.seedSeconds} s`}`,
    ];
  },
};

const restartSection: Section = {
  title: 'Restart under load (the order index building while list pages are asked for)',
  run: ({ sets }) => {
    const lists = catalogueCells(sets).find((cell) => cell.label.startsWith('list pages'));
    if (!lists) throw new Error('no list pages cell');
    // port + 3: beside the two shops and the bare route, which keep running.
    return restartUnderLoad(lists, port + 3, { ...shopEnv, CATALOG_CACHE_SECONDS: '0' });
  },
};

// Placing orders writes to the benchmark database: after the catalogue runs, so they read as before.
const ordersSection: Section = {
  title: `Placing orders (POST /api/myorders: ${BENCH_CUSTOMERS} customers, each order 10 random products of the catalogue), 10 connections`,
  async run({ database, shop, uncachedShop }) {
    const shops: OrderShop[] = [
      { origin: shop.origin, cache: 'on' },
      { origin: uncachedShop.origin, cache: 'off' },
    ];
    const orders = await measureOrders(shops, database.url, 10, seconds);
    return [
      '| orders | cache | orders/s | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|---|',
      ...orders.map(
        (result) =>
          `| ${result.label} | ${result.cache} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.errors}${result.errors > 0 ? ` ${JSON.stringify(result.failedStatuses)}` : ''} |`,
      ),
    ];
  },
};

const overloadSection: Section = {
  title: 'Overload (mixed: 80 % browse, 10 % search, 10 % orders from 200 customers)',
  async run({ database, sets, shop }) {
    const counts = options['overload-connections'].split(',').map(Number);
    const loadAverage = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const limited = await overloadCurve(shop.origin, database.url, sets, counts, seconds);
    let compared: { env: string; points: OverloadPoint[] } | undefined;
    const compareEnv = options['overload-compare'];
    if (compareEnv) {
      console.log(`…and with ${compareEnv}`);
      // port + 3: the restart section's, which has finished by now (it runs before this one).
      const other = await startServer('scripts/start.mjs', port + 3, ready, {
        ...shopEnv,
        ...Object.fromEntries(compareEnv.split(',').map((pair) => pair.split('=', 2) as [string, string])),
      });
      await sleep(SETTLE_SECONDS * 1000);
      try {
        compared = {
          env: compareEnv,
          points: await overloadCurve(other.origin, database.url, sets, counts, seconds),
        };
      } finally {
        other.process.kill();
      }
    }
    let unlimited: OverloadPoint[] | undefined;
    if (options['overload-without-limits']) {
      console.log('…and without the load limits');
      const queueing = await startServer('scripts/start.mjs', port + 4, ready, {
        ...shopEnv,
        MAX_REQUESTS_IN_FLIGHT: '0',
        MAX_EVENT_LOOP_DELAY_MS: '0',
        DATABASE_ACQUIRE_TIMEOUT_SECONDS: '600',
      });
      await sleep(SETTLE_SECONDS * 1000);
      try {
        unlimited = await overloadCurve(queueing.origin, database.url, sets, counts, seconds);
      } finally {
        queueing.process.kill();
      }
    }
    const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
    const table = saveOverloadRun(
      database.dialect,
      {
        measuredAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
        products: productCount,
        seconds,
        workers: Number(options.workers),
        loadAverage,
        limited,
        compared,
        unlimited,
      },
      command.replace(/--db postgres\s*/, ''),
    );
    return [...table, '', 'Also written to docs/overload-curve.md and docs/overload-curve.svg.'];
  },
};

const firstVisitSection: Section = {
  title: 'First visit to / (script and CSS as transferred: compressed bodies and their headers)',
  async run({ shop }) {
    const lines: string[] = [];
    for (const withPostcode of [false, true]) {
      const size = await measureFirstVisit(`${shop.origin}/`, withPostcode);
      lines.push(
        `${withPostcode ? 'A guest who chose a postcode before' : 'A new guest'} (lands on ${size.landedOn}): JavaScript ${(size.javascriptBytes / 1024).toFixed(1)} KB, CSS ${(size.cssBytes / 1024).toFixed(1)} KB`,
        ...size.files.map((file) => `- ${file}`),
      );
    }
    return lines;
  },
};

const lighthouseSection: Section = {
  title:
    'Lighthouse (mobile defaults, production mode, median of 3; each page for a guest with a postcode and for a new one)',
  // 'drinks' is one of the seeded top-level categories (seed-categories.ts).
  run: ({ shop, sets }) => lighthouseReport(shop.origin, sets.slugs[0] ?? '', 'drinks'),
};

// Reads only: the catalogue's names, through the bench database as the shop reads them.
const quickOrderSection: Section = {
  title: 'Quick order: matching a 50-line paste (POST /api/quick-order/match without HTTP)',
  run: ({ database }) => quickOrderReport(database.url),
};

const interactionSection: Section = {
  title: 'Interaction timing (search suggestions and catalogue page changes, 4x CPU slowdown, phone screen)',
  run: ({ shop }) => interactionReport(shop.origin),
};

// In report order; another measurement is one more Section here.
const allSections: Section[] = [
  catalogueSection,
  processSection,
  restartSection,
  ordersSection,
  quickOrderSection,
  overloadSection,
  firstVisitSection,
  lighthouseSection,
  interactionSection,
];
const wanted = options.sections
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
const sections =
  wanted.length === 0
    ? allSections
    : allSections.filter((section) => wanted.some((word) => section.title.toLowerCase().includes(word)));

const database = await benchDatabase(options.db, productCount, options.reseed, options.database);
if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) {
  throw new Error('vite build failed');
}
// The server bundle `npm start` runs, built here so cold start times the start, not the build.
if (spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' }).status !== 0) {
  throw new Error('the server build failed');
}
const sets = await loadUrlSets(database.url);
console.log(
  `${sets.searchTerms.length} search terms, ${sets.categoryIds.length} categories, ${sets.listLastPage} list pages, ${sets.slugs.length} slugs`,
);

const shopEnv = benchShopEnv(database.url, options.workers);
const ready = '/api/products?page=1';
// One at a time, so each cold start is measured on an otherwise idle machine.
const port = Number(options.port);
const shop = await startServer('scripts/start.mjs', port, ready, shopEnv);
// Until the first shop has built its catalogue order index, the machine is not idle.
await sleep(SETTLE_SECONDS * 1000);
const uncachedShop = await startServer('scripts/start.mjs', port + 2, ready, {
  ...shopEnv,
  CATALOG_CACHE_SECONDS: '0',
});
await sleep(SETTLE_SECONDS * 1000);
const bare = await startServer('bench/bare-server.ts', port + 1, '/bare', {
  PRODUCT_ANSWER_URL: `${uncachedShop.origin}/api/products/${sets.slugs[0]}`,
});
try {
  const context: BenchContext = { database, sets, bare, shop, uncachedShop };
  const report = [
    `Benchmark: ${productCount} products on ${database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${seconds} s per cell, autocannon on the same 2-core machine.`,
  ];
  const reportFile = `bench/results/latest-${database.dialect}.md`;
  mkdirSync('bench/results', { recursive: true });
  for (const section of sections) {
    console.log(`\n${section.title}…`);
    // A section that fails is reported as failed; the figures of the others still count.
    const lines = await section.run(context).catch((error: unknown) => [`failed: ${String(error)}`]);
    report.push('', `### ${section.title}`, '', ...lines);
    console.log(lines.join('\n'));
    writeFileSync(reportFile, `${report.join('\n')}\n`);
  }
  console.log(`\nWritten to ${reportFile}`);
} finally {
  for (const server of [shop, uncachedShop, bare]) server.process.kill();
}
