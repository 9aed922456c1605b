import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTestFiles = ['src/server', 'scripts'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`),
);
/**
 * Server test files that replace a module, the environment or the timers (vi.mock and the like) run
 * with a module graph of their own: sharing one, a replaced module could stay replaced for the next
 * file, or not be replaced because an earlier file had loaded it.
 */
const serverTestsWithOwnModules = serverTestFiles.filter((file) =>
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/.test(readFileSync(file, 'utf8')),
);

const serverTestOptions = {
  environment: 'node' as const,
  // One migrated database per run, copied for each test file's app (see the file).
  globalSetup: ['src/server/test/migrated-database-template.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'src/architecture.test.ts', 'src/doc-citations.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...serverTestOptions,
          name: 'server',
          include: serverTestFiles.filter((file) => !serverTestsWithOwnModules.includes(file)),
          // The files share each worker's loaded modules instead of loading the whole server again
          // for each one (about two thirds of the project's time on a 2-core CI machine). The
          // server keeps its state per app and database (WeakMaps keyed by the database), so
          // nothing a file does carries over to the next.
          isolate: false,
        },
      },
      {
        test: { ...serverTestOptions, name: 'server-own-modules', include: serverTestsWithOwnModules },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
