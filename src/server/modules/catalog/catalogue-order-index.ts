import { type Db, isPostgres } from '../../db/database.ts';
import { listedProductsAfter, type PageBoundary, readCatalogueVersion } from './catalog.repository.ts';
import { descendantsByCategory } from './catalog-page-index.ts';
import { type CatalogueOrder, CatalogueOrderBuilder } from './catalogue-order.ts';

/** Products read per query while building (each read is short, so requests go on in between). */
const PRODUCTS_PER_READ = 1_000;

/** After a failed build, the next one waits this long (the database way answers meanwhile). */
const RETRY_AFTER_MS = 5_000;

/**
 * When a request finds no order of its catalogue version: `background` answers it the database
 * way while one build runs (what the shop does); `wait` waits for that build (tests, so every
 * request takes the index); `never` always answers the database way (tests of that way).
 */
export type OrderIndexUse = 'background' | 'wait' | 'never';

/** Lets pending requests run before the build goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * This process's catalogue order (`catalogue-order.ts`) for one database, kept for one catalogue
 * version. A request uses it only when it was built at the version the request has just read, so
 * a write through any process is seen by the next request. When the version has moved, the request
 * is answered from the database while one rebuild runs in slices; a version that moves during a
 * build discards it. Nothing is built before the first need, so start-up does not wait for it.
 */
export class CatalogueOrderIndex {
  use: OrderIndexUse = 'background';
  private current: CatalogueOrder | undefined;
  private building: Promise<CatalogueOrder | undefined> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;
  private stopped = false;

  /** `pause` yields the thread between the build's slices (tests hook in here). */
  constructor(private readonly pause: () => Promise<void> = nextTurn) {}

  /** The catalogue version of the order this process holds (undefined: none). */
  get version(): number | undefined {
    return this.current?.version;
  }

  /** The order at `version`, if this process has it; otherwise starts building one (see `use`). */
  async at(db: Db, version: number): Promise<CatalogueOrder | undefined> {
    if (this.use === 'never' || this.stopped) return undefined;
    const current = this.current;
    if (current?.version === version) return current;
    // A newer version makes the order useless: drop it now rather than hold two while rebuilding.
    if (current && current.version < version) this.current = undefined;
    // An older version is a request that read before a write landed: nothing to build for it.
    if (current && current.version > version) return undefined;
    if (performance.now() - this.failedAt < RETRY_AFTER_MS) return undefined;
    const build = this.building ?? this.startBuild(db);
    if (this.use === 'background') return undefined;
    const built = await build;
    return built?.version === version ? built : undefined;
  }

  /**
   * The order this process holds, whatever its version, for a request that checks the version in
   * the same statement that reads its rows (undefined: none, or the database way is asked for).
   */
  latest(): CatalogueOrder | undefined {
    return this.use === 'never' ? undefined : this.current;
  }

  /** Resolves when the running build (if any) is over: for tests. */
  async settled(): Promise<void> {
    await this.building;
  }

  /**
   * Ends a running build at its next pause and starts no other; resolves once it has ended. The app
   * is closing, and its database is about to be: a build (seconds on a large catalogue) would
   * otherwise fail against it, or hold the close.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.building;
  }

  private startBuild(db: Db): Promise<CatalogueOrder | undefined> {
    const pause = async () => {
      await this.pause();
      if (this.stopped) throw new BuildStopped();
    };
    const build = buildOrder(db, pause).then(
      (order) => {
        // A newer order may have been dropped in meanwhile; never step back to an older one.
        if (order && (!this.current || this.current.version < order.version)) this.current = order;
        return order;
      },
      (error: unknown) => {
        if (error instanceof BuildStopped) return undefined;
        this.failedAt = performance.now();
        console.error('Building the catalogue order index failed:', error);
        return undefined;
      },
    );
    this.building = build;
    void build.finally(() => {
      if (this.building === build) this.building = undefined;
    });
    return build;
  }
}

/** A build ended by `stop`: not a failure. */
class BuildStopped extends Error {}

/**
 * Runs a build's reads. On PostgreSQL they share one pooled connection, held for the build:
 * otherwise each of its hundred reads queued behind every request waiting for a connection, and
 * under load (just when a restarted process needs its index most) the build took seconds while
 * requests went the slower database way. SQLite's driver has one connection that requests share,
 * so there each read takes its turn between requests.
 */
function withBuildConnection<T>(db: Db, build: (db: Db) => Promise<T>): Promise<T> {
  return isPostgres(db) ? db.connection().execute(build) : build(db);
}

/** Reads every listed product in order, chunk by chunk, and builds the order; undefined if the version moved. */
async function buildOrder(db: Db, pause: () => Promise<void>): Promise<CatalogueOrder | undefined> {
  // Awaited here, so that even a failure to get a connection reaches the build's retry back-off.
  return await withBuildConnection(db, (connection) => buildOrderFrom(connection, pause));
}

async function buildOrderFrom(db: Db, pause: () => Promise<void>): Promise<CatalogueOrder | undefined> {
  const version = await readCatalogueVersion(db);
  const builder = new CatalogueOrderBuilder(version);
  let after: PageBoundary | undefined;
  for (;;) {
    const products = await listedProductsAfter(db, after, PRODUCTS_PER_READ);
    builder.add(products);
    await pause();
    const last = products.at(-1);
    if (!last || products.length < PRODUCTS_PER_READ) break;
    after = { name: last.name, id: last.id };
  }
  const order = await builder.build(await descendantsByCategory(db), pause);
  // Any write that changes a list moves the version in its own transaction: an unchanged version
  // means every chunk read the same catalogue.
  return (await readCatalogueVersion(db)) === version ? order : undefined;
}

const indexes = new WeakMap<Db, CatalogueOrderIndex>();

/** This process's catalogue order index for `db`. */
export function orderIndexFor(db: Db): CatalogueOrderIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new CatalogueOrderIndex();
    indexes.set(db, index);
  }
  return index;
}
