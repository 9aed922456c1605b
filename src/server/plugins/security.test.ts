import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { DELIVERY_AREA_HINTS_SCRIPT_SOURCE } from './landing-preloads.ts';

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('sends a Content-Security-Policy that allows no third-party script and only the hint script inline', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });

    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", DELIVERY_AREA_HINTS_SCRIPT_SOURCE]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.has('script-src-attr') ? csp.get('script-src-attr') : ["'none'"]).toEqual(["'none'"]);
    for (const values of csp.values()) {
      expect(values).not.toContain("'unsafe-eval'");
    }
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('sends the other hardening headers on every answer, errors included', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('keeps Stripe out of the policy unless Stripe is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).not.toContain('stripe');
  });
});

describe('security headers with Stripe configured', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' },
    });
  });
  afterAll(async () => ctx.close());

  it("allows Stripe's script origin and nothing more inline", async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });

    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      DELIVERY_AREA_HINTS_SCRIPT_SOURCE,
      'https://js.stripe.com',
      'https://checkout.stripe.com',
    ]);
  });
});
