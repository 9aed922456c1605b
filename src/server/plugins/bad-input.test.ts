import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/seed-demo.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

// No input, however odd, may cost a 5xx: every answer is a 2xx or a 4xx in the one error shape.
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db, { now: new Date('2026-11-20T12:00:00Z') });
});
afterAll(async () => ctx?.close());

const nasty = [
  '',
  ' ',
  '%',
  '_',
  '%25',
  '%00',
  '%u0000',
  '\\',
  "'",
  '"',
  "' or 1=1 --",
  '" OR ""="',
  'NEAR(a b)',
  'a* OR b*',
  '^caret',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '[]',
  '{}',
  '日本茶',
  'Ελληνικά',
  '🍋🍋🍋',
  'x'.repeat(101),
  '%F0%9F',
  '%E2%28%A1',
];

describe('bad input never costs a 5xx', () => {
  const urls = nasty.flatMap((value) => {
    const encoded = /%/.test(value) ? value : encodeURIComponent(value);
    return [
      `/api/products?q=${encoded}`,
      `/api/products?page=${encoded}`,
      `/api/products?category_id=${encoded}`,
      `/api/products?page[]=${encoded}`,
      `/api/products/${encoded || '%20'}`,
      `/images/products/${encoded || '%20'}/1.svg`,
    ];
  });

  it.each(urls)('GET %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400 && url.startsWith('/api/')) {
      const body = response.json<{ message: unknown; errors: unknown }>();
      expect(typeof body.message).toBe('string');
      expect(body.errors).toBeTypeOf('object');
    }
  });

  const builtInNames = [
    'constructor',
    'toString',
    'valueOf',
    'hasOwnProperty',
    '__defineGetter__',
    '__proto__',
  ];
  const keyUrls = builtInNames.flatMap((key) => [
    `/api/products?${key}=1`,
    `/api/products?${key}[a]=1&page=1`,
    `/api/products?q=tea&${key}=x&${key}=y`,
    `/api/products/1?${key}=1`,
    `/api/categories?${key}=1`,
  ]);

  it.each(keyUrls)('GET %s (a built-in property name as a key)', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json<{ message: unknown; errors: unknown }>();
      expect(typeof body.message).toBe('string');
      expect(body.errors).toBeTypeOf('object');
    }
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)('%s on a read-only catalogue path', async (method) => {
    const response = await ctx.app.inject({ method, url: '/api/products', payload: { q: 'x' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `No such endpoint: ${method} /api/products`, errors: {} });
  });
});

describe('text a database cannot store', () => {
  it('refuses a NUL character in the address', async () => {
    for (const url of ['/api/products/a%00b', '/api/products?q=a%00', '/images/categories/%00.svg']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The address is not valid.', errors: {} });
    }
  });

  it('refuses a NUL character in a form field and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'a\u0000b', email: 'sam@example.com', phone: '020 7946 0011', message: 'Hello' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual(['Please remove the invalid character.']);
    const stored = await ctx.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toEqual([]);
  });

  it('answers 404 for a mail id past what the database can hold', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail/9999999999' });
    expect(response.statusCode).toBe(404);
  });
});
