import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { MAX_LISTED_UNKNOWN_FIELDS } from './error-handler.ts';

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

describe('field names that are built-in object properties', () => {
  const valid = { name: 'Ada', email: 'ada@venue.test', phone: '020 7946 0000', message: 'Hello' };

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__', 'isPrototypeOf'])(
    'names "%s" as a field that is not allowed',
    async (key) => {
      const response = await postRaw(JSON.stringify({ ...valid, [key]: 1 }), 'application/json');

      expect(response.statusCode).toBe(422);
      expectErrorShape(response.json(), 'This field is not allowed.', {
        [key]: ['This field is not allowed.'],
      });
      expect(await storedCount()).toBe(0);
    },
  );

  it.each([
    ['__proto__', '{"__proto__": {"admin": true}, "name": "Ada"}'],
    ['__proto__', '{"name": "Ada", "nested": {"__proto__": 1}}'],
    ['constructor', '{"constructor": {"prototype": {"admin": true}}}'],
  ])('refuses a valid JSON body with a "%s" key in plain words', async (key, payload) => {
    const response = await postRaw(payload, 'application/json');

    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), `The field "${key}" is not allowed in a request body.`);
  });

  it('still calls broken JSON with such a key broken', async () => {
    const response = await postRaw('{"__proto__": ', 'application/json');

    expect(response.statusCode).toBe(400);
    expectErrorShape(response.json(), 'The request body is not valid JSON.');
  });
});

describe('a body of many unknown fields', () => {
  it(`lists only the first ${MAX_LISTED_UNKNOWN_FIELDS} and counts the rest`, async () => {
    const body: Record<string, unknown> = {
      name: 'Ada',
      email: 'ada@venue.test',
      phone: '020 7946 0000',
      message: 'Hello',
    };
    for (let index = 0; index < 60_000; index++) body[`k${index}`] = 1;

    const response = await postRaw(JSON.stringify(body), 'application/json');

    expect(response.statusCode).toBe(422);
    expect(response.body.length).toBeLessThan(1000);
    expectErrorShape(response.json(), '60000 fields are not allowed; the first 5 are listed.', {
      k0: ['This field is not allowed.'],
      k1: ['This field is not allowed.'],
      k2: ['This field is not allowed.'],
      k3: ['This field is not allowed.'],
      k4: ['This field is not allowed.'],
    });
  });

  it('names every unknown field when there are only a few', async () => {
    const response = await postRaw(JSON.stringify({ a: 1, b: 2, c: 3, d: 4, e: 5 }), 'application/json');

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([
      'name',
      'email',
      'phone',
      'message',
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(response.json().message).toBe('This field is required.');
  });
});

describe('requests the HTTP parser refuses', () => {
  let port: number;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  /** Sends bytes as they are (no client would send these) and reads the answer until the server closes. */
  function sendRaw(request: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
      socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
      socket.end(request);
    });
  }

  it.each([
    ['a space in the path', Buffer.from('GET /api/prod ucts HTTP/1.1\r\nHost: shop\r\n\r\n')],
    [
      'raw non-ASCII bytes in the path',
      Buffer.concat([
        Buffer.from('GET /api/products/caf'),
        Buffer.from([0xc3, 0xa9]),
        Buffer.from(' HTTP/1.1\r\nHost: shop\r\n\r\n'),
      ]),
    ],
    [
      'a Content-Length that is not a number',
      Buffer.from(
        'POST /api/contact-us HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      ),
    ],
    [
      'two different Content-Lengths',
      Buffer.from(
        'POST /api/contact-us HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 5\r\n\r\n{}',
      ),
    ],
  ])('answers %s with 400 in the one error shape', async (_case, request) => {
    const answer = await sendRaw(request);

    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/i);
    expectErrorShape(JSON.parse(body ?? ''), 'The request could not be read.');
  });
});
