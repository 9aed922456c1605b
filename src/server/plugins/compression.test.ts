import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx.close();
});

// The API description is a large JSON answer made per request, like a catalogue page.
const url = '/api/docs';

describe('compressed JSON answers', () => {
  it('sends brotli to a client that prefers it, and the body decodes to the same JSON', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url });
    const response = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString()).openapi).toBeDefined();
  });

  it('sends plain JSON to a client that accepts no encoding', async () => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().openapi).toBeDefined();
  });

  it('leaves small answers uncompressed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
