import { type Db, isPostgres } from '../../db/database.ts';

/** After a failed build, the next one waits this long (the database way answers meanwhile). */
const RETRY_AFTER_MS = 5_000;

/**
 * When a request finds no index of its catalogue version: `background` answers it the database
 * way while one build runs (what the shop does); `wait` waits for that build (tests, so every
 * request takes the index); `never` always answers the database way (tests of that way).
 */
export type IndexUse = 'background' | 'wait' | 'never';

/** Lets pending requests run before the build goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Reads the catalogue and builds what an index holds; undefined if the version moved meanwhile. */
export type BuildIndex<T> = (db: Db, pause: () => Promise<void>) => Promise<T | undefined>;

/**
 * Something this process works out from the whole catalogue (the catalogue's order, quick order's
 * names) for one database, kept for one catalogue version. A request uses it only when it was
 * built at the version the request has just read, so a write through any process is seen by the
 * next request. When the version has moved, the request is answered from the database while one
 * rebuild runs in slices; a version that moves during a build discards it. Nothing is built before
 * the first need, so start-up does not wait for it.
 */
export class CatalogueVersionIndex<T extends { readonly version: number }> {
  use: IndexUse = 'background';
  private current: T | undefined;
  private building: Promise<T | undefined> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;
  private stopped = false;

  /** `pause` yields the thread between the build's slices (tests hook in here). */
  constructor(
    private readonly name: string,
    private readonly buildFrom: BuildIndex<T>,
    private readonly pause: () => Promise<void> = nextTurn,
  ) {}

  /** The catalogue version of what this process holds (undefined: none). */
  get version(): number | undefined {
    return this.current?.version;
  }

  /** What it holds at `version`, if this process has it; otherwise starts building one (see `use`). */
  async at(db: Db, version: number): Promise<T | undefined> {
    if (this.use === 'never' || this.stopped) return undefined;
    const current = this.current;
    if (current?.version === version) return current;
    // A newer version makes it useless: drop it now rather than hold two while rebuilding.
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
   * What this process holds, whatever its version, for a request that checks the version in
   * the same statement that reads its rows (undefined: none, or the database way is asked for).
   */
  latest(): T | undefined {
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

  private startBuild(db: Db): Promise<T | undefined> {
    const pause = async () => {
      await this.pause();
      if (this.stopped) throw new BuildStopped();
    };
    const build = this.buildFrom(db, pause).then(
      (built) => {
        // A newer one may have been dropped in meanwhile; never step back to an older one.
        if (built && (!this.current || this.current.version < built.version)) this.current = built;
        return built;
      },
      (error: unknown) => {
        if (error instanceof BuildStopped) return undefined;
        this.failedAt = performance.now();
        console.error(`Building the ${this.name} index failed:`, error);
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
export function withBuildConnection<T>(db: Db, build: (db: Db) => Promise<T>): Promise<T> {
  return isPostgres(db) ? db.connection().execute(build) : build(db);
}
