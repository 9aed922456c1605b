import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { benchDatabase } from './bench-database.ts';
import { measureOrders } from './order-load.ts';
import { benchShopEnv, SETTLE_SECONDS, startServer } from './server-process.ts';

// `npx tsx bench/order-cpu.ts BEFORE.js AFTER.js [--db postgres] [--rounds 2] [--seconds 5]
// [--port 3290] [--database bench_mine]`: what placing an order costs in CPU, which a shared host's
// load changes far less than orders/s or latency. The order cells of compare-builds.ts against two
// server bundles in turn; for each cell the server process's CPU (user + system, from /proc) per
// placed order and, on PostgreSQL on this host, the CPU of the shop's database connections per
// placed order. A cell's figures include its one-second warm-up and first order by hand, counted
// with its orders.
const { values: options, positionals: bundles } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string', default: 'sqlite' },
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '3290' },
    database: { type: 'string' },
  },
});
if (bundles.length !== 2) throw new Error('name two server bundles: before.js after.js');
if (options.db !== 'sqlite' && options.db !== 'postgres') throw new Error('--db is sqlite or postgres');

const database = await benchDatabase(options.db, 100_000, false, options.database);
const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux

/** CPU milliseconds (user + system) a process has used, 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the bench database now. */
async function backendPids(): Promise<number[]> {
  if (options.db !== 'postgres') return [];
  const client = new pg.Client(database.url);
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** Orders placed so far, all customers. */
async function orderCount(): Promise<number> {
  if (options.db !== 'postgres') {
    const { default: SQLite } = await import('better-sqlite3');
    const sqlite = new SQLite(database.url.slice('file:'.length), { readonly: true });
    try {
      return Number((sqlite.prepare('select count(*) as n from orders').get() as { n: number }).n);
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client(database.url);
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from orders');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const lines: string[] = [];
for (let round = 1; round <= Number(options.rounds); round++) {
  for (const bundle of bundles) {
    const server = await startServer(bundle, Number(options.port), '/api/products?page=1', {
      ...benchShopEnv(database.url, '1'),
    });
    const pid = server.process.pid ?? 0;
    try {
      await sleep(SETTLE_SECONDS * 1000);
      // The shop's pool opens its connections under the first load; count them from then on.
      const before = { orders: await orderCount(), server: cpuMs(pid) };
      const pids = await backendPids();
      const backendsBefore = pids.reduce((sum, backend) => sum + cpuMs(backend), 0);
      const results = await measureOrders(
        [{ origin: server.origin, cache: 'on' }],
        database.url,
        Number(options.connections),
        Number(options.seconds),
      );
      const placed = (await orderCount()) - before.orders;
      const serverMs = cpuMs(pid) - before.server;
      const known = new Set(pids);
      const backendsMs =
        pids.reduce((sum, backend) => sum + cpuMs(backend), 0) -
        backendsBefore +
        (await backendPids()).filter((backend) => !known.has(backend)).reduce((sum, b) => sum + cpuMs(b), 0);
      const line = `round ${round} ${bundle}: ${placed} orders, server CPU ${(serverMs / placed).toFixed(2)} ms/order, database CPU ${(backendsMs / placed).toFixed(2)} ms/order; ${results
        .map((result) => `${result.label.split(',')[0]} ${result.requestsPerSecond}/s p99 ${result.p99Ms}`)
        .join('; ')}; load ${loadavg()
        .map((load) => load.toFixed(1))
        .join(' ')}`;
      console.log(line);
      lines.push(line);
    } finally {
      server.process.kill();
      await sleep(500);
    }
  }
}
console.log(`\n${lines.join('\n')}`);
