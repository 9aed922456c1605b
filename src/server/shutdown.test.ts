import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { closeWithDeadline } from './shutdown.ts';
import { createTestDatabase } from './test/test-app.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A listening shop with short timeouts, and a way to open raw connections to it. */
async function listeningShop(env: Record<string, string>) {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...env });
  const db = createDb(config.DATABASE_URL);
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const sockets: Socket[] = [];
  cleanups.push(async () => {
    for (const socket of sockets) socket.destroy();
  });
  return {
    app,
    db,
    /** Sends `text` and keeps the connection open, as a slow or stalled client does. */
    async send(text: string): Promise<{ socket: Socket; received: () => string; ended: Promise<void> }> {
      const socket = connect(port, '127.0.0.1');
      sockets.push(socket);
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      socket.on('error', () => {});
      const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(text);
      return { socket, received: () => received, ended };
    },
  };
}

const HALF_A_BODY =
  'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":';

describe('slow clients', () => {
  it('a request body that stops short of its Content-Length is answered 408 and closed', async () => {
    const shop = await listeningShop({ HEADERS_TIMEOUT_SECONDS: '0.3', REQUEST_TIMEOUT_SECONDS: '0.6' });
    cleanups.push(() => shop.app.close().then(() => shop.db.destroy()));
    const client = await shop.send(HALF_A_BODY);

    await client.ended;

    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('"message":"The request took too long to arrive."');
  });

  it('headers that never finish are answered 408 and closed', async () => {
    const shop = await listeningShop({ HEADERS_TIMEOUT_SECONDS: '0.3', REQUEST_TIMEOUT_SECONDS: '5' });
    cleanups.push(() => shop.app.close().then(() => shop.db.destroy()));
    const started = Date.now();
    const client = await shop.send('GET /api/health HTTP/1.1\r\nHost: sh');

    await client.ended;

    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('shutdown', () => {
  it('finishes by its deadline while clients hold half-sent requests, closing their connections', async () => {
    // Timeouts far beyond the deadline: the deadline alone must end the shutdown.
    const shop = await listeningShop({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '120' });
    const slowBody = await shop.send(HALF_A_BODY);
    const slowHeaders = await shop.send('GET /api/health HTTP/1.1\r\nHost: sh');
    const started = Date.now();

    const { inTime } = await closeWithDeadline(shop.app, () => shop.db.destroy(), 500);

    expect(inTime).toBe(false);
    expect(Date.now() - started).toBeLessThan(2500);
    await Promise.all([slowBody.ended, slowHeaders.ended]);
    expect(shop.app.server.listening).toBe(false);
  });

  it('finishes at once, in time, when no request is open', async () => {
    const shop = await listeningShop({});
    const started = Date.now();

    const { inTime } = await closeWithDeadline(shop.app, () => shop.db.destroy(), 5000);

    expect(inTime).toBe(true);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
