import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { measureFirstVisit } from './first-visit-size.ts';
import { type LoadResult, measure } from './http-load.ts';
import { measureOrders } from './order-load.ts';

// npm run bench [-- --products 100000 --seconds 8 --term chicken]
const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]?.replace(/^--/, '') ?? '', process.argv[i + 1] ?? '');
const productCount = Number(args.get('products') ?? 100_000);
const seconds = Number(args.get('seconds') ?? 8);
const searchTerm = args.get('term') ?? 'chicken';
const databasePath = `data/bench-${productCount}.sqlite`;
const shopPort = 3200;
const barePort = 3201;

function run(command: string, commandArgs: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

function productsIn(path: string): number {
  if (!existsSync(path)) return 0;
  const db = new SQLite(path, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from products').get() as { n: number }).n;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

function start(script: string, env: Record<string, string>): ChildProcess {
  // node itself (not npx), so that kill() stops the server rather than a wrapper around it.
  return spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`${url} did not answer`);
}

mkdirSync('data', { recursive: true });
if (productsIn(databasePath) < productCount) {
  console.log(`Seeding ${productCount} products into ${databasePath}…`);
  run('npx', ['tsx', 'src/server/db/seed-cli.ts', '--products', String(productCount), '--reset'], {
    DATABASE_URL: `file:${databasePath}`,
  });
}
run('npx', ['vite', 'build', '--logLevel', 'warn']);

const catalogue = new SQLite(databasePath, { readonly: true });
// The largest top-level category, so ?category_id=X&page=20 exists and spans sub-categories.
const { id: categoryId } = catalogue
  .prepare(
    `select coalesce(c.parent_id, c.id) as id, count(*) as n from products p join categories c on c.id = p.category_id
     group by coalesce(c.parent_id, c.id) order by n desc limit 1`,
  )
  .get() as { id: number };
const { slug } = catalogue
  // The 5,001st product, or the middle one of a smaller catalogue (a quick `--products 2000` run).
  .prepare('select slug from products order by id limit 1 offset ?')
  .get(Math.min(5000, Math.floor(productCount / 2))) as {
  slug: string;
};
catalogue.close();

/** The shop as `npm start` runs it in production, on the benchmark catalogue. */
function startShop(port: number, extraEnv: Record<string, string> = {}): ChildProcess {
  return start('src/server/main.ts', {
    DATABASE_URL: `file:${databasePath}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // One load generator is one client address and one user: the limits stay in place (their cost
    // is part of what is measured) but set far above what the benchmark sends.
    CATALOG_RATE_LIMIT: '1000000000',
    USER_WRITE_RATE_LIMIT: '1000000000',
    ...extraEnv,
  });
}

const shop = startShop(shopPort);
const bare = start('bench/bare-server.ts', { PORT: String(barePort) });
// The same shop with the catalogue cache off: what a request costs when its answer is not in memory.
const uncachedPort = 3202;
const uncachedShop = startShop(uncachedPort, { CATALOG_CACHE_SECONDS: '0' });
try {
  await waitFor(`http://127.0.0.1:${shopPort}/api/health`);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  await waitFor(`http://127.0.0.1:${uncachedPort}/api/health`);

  const base = `http://127.0.0.1:${shopPort}`;
  const targets: Array<[string, string]> = [
    ['bare Fastify route', `http://127.0.0.1:${barePort}/bare`],
    ['GET /api/products?page=1', `${base}/api/products?page=1`],
    [
      `GET /api/products?category_id=${categoryId}&page=20`,
      `${base}/api/products?category_id=${categoryId}&page=20`,
    ],
    [`GET /api/products?q=${searchTerm}`, `${base}/api/products?q=${encodeURIComponent(searchTerm)}`],
    ['GET /api/products/{slug}', `${base}/api/products/${slug}`],
  ];
  const results: LoadResult[] = [];
  for (const connections of [10, 50]) {
    for (const [label, url] of targets) {
      await measure(label, url, connections, 1); // warm-up
      const result = await measure(label, url, connections, seconds);
      results.push(result);
      console.log(`${label} @${connections}: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`);
    }
  }
  // Placing orders writes to the benchmark database: after the catalogue runs, so they read as before.
  const orders = await measureOrders(base, databasePath, 10, seconds);
  for (const result of orders) {
    console.log(`${result.label} @10: ${result.requestsPerSecond} orders/s, p99 ${result.p99Ms} ms`);
  }
  const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
  const uncached: LoadResult[] = [];
  for (const [label, url] of targets.slice(1)) {
    const uncachedUrl = url.replace(base, uncachedBase);
    await measure(label, uncachedUrl, 10, 1);
    const result = await measure(label, uncachedUrl, 10, seconds);
    uncached.push(result);
    console.log(`${label} @10 uncached: ${result.requestsPerSecond} req/s, p99 ${result.p99Ms} ms`);
  }
  const size = await measureFirstVisit(`${base}/`);

  const bareAt = (connections: number) =>
    results.find((result) => result.label === 'bare Fastify route' && result.connections === connections)
      ?.requestsPerSecond ?? 1;
  const rows = results.map(
    (result) =>
      `| ${result.label} | ${result.connections} | ${result.requestsPerSecond} | ${Math.round((result.requestsPerSecond / bareAt(result.connections)) * 100)} % | ${result.p99Ms} | ${result.errors} |`,
  );
  const report = [
    `Benchmark: ${productCount} products on SQLite, ${seconds} s per run, autocannon on the same 2-core machine.`,
    '',
    '| endpoint | connections | req/s | of bare | p99 ms | errors |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    'Placing orders (a 10-line card order, pay-later off, one signed-in customer), 10 connections:',
    '',
    '| endpoint | orders/s | of bare | p99 ms | errors |',
    '|---|---|---|---|---|',
    ...orders.map(
      (result) =>
        `| ${result.label} | ${result.requestsPerSecond} | ${Math.round((result.requestsPerSecond / bareAt(10)) * 100)} % | ${result.p99Ms} | ${result.errors} |`,
    ),
    '',
    'The same calls with the catalogue cache off (`CATALOG_CACHE_SECONDS=0`), 10 connections:',
    '',
    '| endpoint | req/s | p99 ms | errors |',
    '|---|---|---|---|',
    ...uncached.map(
      (result) => `| ${result.label} | ${result.requestsPerSecond} | ${result.p99Ms} | ${result.errors} |`,
    ),
    '',
    `First visit to / (gzipped): JavaScript ${(size.javascriptGzipBytes / 1024).toFixed(1)} KB, CSS ${(size.cssGzipBytes / 1024).toFixed(1)} KB`,
    ...size.files.map((file) => `- ${file}`),
  ].join('\n');
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', `${report}\n`);
  console.log(`\n${report}`);
} finally {
  shop.kill();
  bare.kill();
  uncachedShop.kill();
}
