import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { namesIndexFor } from '../src/server/modules/quick-order/catalogue-names-index.ts';
import { matchQuickOrder } from '../src/server/modules/quick-order/quick-order.service.ts';

// `npx tsx bench/quick-order-match.ts [--url file:data/bench-100000.sqlite] [--pastes 200]`: how
// long matching a 50-line quick-order paste takes on a seeded catalogue, in one process without
// HTTP, one paste at a time. Each paste mixes what a stock sheet holds: order codes, the first
// words of names, names with a quantity before or after, and lines that match nothing. Both ways
// are measured in the same run, on the same pastes: through the database's indexes alone, and
// through this process's names of the catalogue (decision 0175), whose build is timed apart.
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'file:data/bench-100000.sqlite' },
    pastes: { type: 'string', default: '200' },
    lines: { type: 'string', default: '50' },
  },
});
const db = createDb(values.url);
await migrateToLatest(db);

const sample = await db
  .selectFrom('products')
  .select(['name', 'order_code'])
  .where('archived_at', 'is', null)
  .orderBy(sql`random()`)
  .limit(5000)
  .execute();
const WARM_UP_PASTES = 5;
let seed = 1;
const random = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed % n;
};

function line(): string {
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
}

const pastes = Array.from({ length: WARM_UP_PASTES + Number(values.pastes) }, () =>
  Array.from({ length: Number(values.lines) }, line),
);

/** Times every paste after the warm-up; the first pastes prepare statements and fill caches. */
async function measure(way: string): Promise<void> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  for (const [i, paste] of pastes.entries()) {
    const started = performance.now();
    const answer = await matchQuickOrder(db, paste);
    if (i < WARM_UP_PASTES) continue;
    times.push(performance.now() - started);
    for (const matched of answer.lines) statuses[matched.status] = (statuses[matched.status] ?? 0) + 1;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]?.toFixed(1);
  console.log(
    `${way}: ${values.pastes} pastes of ${values.lines} lines on ${values.url}: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
  );
  console.log('  lines by status:', statuses);
}

const index = namesIndexFor(db);
index.use = 'never';
await measure('database indexes');
index.use = 'wait';
const building = performance.now();
await matchQuickOrder(db, ['lemons']);
console.log(
  `names in memory built in ${(performance.now() - building).toFixed(0)} ms (read in slices, requests go on)`,
);
await measure('names in memory');
await db.destroy();
