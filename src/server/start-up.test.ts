import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseWhenReady } from './db/wait-for-database.ts';
import { startTcpProxy } from './test/tcp-proxy.ts';
import { createTestDatabase } from './test/test-app.ts';

/** Runs the shop's entry point as `npm start` does, with `env`, and collects what it prints. */
function startShop(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', PORT: '0', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const scratch = mkdtempSync(join(tmpdir(), 'shop-start-up-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('starting with a database it cannot use', () => {
  it('retries a refused PostgreSQL for a while, then exits 1 with one line naming it, without its password', async () => {
    const port = await closedPort();

    const { code, output } = await startShop({
      DATABASE_URL: `postgres://shop:s3cret@127.0.0.1:${port}/shop`,
      STARTUP_DATABASE_WAIT_SECONDS: '2',
    });

    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      `Cannot reach the PostgreSQL database postgres://shop@127.0.0.1:${port}/shop: connect ECONNREFUSED 127.0.0.1:${port}. Retrying for up to 2 s.`,
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^Start-up failed: Cannot reach the PostgreSQL database postgres://shop@127\\.0\\.0\\.1:${port}/shop: connect ECONNREFUSED .*\\. Gave up after [3-9] attempts\\. Check that PostgreSQL is running`,
      ),
    );
    expect(output).not.toContain('s3cret');
  }, 20_000);

  it('says in one line when the SQLite file cannot be opened', async () => {
    const notAFolder = join(scratch, 'a-file');
    writeFileSync(notAFolder, '');

    const { code, output } = await startShop({
      DATABASE_URL: `file:${notAFolder}/shop.sqlite`,
      STARTUP_DATABASE_WAIT_SECONDS: '0',
    });

    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Start-up failed: Cannot open the SQLite file ${notAFolder}/shop\\.sqlite: .*Check that the folder exists`,
        ),
      ),
    ]);
  }, 20_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL that comes up during start-up', () => {
  it('is waited for', async () => {
    const database = await createTestDatabase();
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    proxy.down();
    const throughProxy = new URL(database.url);
    throughProxy.host = `127.0.0.1:${proxy.port}`;
    const lines: string[] = [];
    setTimeout(() => proxy.up(), 1200);

    const db = await openDatabaseWhenReady(throughProxy.toString(), {
      waitMs: 10_000,
      log: (line) => lines.push(line),
    });

    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Reached the PostgreSQL database/);
    await db.destroy();
    await proxy.close();
    await database.drop();
  });
});
