import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { LANDING_PAGES_MANIFEST_FILE } from './landing-preloads.ts';

let ctx: TestContext;
// Over the 1 KB below which answers go uncompressed, as the real shell is.
const shell = `<!doctype html><html><head><title>W1 Wholesale</title><meta name="description" content="${'Wholesale for venues. '.repeat(50)}"><script type="module" src="/assets/main-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const webDir = mkdtempSync(join(tmpdir(), 'shop-web-'));

beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), shell);
  writeFileSync(join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  // What the build's precompress step writes beside each file.
  writeFileSync(join(webDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(webDir, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(webDir, 'index.html.gz'), gzipSync(shell));
  mkdirSync(join(webDir, '.vite'));
  // What the build writes (scripts/landing-pages-manifest.ts), for three of the landing pages.
  writeFileSync(
    join(webDir, LANDING_PAGES_MANIFEST_FILE),
    JSON.stringify({
      picker: ['assets/first-visit-f3.js'],
      pages: [
        { path: '/', files: ['assets/catalogue-c1.js'], needsDeliveryArea: true },
        {
          path: '/categories/:slug',
          files: ['assets/category-page-d2.js', 'assets/catalogue-c1.js'],
          needsDeliveryArea: true,
        },
        { path: '/login', files: ['assets/login-page-l4.js'], needsDeliveryArea: false },
        { path: '/postcoder', files: ['assets/first-visit-f3.js'], needsDeliveryArea: false },
      ],
    }),
  );
  ctx = await createTestApp({ webDir });
});

afterAll(async () => {
  await ctx.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the single-page app', () => {
  it.each(['/', '/categories/dairy', '/product/details/whole-milk', '/no/such/page'])(
    'answers %s with the app shell, never cached',
    async (url) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each([
    ['/', ['/assets/catalogue-c1.js']],
    ['/categories/dairy', ['/assets/category-page-d2.js', '/assets/catalogue-c1.js']],
  ])(
    "names %s's chunks for a visitor with a delivery area and the picker's for one without, as the shell's one inline script picks",
    async (url, files) => {
      const response = await ctx.app.inject({ method: 'GET', url });

      expect(hintsIn(response.body, 'hints-with-delivery-area')).toEqual(files);
      expect(hintsIn(response.body, 'hints-without-delivery-area')).toEqual(['/assets/first-visit-f3.js']);
      const inlineScripts = [...response.body.matchAll(/<script>([^<]*)<\/script>/g)].map(
        (match) => match[1] ?? '',
      );
      expect(inlineScripts).toHaveLength(1);
      const hash = createHash('sha256')
        .update(inlineScripts[0] ?? '')
        .digest('base64');
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(response.body.indexOf('<script>')).toBeLessThan(response.body.indexOf('</head>'));
    },
  );

  it.each([
    ['/login', ['/assets/login-page-l4.js']],
    ['/postcoder', ['/assets/first-visit-f3.js']],
  ])('names the chunks of %s, a page every visitor sees, in the head, with no script', async (url, files) => {
    const response = await ctx.app.inject({ method: 'GET', url });

    const preloads = [
      ...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1]);
    expect(preloads).toEqual(files);
    expect(response.body).not.toContain('<template');
    expect(response.body).not.toContain('<script>');
  });

  it('names no chunks for a page that is not a landing page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/no/such/page' });

    expect(response.body).toBe(shell);
  });

  it("names a rebuilt app's chunks once the build has written its files", async () => {
    const manifestPath = join(webDir, LANDING_PAGES_MANIFEST_FILE);
    const before = readFileSync(manifestPath, 'utf8');
    try {
      writeFileSync(manifestPath, before.replaceAll('catalogue-c1.js', 'catalogue-e5.js'));

      const response = await ctx.app.inject({ method: 'GET', url: '/' });

      expect(response.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/catalogue-e5.js">',
      );
    } finally {
      writeFileSync(manifestPath, before);
    }
  });

  it('answers a browser whose copy of the shell is current with 304 and no body', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/categories/dairy' });
    const etag = String(first.headers.etag);

    const again = await ctx.app.inject({
      method: 'GET',
      url: '/categories/dairy',
      headers: { 'if-none-match': etag, 'accept-encoding': 'br, gzip' },
    });

    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it("sends the shell again when the browser's copy is another page's or an earlier build's", async () => {
    const home = await ctx.app.inject({ method: 'GET', url: '/' });
    const homeEtag = String(home.headers.etag);
    const login = await ctx.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'if-none-match': homeEtag },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers.etag).not.toBe(homeEtag);

    const manifestPath = join(webDir, LANDING_PAGES_MANIFEST_FILE);
    const before = readFileSync(manifestPath, 'utf8');
    try {
      writeFileSync(manifestPath, before.replaceAll('catalogue-c1.js', 'catalogue-e6.js'));

      const rebuilt = await ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'if-none-match': homeEtag },
      });

      expect(rebuilt.statusCode).toBe(200);
      expect(rebuilt.body).toContain('/assets/catalogue-e6.js');
      expect(rebuilt.headers.etag).not.toBe(homeEtag);
    } finally {
      writeFileSync(manifestPath, before);
    }
  });

  it('answers HEAD on a landing page like GET, without the body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: '/categories/dairy' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
  });

  it('serves hashed assets with a year-long cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])(
    'sends the precompressed asset to a client accepting %s, still cached for a year',
    async (accept, encoding) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': accept },
      });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('sends scripts without the headers only a document uses, and the app shell with them', async () => {
    for (const encoding of ['br', 'identity']) {
      const script = await ctx.app.inject({
        method: 'GET',
        url: '/assets/main-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(script.headers['content-security-policy']).toBeUndefined();
      expect(script.headers['x-frame-options']).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(script.headers['referrer-policy']).toBe('no-referrer');
    }

    const page = await ctx.app.inject({ method: 'GET', url: '/categories/dairy' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the asset as it is to a client accepting no encoding', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('sends the app shell compressed on a client route', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/categories/dairy',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with JSON 404, not the app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing', errors: {} });
  });

  it('answers a missing asset with 404 rather than the app shell', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/gone-123.js' });

    expect(response.statusCode).toBe(404);
  });

  it('refuses an over-long address with 414 in the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/products/${'x'.repeat(5000)}` });

    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'The address is too long.', errors: {} });
  });
});

/** The files a shell's hint template (by id) names. */
function hintsIn(html: string, templateId: string): string[] {
  const template = new RegExp(`<template id="${templateId}">(.*?)</template>`).exec(html)?.[1] ?? '';
  return [...template.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
}
