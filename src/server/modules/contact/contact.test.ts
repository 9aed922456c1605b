import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { CONTACT_RATE_LIMIT, CONTACT_RATE_LIMIT_MESSAGE } from './contact.routes.ts';

const SUPPORT_EMAIL = 'help@w1wholesale.test';

const goodMessage = {
  name: 'Ada Lovelace',
  email: 'ada@venue.test',
  phone: '+44 20 7946 0000',
  message: 'Do you deliver oat milk by the crate?',
};

let ctx: TestContext;
// The contact route is rate limited per IP, so each request comes from an address of its own
// unless a test is about the limit.
let lastIp = 0;
const nextIp = () => `10.0.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

function postContact(payload: unknown, remoteAddress = nextIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/contact-us',
    payload: payload as object,
    remoteAddress,
  });
}

async function counts() {
  const messages = await ctx.db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const mails = await ctx.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { messages: Number(messages.n), mails: Number(mails.n) };
}

beforeAll(async () => {
  ctx = await createTestApp({ env: { SUPPORT_EMAIL } });
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.db.deleteFrom('contact_messages').execute();
  await ctx.db.deleteFrom('mail_outbox').execute();
});

describe('POST /api/contact-us', () => {
  it('stores the message, mails it to support and answers success', async () => {
    const response = await postContact({ ...goodMessage, name: '  Ada <b>Lovelace</b>  ' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const stored = await ctx.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...goodMessage, name: 'Ada <b>Lovelace</b>' });

    const mails = await ctx.db.selectFrom('mail_outbox').selectAll().execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.recipient).toBe(SUPPORT_EMAIL);
    expect(mail?.subject).toBe('Contact form: Ada <b>Lovelace</b>');
    expect(mail?.text).toContain(goodMessage.message);
    expect(mail?.text).toContain(goodMessage.phone);
    // User text is escaped in the HTML part.
    expect(mail?.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>Lovelace');

    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(outbox.json()).toEqual([
      expect.objectContaining({ recipient: SUPPORT_EMAIL, subject: 'Contact form: Ada <b>Lovelace</b>' }),
    ]);
  });

  it.each(['name', 'email', 'phone', 'message'] as const)('refuses a message without %s', async (field) => {
    const { [field]: _left, ...rest } = goodMessage;
    const response = await postContact(rest);

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This field is required.',
      errors: { [field]: ['This field is required.'] },
    });
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  it.each([
    ['name', '   ', 'This field is required.'],
    ['message', '', 'This field is required.'],
    ['name', null, 'This field is required.'],
    ['name', 42, 'Please enter text.'],
    ['phone', 2079460000, 'Please enter text.'],
    ['message', ['hello'], 'Please give a single value.'],
    ['email', { address: 'ada@venue.test' }, 'Please enter text.'],
    ['name', 'x'.repeat(121), 'Please keep this under 120 characters.'],
    ['phone', '0'.repeat(41), 'Please keep this under 40 characters.'],
    ['message', 'x'.repeat(5001), 'Please keep this under 5000 characters.'],
    ['email', 'not-an-email', 'Please enter a valid email address.'],
    ['email', 'ada@', 'Please enter a valid email address.'],
    ['email', `${'a'.repeat(250)}@x.test`, 'Please keep this under 254 characters.'],
    ['phone', 'call me', 'Please enter a valid phone number.'],
  ])('refuses %s = %j with %j', async (field, value, text) => {
    const response = await postContact({ ...goodMessage, [field]: value });

    expect(response.statusCode).toBe(422);
    // Only the bad field is reported (an over-long phone also fails the phone pattern).
    expect(response.json()).toEqual({ message: text, errors: { [field]: expect.arrayContaining([text]) } });
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  it('refuses fields it does not know', async () => {
    const response = await postContact({ ...goodMessage, user_id: 1 });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'This field is not allowed.',
      errors: { user_id: ['This field is not allowed.'] },
    });
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  it('reports every bad field at once', async () => {
    const response = await postContact({ name: '', email: 'nope', phone: '', message: '' });

    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(await counts()).toEqual({ messages: 0, mails: 0 });
  });

  it(`answers 429 after ${CONTACT_RATE_LIMIT.max} messages a minute from one address`, async () => {
    const ip = '192.0.2.10';
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent++) {
      expect((await postContact(goodMessage, ip)).statusCode).toBe(200);
    }

    const refused = await postContact(goodMessage, ip);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: CONTACT_RATE_LIMIT_MESSAGE, errors: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await counts()).toEqual({ messages: CONTACT_RATE_LIMIT.max, mails: CONTACT_RATE_LIMIT.max });

    // Another address is not held back by the first one's limit.
    expect((await postContact(goodMessage, '192.0.2.11')).statusCode).toBe(200);
  });

  it('does not let a client dodge the limit with a made-up X-Forwarded-For', async () => {
    const ip = '192.0.2.20';
    for (let sent = 0; sent < CONTACT_RATE_LIMIT.max; sent++) {
      expect((await postContact(goodMessage, ip)).statusCode).toBe(200);
    }

    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: goodMessage,
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '203.0.113.99' },
    });

    expect(spoofed.statusCode).toBe(429);
  });
});
