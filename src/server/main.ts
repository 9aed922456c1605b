import cluster from 'node:cluster';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { buildApp } from './app.ts';
import { superviseWorkers } from './cluster.ts';
import { channelToFirstProcess } from './cluster-channel.ts';
import { type Config, listeningNotice, loadConfig } from './config.ts';
import type { Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo.ts';
import { openDatabaseWhenReady } from './db/wait-for-database.ts';
import { grantLeases } from './shared-rate-limits/lease-channel.ts';
import { RateLimitLeases } from './shared-rate-limits/rate-limit-leases.ts';
import { RateLimitWindows } from './shared-rate-limits/rate-limit-windows.ts';
import { sharedRateLimitStore } from './shared-rate-limits/shared-rate-limit-store.ts';
import { closeWithDeadline } from './shutdown.ts';
import { ensureWebBuild } from './web-build.ts';

/** Builds the app on `db` and listens; in a cluster every server process shares the port. */
async function serve(config: Config, db: Db, rateLimitStore?: FastifyRateLimitStoreCtor): Promise<void> {
  const app = await buildApp({ config, db, logger: true, rateLimitStore });
  const close = async () => {
    const { inTime } = await closeWithDeadline(
      app,
      () => db.destroy(),
      config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    );
    process.exit(inTime ? 0 : 1);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  // Said once, by the first (or only) server process.
  if (cluster.isWorker && cluster.worker?.id !== 1) return;
  if (config.isProduction || !config.hostIsExplicit) app.log.info(listeningNotice(config));
  else app.log.warn(listeningNotice(config));
}

/** The database, once it answers (start-up retries a while: it may be starting with the shop). */
function openDatabase(config: Config): Promise<Db> {
  return openDatabaseWhenReady(config.DATABASE_URL, {
    waitMs: config.STARTUP_DATABASE_WAIT_SECONDS * 1000,
    log: console.error,
    dbOptions: {
      acquireTimeoutMs: config.DATABASE_ACQUIRE_TIMEOUT_SECONDS * 1000,
      checkpointInBackground: true,
    },
  });
}

async function start(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) {
    // With Redis every process of every machine counts there; without, the first process counts.
    const clusterStore = config.REDIS_URL
      ? undefined
      : sharedRateLimitStore(new RateLimitLeases(channelToFirstProcess()));
    await serve(config, await openDatabase(config), clusterStore);
  } else {
    // Migrating, seeding and the web build happen once, here, before any process serves.
    const db = await openDatabase(config);
    await migrateToLatest(db);
    if (config.seedDemoData) await seedDemoDataIfEmpty(db, { log: console.log });
    await ensureWebBuild();
    if (config.workers === 1) {
      await serve(config, db);
    } else {
      await db.destroy();
      console.log(`Starting ${config.workers} server processes (WEB_CONCURRENCY).`);
      // The server processes' request rate limits are counted here, once for all of them.
      const rateLimitWindows = new RateLimitWindows({ processes: config.workers });
      const supervisor = superviseWorkers({
        count: config.workers,
        fork: () => {
          const worker = cluster.fork();
          grantLeases(worker, rateLimitWindows);
          return worker;
        },
        log: console.log,
      });
      const stop = (signal: NodeJS.Signals) => () => void supervisor.stop(signal);
      process.once('SIGINT', stop('SIGINT'));
      process.once('SIGTERM', stop('SIGTERM'));
      const { failed } = await supervisor.done;
      process.exit(failed ? 1 : 0);
    }
  }
}

try {
  await start();
} catch (error) {
  // One line saying what failed: an uncaught error would print the bundle's minified source line.
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
