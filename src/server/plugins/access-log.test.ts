import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { registerAccessLog } from './access-log.ts';

/** A Fastify app logging into memory, with a fast route and a slow one. */
async function appLogging(options: Parameters<typeof registerAccessLog>[1]) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerAccessLog(app, options);
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { ok: true };
  });
  await app.ready();
  return { app, lines };
}

describe('the access log (ACCESS_LOG_SAMPLE_RATE, ACCESS_LOG_SLOW_MS)', () => {
  it('writes one line for the sampled share of requests', async () => {
    // Every fourth draw falls under a rate of 0.25.
    let draws = 0;
    const { app, lines } = await appLogging({
      sampleRate: 0.25,
      slowMs: 0,
      random: () => ((draws++ % 4) + 0.5) / 4,
    });
    for (let request = 0; request < 40; request++) await app.inject({ method: 'GET', url: '/fast' });
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines).toHaveLength(10);
    expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/fast', status: 200, level: 30 });
    expect(lines).toHaveLength(10);
    await app.close();
  });

  it('always writes a slow request, as a warning, whatever the sample', async () => {
    const { app, lines } = await appLogging({ sampleRate: 0, slowMs: 50, random: () => 0.99 });
    await app.inject({ method: 'GET', url: '/fast' });
    await app.inject({ method: 'GET', url: '/slow' });
    expect(lines).toEqual([expect.objectContaining({ msg: 'slow request', url: '/slow', level: 40 })]);
    await app.close();
  });

  it('samples 1 % of requests in production and every request elsewhere, unless told otherwise', () => {
    const production = { NODE_ENV: 'production', HOST: '127.0.0.1' } as const;
    expect(loadConfig(production).ACCESS_LOG_SAMPLE_RATE).toBe(0.01);
    expect(loadConfig({ NODE_ENV: 'development' }).ACCESS_LOG_SAMPLE_RATE).toBe(1);
    expect(loadConfig({ ...production, ACCESS_LOG_SAMPLE_RATE: '0.1' }).ACCESS_LOG_SAMPLE_RATE).toBe(0.1);
  });
});
