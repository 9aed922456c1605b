import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * Pages the server's own connection lets the WAL reach before it checkpoints on the event loop
 * itself: only if the background checkpoint falls behind (or its thread has died), so the WAL
 * cannot grow without bound. SQLite's default is 1,000.
 */
export const FOREGROUND_CHECKPOINT_PAGES = 20_000;

/** How often the background thread copies the WAL's committed pages into the database file. */
export const BACKGROUND_CHECKPOINT_EVERY_MS = 100;

// Run by the worker thread, as CommonJS: its own connection to the file, a passive checkpoint
// (it never waits for, nor blocks, the server's reads and writes) on every tick, closed on 'stop'.
const CHECKPOINT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another process's checkpoint) or a passing I/O error: the next tick tries again.
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves the WAL's checkpoints off the event loop (decision 0204). With SQLite's default the commit
 * that takes the WAL past 1,000 pages copies them all into the database file and syncs it, on the
 * server's one thread: under the order load a quarter of the server's busy time was commits, most
 * of it these checkpoints, and each one held every request waiting behind it. A worker thread with
 * its own connection now checkpoints every 100 ms, passively; the server's connection checkpoints
 * itself only past FOREGROUND_CHECKPOINT_PAGES. Answers a function that stops the thread.
 */
export function checkpointInBackground(sqlite: SQLite.Database, path: string): () => Promise<void> {
  sqlite.pragma(`wal_autocheckpoint = ${FOREGROUND_CHECKPOINT_PAGES}`);
  const worker = new Worker(CHECKPOINT_THREAD, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      path,
      everyMs: BACKGROUND_CHECKPOINT_EVERY_MS,
    },
  });
  // A checkpoint thread that fails leaves the server's own checkpoints to do the work, as before.
  worker.on('error', (error) => console.error(`SQLite background checkpoint stopped: ${error.message}`));
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return async () => {
    // Held until the thread has closed its connection: unreferenced, a process with nothing else to
    // do ended while waiting here, silently (the cluster's primary closes its database after seeding,
    // before it forks the server processes: `npm start` with WEB_CONCURRENCY=2 then never served).
    worker.ref();
    worker.postMessage('stop');
    await exited;
  };
}
