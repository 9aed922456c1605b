import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('W1 Wholesale shop API');

    const contact = document.paths['/api/contact-us'].post;
    const body = contact.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect([...body.required].sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(body.additionalProperties).toBe(false);
    expect(body.properties.message.maxLength).toBe(5000);
    expect(Object.keys(contact.responses).sort()).toEqual(['200', '422', '429']);
  });

  it('leaves out hidden routes such as the document itself and the HTML outbox', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();

    expect(document.paths['/api/docs']).toBeUndefined();
    expect(document.paths['/dev/mail']).toBeUndefined();
    expect(document.paths['/api/dev/mail']).toBeDefined();
  });
});
