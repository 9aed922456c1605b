import { describe, expect, it } from 'vitest';
import { serverProcessLeases } from '../test/channel-pair.ts';
import { RateLimitLeases } from './rate-limit-leases.ts';
import { RateLimitWindows } from './rate-limit-windows.ts';

const MINUTE = 60_000;

const allowed = (counts: Array<{ current: number }>, max: number) =>
  counts.filter((count) => count.current <= max).length;

describe('rate limits shared by the server processes of a cluster', () => {
  it('counts a client once across processes, hit by hit when near its limit', async () => {
    const windows = new RateLimitWindows();
    const first = serverProcessLeases(windows).leases;
    const second = serverProcessLeases(windows).leases;

    const counts = [];
    for (let hit = 0; hit < 7; hit++) counts.push(await (hit % 2 ? second : first).hit('client', MINUTE, 5));

    expect(counts.map((count) => count.current)).toEqual([1, 2, 3, 4, 5, 6, 6]);
    expect((await first.hit('another client', MINUTE, 5)).current).toBe(1);
  });

  it('allows no more than the limit to hits arriving together on several processes', async () => {
    const windows = new RateLimitWindows();
    const processes = [
      serverProcessLeases(windows),
      serverProcessLeases(windows),
      serverProcessLeases(windows),
    ];

    const counts = await Promise.all(
      Array.from({ length: 300 }, (_, hit) => processes[hit % 3]?.leases.hit('client', MINUTE, 100)),
    );

    expect(
      allowed(
        counts.filter((count) => count !== undefined),
        100,
      ),
    ).toBe(100);
  });

  it('asks for ever larger leases for a busy client, so most hits need no message', async () => {
    const windows = new RateLimitWindows();
    const process = serverProcessLeases(windows);

    const counts = [];
    for (let hit = 0; hit < 1_000; hit++) counts.push(await process.leases.hit('client', MINUTE, 1_000_000));

    expect(counts.map((count) => count.current)).toEqual(Array.from({ length: 1_000 }, (_, hit) => hit + 1));
    expect(process.sent()).toBeLessThan(15);
  });

  it('gives back the unused part of an idle lease, for the other processes', async () => {
    let now = 0;
    const windows = new RateLimitWindows({ now: () => now });
    const first = serverProcessLeases(windows, { now: () => now, leaseMs: 1_000 }).leases;
    const second = serverProcessLeases(windows, { now: () => now, leaseMs: 1_000 }).leases;
    // Leases of 1, 2 and 4 hits, of which one is used: three hits of 40 sit unused in the first process.
    for (let hit = 0; hit < 4; hit++) await first.hit('client', MINUTE, 40);
    const second36 = [];
    for (let hit = 0; hit < 36; hit++) second36.push(await second.hit('client', MINUTE, 40));
    expect(allowed(second36, 40)).toBe(33);

    now += 1_000;
    first.giveBackIdleLeases();
    await new Promise((resolve) => setImmediate(resolve));
    const more = [];
    for (let hit = 0; hit < 4; hit++) more.push(await second.hit('client', MINUTE, 40));

    expect(allowed(more, 40)).toBe(3);
  });

  it('fails the hits it could not ask about when the first process has gone', async () => {
    const gone = new Error('channel closed');
    const leases = new RateLimitLeases({
      send: (_message, callback) => setImmediate(() => callback(gone)),
      on: () => undefined,
    });

    await expect(leases.hit('client', MINUTE, 5)).rejects.toBe(gone);
  });

  it('asks for no more than a client used, once a lease has gone back', async () => {
    let now = 0;
    const windows = new RateLimitWindows({ now: () => now });
    const first = serverProcessLeases(windows, { now: () => now }).leases;
    const second = serverProcessLeases(windows, { now: () => now }).leases;
    // Leases of 1, 2 and 4 hits: the fourth hit leaves three unused.
    for (let hit = 0; hit < 4; hit++) await first.hit('client', MINUTE, 1_000);

    now += 1_000;
    first.giveBackIdleLeases();
    expect((await first.hit('client', MINUTE, 1_000)).current).toBe(5);

    // The first process took one hit, not eight: the second's is the next.
    expect((await second.hit('client', MINUTE, 1_000)).current).toBe(6);
  });

  it('refuses a client over its limit without asking again, until a lease may have come back', async () => {
    let now = 0;
    const windows = new RateLimitWindows({ now: () => now });
    const first = serverProcessLeases(windows, { now: () => now }).leases;
    const second = serverProcessLeases(windows, { now: () => now });
    for (let hit = 0; hit < 4; hit++) await first.hit('client', MINUTE, 40);
    const refusedAt = [];
    for (let hit = 0; hit < 40; hit++) refusedAt.push(await second.leases.hit('client', MINUTE, 40));
    expect(allowed(refusedAt, 40)).toBe(33);
    const messages = second.sent();

    const meanwhile = [];
    for (let hit = 0; hit < 100; hit++) meanwhile.push(await second.leases.hit('client', MINUTE, 40));
    expect(allowed(meanwhile, 40)).toBe(0);
    expect(second.sent()).toBe(messages);

    now += 1_000;
    first.giveBackIdleLeases();
    const later = [];
    for (let hit = 0; hit < 5; hit++) later.push(await second.leases.hit('client', MINUTE, 40));
    expect(allowed(later, 40)).toBe(3);
  });

  it('gives idle leases back on its own and forgets the keys', async () => {
    const windows = new RateLimitWindows();
    const first = serverProcessLeases(windows, { leaseMs: 20 }).leases;
    const second = serverProcessLeases(windows, { leaseMs: 20 }).leases;
    for (let hit = 0; hit < 4; hit++) await first.hit('client', MINUTE, 40);
    expect(first.keysHeld).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 200));
    const counts = [];
    for (let hit = 0; hit < 40; hit++) counts.push(await second.hit('client', MINUTE, 40));

    expect(first.keysHeld).toBe(0);
    expect(allowed(counts, 40)).toBe(36);
  });
});
