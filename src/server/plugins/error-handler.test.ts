import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let lastIp = 0;
// The contact route (the body-taking endpoint used here) is rate limited per address.
const nextIp = () => `10.1.0.${++lastIp}`;

function postRaw(payload: string, contentType?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload,
    headers: contentType ? { 'content-type': contentType } : {},
    remoteAddress: nextIp(),
  });
}

async function storedCount(): Promise<number> {
  const row = await ctx.db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every error answer is exactly `{ message, errors }`: no stack, no code, no internals. */
function expectErrorShape(body: unknown, message: string, errors: Record<string, string[]> = {}) {
  expect(body).toEqual({ message, errors });
  expect(JSON.stringify(body)).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
}

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('error handler', () => {
  it.each([
    ['malformed JSON', '{"name": "Ada",', 'application/json', 400, 'The request body is not valid JSON.'],
    [
      'an empty JSON body',
      '',
      'application/json',
      400,
      'The request body is empty; please send a JSON object.',
    ],
    [
      'a text body',
      'name=Ada',
      'text/plain',
      415,
      'Please send the request body as JSON (Content-Type: application/json).',
    ],
    [
      'a form body',
      'name=Ada&email=a%40b.test',
      'application/x-www-form-urlencoded',
      415,
      'Please send the request body as JSON (Content-Type: application/json).',
    ],
  ])('answers %s with a clear 4xx', async (_case, payload, contentType, status, message) => {
    const response = await postRaw(payload, contentType);

    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectErrorShape(response.json(), message);
    expect(await storedCount()).toBe(0);
  });

  it('answers an oversize body with 413', async () => {
    const huge = JSON.stringify({
      name: 'Ada',
      email: 'a@b.test',
      phone: '0123456',
      message: 'x'.repeat(1_100_000),
    });

    const response = await postRaw(huge, 'application/json');

    expect(response.statusCode).toBe(413);
    expectErrorShape(response.json(), 'The request body is too large.');
    expect(await storedCount()).toBe(0);
  });

  it.each([
    ['no body at all', undefined],
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
  ])('answers %s with 422 asking for an object', async (_case, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });

    expect(response.statusCode).toBe(422);
    expectErrorShape(response.json(), 'Please send the details as a JSON object.', {
      _: ['Please send the details as a JSON object.'],
    });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/api'],
    ['DELETE', '/api/contact-us'],
  ] as const)('answers %s %s with a JSON 404', async (method, url) => {
    const response = await ctx.app.inject({ method, url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expectErrorShape(response.json(), `No such endpoint: ${method} ${url}`);
  });
});

describe('an unexpected failure', () => {
  let broken: TestContext;

  beforeAll(async () => {
    broken = await createTestApp();
    // Without its outbox table the contact use case fails half-way through its transaction.
    await sql`drop table mail_outbox`.execute(broken.db);
  });
  afterAll(async () => broken.close());

  it('answers 500 with a generic message, no details, and writes nothing', async () => {
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: { name: 'Ada', email: 'ada@venue.test', phone: '020 7946 0000', message: 'Hello' },
    });

    expect(response.statusCode).toBe(500);
    expectErrorShape(response.json(), 'Something went wrong on our side. Please try again.');
    expect(response.body).not.toContain('mail_outbox');
    const rows = await broken.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
