import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TOO_MANY_CATALOGUE_READS } from './catalogue.routes.ts';

const LIMIT = 5;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ env: { CATALOG_RATE_LIMIT: String(LIMIT) } });
});
afterAll(async () => ctx?.close());

const read = (url: string, remoteAddress: string) => ctx.app.inject({ method: 'GET', url, remoteAddress });

describe('the per-address limit on catalogue reads', () => {
  it.each(['/api/products?q=ab', '/api/products/no-such-product', '/api/categories'])(
    `answers 429 to the read after ${LIMIT} a minute of %s from one address`,
    async (url) => {
      const address = `192.0.2.${url.length}`;
      for (let request = 0; request < LIMIT; request++) {
        expect((await read(url, address)).statusCode).toBeLessThan(429);
      }

      const refused = await read(url, address);

      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: TOO_MANY_CATALOGUE_READS, errors: {} });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(url, '198.51.100.99')).statusCode).toBeLessThan(429);
    },
  );

  it('counts distinct searches together, so they cannot get round the cache', async () => {
    const address = '192.0.2.200';
    for (let request = 0; request < LIMIT; request++) {
      expect((await read(`/api/products?q=s${request}&page=${request + 7}`, address)).statusCode).toBe(200);
    }
    expect((await read('/api/products?q=another&page=99', address)).statusCode).toBe(429);
  });

  it('leaves product images alone', async () => {
    for (let request = 0; request < 2 * LIMIT; request++) {
      const response = await read('/images/categories/none.svg', '192.0.2.201');
      expect(response.statusCode).not.toBe(429);
    }
  });
});

describe('CATALOG_RATE_LIMIT=0', () => {
  it('turns the limit off', async () => {
    const unlimited = await createTestApp({ env: { CATALOG_RATE_LIMIT: '0' } });
    try {
      for (let request = 0; request < 3 * LIMIT; request++) {
        const response = await unlimited.app.inject({ method: 'GET', url: '/api/categories' });
        expect(response.statusCode).toBe(200);
      }
    } finally {
      await unlimited.close();
    }
  });
});
