import { describe, expect, it } from 'vitest';
import { listeningNotice, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:data/shop.sqlite',
      APP_URL: 'http://localhost:3000',
      isProduction: false,
      seedDemoData: true,
    });
  });

  it('loads no demo data in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('serves with one process per core in production and one otherwise, unless WEB_CONCURRENCY says', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, 4).workers).toBe(4);
    expect(loadConfig({}, 4).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test' }, 4).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }, 4).workers).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development', WEB_CONCURRENCY: '3' }, 4).workers).toBe(3);
    expect(loadConfig({ NODE_ENV: 'production', WEB_CONCURRENCY: '' }, 2).workers).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
  });

  it('accepts PostgreSQL URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' }).DATABASE_URL).toBe(
      'postgres://shop@db:5432/shop',
    );
  });

  it('fails fast, listing every variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nobody' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SUPPORT_EMAIL/,
    );
  });

  it('refuses to run outside production on a public address', () => {
    expect(() => loadConfig({ APP_URL: 'https://shop.example.co.uk' })).toThrow(
      /NODE_ENV: must be production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', APP_URL: 'https://shop.example.co.uk' }).isProduction).toBe(
      true,
    );
  });

  it('takes an empty PORT as unset, and wants the Stripe webhook secret with the Stripe key', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('listens on 127.0.0.1 outside production unless HOST is set, and says so', () => {
    const development = loadConfig({});
    expect(development.HOST).toBe('127.0.0.1');
    expect(listeningNotice(development)).toBe(
      'Listening on 127.0.0.1:3000 only (development mode serves demo accounts and the mail outbox; set HOST to listen elsewhere).',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).HOST).toBe('127.0.0.1');

    const explicit = loadConfig({ HOST: '0.0.0.0' });
    expect(explicit.HOST).toBe('0.0.0.0');
    expect(listeningNotice(explicit)).toMatch(/open to everyone who can reach this address/);

    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.HOST).toBe('0.0.0.0');
    expect(listeningNotice(production)).toBe('Listening on 0.0.0.0:3000 (production).');
  });

  it('limits catalogue reads per address and signed-in writes per user, 0 meaning no limit', () => {
    expect(loadConfig({})).toMatchObject({ CATALOG_RATE_LIMIT: 600, USER_WRITE_RATE_LIMIT: 120 });
    expect(loadConfig({ CATALOG_RATE_LIMIT: '0', USER_WRITE_RATE_LIMIT: '0' })).toMatchObject({
      CATALOG_RATE_LIMIT: 0,
      USER_WRITE_RATE_LIMIT: 0,
    });
    expect(() => loadConfig({ USER_WRITE_RATE_LIMIT: '-1' })).toThrow(/USER_WRITE_RATE_LIMIT/);
  });

  it('shares rate limits through Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('w1shop:');
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).REDIS_URL).toBe('redis://10.0.0.5:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.internal:6380' }).REDIS_URL).toBe(
      'rediss://cache.internal:6380',
    );
    expect(() => loadConfig({ REDIS_URL: '10.0.0.5:6379' })).toThrow(/REDIS_URL: must be redis/);
  });
});
