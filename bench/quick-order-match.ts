import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createDb } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { namesIndexFor } from '../src/server/modules/quick-order/catalogue-names-index.ts';
import { matchQuickOrder } from '../src/server/modules/quick-order/quick-order.service.ts';

// How long matching a 50-line quick-order paste takes on a seeded catalogue, in one process without
// HTTP, one paste at a time. Each paste mixes what a stock sheet holds: order codes, the first
// words of names, names with a quantity before or after, and lines that match nothing, drawn from
// every 20th product of the catalogue. Both ways are measured in the same run, on the same pastes:
// through the database's indexes alone (the cache-off figure: a process that has not yet read the
// catalogue's names, or one whose catalogue just changed), and through this process's names of the
// catalogue (decision 0175), whose build is timed apart. A section of `npm run bench` ('quick
// order'), and on its own: `npx tsx bench/quick-order-match.ts [--url file:data/bench-100000.sqlite]
// [--pastes 200] [--lines 50]`.

const WARM_UP_PASTES = 5;
/** The issue's target (issue 31): a 50-line paste matched within this, at the 99th percentile. */
const TARGET_P99_MS = 50;

/**
 * A seeded 32-bit generator (mulberry32), so every run draws the same pastes. The linear one used
 * before took its draws from the low bits, which repeat: 200 pastes held 660 of the 5,000 products
 * and three quantities.
 */
function generator(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
  };
}

type Product = { name: string; order_code: string | null };

function drawPastes(sample: readonly Product[], pastes: number, lines: number): string[][] {
  const random = generator(1);
  const line = (): string => {
    const product = sample[random(sample.length)];
    if (!product) throw new Error('The catalogue is empty');
    const words = product.name.split(/[\s,]+/);
    const quantity = 1 + random(24);
    switch (random(5)) {
      case 0:
        return `${product.order_code} ${quantity}`;
      case 1:
        return `${quantity} x ${words.slice(0, 2).join(' ')}`;
      case 2:
        return `${words.slice(1, 3).join(' ')} ${quantity}`;
      case 3:
        return `${quantity} cases ${words.slice(-2).join(' ')}`;
      default:
        return `${quantity} x unicorn tears ${random(1000)}`;
    }
  };
  return Array.from({ length: pastes }, () => Array.from({ length: lines }, line));
}

/** Wall-clock milliseconds, and the process's own CPU milliseconds (what other load on a shared host does not add). */
type Timing = {
  p50: number;
  p99: number;
  max: number;
  cpuP50: number;
  cpuP99: number;
  statuses: Record<string, number>;
};

/** Times every paste after the warm-up; the first pastes prepare statements and fill caches. */
async function timePastes(db: ReturnType<typeof createDb>, pastes: readonly string[][]): Promise<Timing> {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const statuses: Record<string, number> = {};
  for (const [i, paste] of pastes.entries()) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const answer = await matchQuickOrder(db, paste);
    if (i < WARM_UP_PASTES) continue;
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    for (const matched of answer.lines) statuses[matched.status] = (statuses[matched.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const at = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return {
    p50: at(times, 0.5),
    p99: at(times, 0.99),
    max: times.at(-1) ?? 0,
    cpuP50: at(cpuTimes, 0.5),
    cpuP99: at(cpuTimes, 0.99),
    statuses,
  };
}

/** The bench report's lines: both ways on the same pastes, and the names' build. */
export async function quickOrderReport(url: string, pasteCount = 200, lineCount = 50): Promise<string[]> {
  const db = createDb(url);
  try {
    await migrateToLatest(db);
    // Every 20th listed product by id: the same 5,000 each run, spread over the catalogue.
    const listed = await db
      .selectFrom('products')
      .select(['name', 'order_code'])
      .where('archived_at', 'is', null)
      .orderBy('id')
      .execute();
    const sample = listed.filter((_, index) => index % 20 === 0);
    const pastes = drawPastes(sample, WARM_UP_PASTES + pasteCount, lineCount);
    const distinct = new Set(pastes.flat()).size;
    const index = namesIndexFor(db);
    index.use = 'never';
    const database = await timePastes(db, pastes);
    index.use = 'wait';
    const building = performance.now();
    await matchQuickOrder(db, ['lemons']);
    const buildMs = performance.now() - building;
    const memory = await timePastes(db, pastes);
    const row = (way: string, cache: string, timing: Timing) =>
      `| ${way} | ${cache} | ${timing.p50.toFixed(1)} | ${timing.p99.toFixed(1)} | ${timing.max.toFixed(1)} | ${timing.cpuP50.toFixed(1)} / ${timing.cpuP99.toFixed(1)} | ${timing.p99 < TARGET_P99_MS ? 'yes' : 'no'} |`;
    const same = JSON.stringify(database.statuses) === JSON.stringify(memory.statuses);
    return [
      `${pasteCount} pastes of ${lineCount} lines (${distinct} different lines), one at a time, in the bench's process (load average ${loadavg()[0]?.toFixed(1)}):`,
      '',
      `| way | cache | p50 ms | p99 ms | max ms | process CPU p50 / p99 ms | p99 under ${TARGET_P99_MS} ms |`,
      '|---|---|---|---|---|---|---|',
      row("the database's indexes", 'off', database),
      row("the process's names of the catalogue", 'on', memory),
      '',
      `- names read and indexed in ${Math.round(buildMs)} ms (in slices, requests answered meanwhile)`,
      `- lines by status: ${JSON.stringify(memory.statuses)}${same ? ', the same both ways' : `; the database way: ${JSON.stringify(database.statuses)}`}`,
    ];
  } finally {
    await namesIndexFor(db).stop();
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'file:data/bench-100000.sqlite' },
      pastes: { type: 'string', default: '200' },
      lines: { type: 'string', default: '50' },
    },
  });
  console.log((await quickOrderReport(values.url, Number(values.pastes), Number(values.lines))).join('\n'));
}
