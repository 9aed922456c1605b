import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { createDb, type DbDialect } from '../src/server/db/database.ts';

export type BenchDatabase = {
  dialect: DbDialect;
  url: string;
  /** Seconds `npm run seed` took to fill it (measured when this bench, or an earlier run, seeded it). */
  seedSeconds: number | undefined;
};

const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

async function productsIn(url: string): Promise<number> {
  if (url.startsWith('file:') && !existsSync(url.slice('file:'.length))) return 0;
  const db = createDb(url);
  try {
    const row = await db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  } catch {
    return 0; // no schema yet
  } finally {
    await db.destroy();
  }
}

async function ensurePostgresDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * A freshly seeded PostgreSQL database as one that has run a while: vacuumed and analysed (what
 * autovacuum does in the background, and may be off on a bench host) and checkpointed. Otherwise
 * the first run after seeding paid for the seed: every page of the catalogue it touched had its
 * rows' visibility settled and written back then, and the seed's checkpoint fell inside it, so a
 * first run measured pay-later orders about three times slower than the next one.
 */
async function settlePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum (analyze)');
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/**
 * The benchmark catalogue of `products` products on SQLite (`data/bench-N.sqlite`) or on the local
 * PostgreSQL (database `bench_N`), seeded through `npm run seed` when it holds fewer. The seeding
 * time is kept beside it, so a later run on the same catalogue still reports it; `reseed` seeds anew.
 * `name` replaces `bench_N` (`data/NAME.sqlite` on SQLite): branches whose migrations differ
 * must not share one PostgreSQL database.
 */
export async function benchDatabase(
  dialect: DbDialect,
  products: number,
  reseed = false,
  name = `bench_${products}`,
): Promise<BenchDatabase> {
  if (!/^[a-z0-9_]+$/.test(name))
    throw new Error(`--database ${name}: lower-case letters, digits and _ only`);
  mkdirSync('data', { recursive: true });
  const defaultName = name === `bench_${products}`;
  const sqliteFile = defaultName ? `data/bench-${products}.sqlite` : `data/${name}.sqlite`;
  const url = dialect === 'sqlite' ? `file:${sqliteFile}` : `${POSTGRES_SERVER}/${name}`;
  const timingFile = defaultName
    ? `data/bench-${dialect}-${products}.seed.json`
    : `data/${name}-${dialect}.seed.json`;
  if (dialect === 'postgres') await ensurePostgresDatabase(name);
  if (reseed || (await productsIn(url)) < products) {
    console.log(`Seeding ${products} products into ${url}…`);
    const started = performance.now();
    const result = spawnSync(
      'npx',
      ['tsx', 'src/server/db/seed-cli.ts', '--products', String(products), '--reset'],
      { stdio: 'inherit', env: { ...process.env, DATABASE_URL: url } },
    );
    if (result.status !== 0) throw new Error('seeding the benchmark catalogue failed');
    const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
    if (dialect === 'postgres') await settlePostgres(url);
    writeFileSync(timingFile, JSON.stringify({ seedSeconds, at: new Date().toISOString() }));
  }
  const seedSeconds = existsSync(timingFile)
    ? (JSON.parse(readFileSync(timingFile, 'utf8')) as { seedSeconds: number }).seedSeconds
    : undefined;
  return { dialect, url, seedSeconds };
}
