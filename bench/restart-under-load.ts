import { measurePaths } from './http-load.ts';
import { startServer } from './server-process.ts';
import type { CatalogueCell } from './url-sets.ts';

/**
 * A shop process started while visitors are already there: random list pages at 10 connections
 * from the moment it answers its first request, second by second. It shows how soon a fresh
 * process (a deploy, a crash) serves pages from its catalogue order index rather than the slower
 * database way it uses while the index builds.
 */
export async function restartUnderLoad(
  cell: CatalogueCell,
  port: number,
  env: Record<string, string>,
  seconds = 6,
): Promise<string[]> {
  const shop = await startServer('scripts/start.mjs', port, '/api/products?page=1', env);
  try {
    const lines = [
      `${cell.label}, 10 connections, cache off, from the first answer of a freshly started process:`,
      '',
      '| second | req/s | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|',
    ];
    for (let second = 1; second <= seconds; second++) {
      const result = await measurePaths(cell.label, shop.origin, cell.nextPath, 10, 1);
      lines.push(
        `| ${second} | ${result.requestsPerSecond} | ${result.p50Ms} | ${result.p99Ms} | ${result.errors} |`,
      );
    }
    return lines;
  } finally {
    // Gone before the next section starts, database connections and all.
    const exited = new Promise((resolve) => shop.process.once('exit', resolve));
    shop.process.kill();
    await exited;
  }
}
