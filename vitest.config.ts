import { defineConfig } from 'vitest/config';

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
          name: 'server',
          include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // One migrated database per run, copied for each test file's app (see the file).
          globalSetup: ['src/server/test/migrated-database-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { name: 'web', include: ['src/web/**/*.test.{ts,tsx}'], environment: 'jsdom' },
      },
    ],
  },
});
