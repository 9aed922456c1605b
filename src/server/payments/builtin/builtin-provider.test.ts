import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { checkSignature } from '../webhook-signature.ts';
import { BUILTIN_SIGNATURE_HEADER, createBuiltinProvider } from './builtin-provider.ts';
import { cardOutcome, passesLuhn } from './test-cards.ts';

const SECRET = 'whsec_unit';

/** Just enough of the database for the provider to read its signing key. */
const keyOnlyDb = {
  selectFrom: () => ({
    select: () => ({ where: () => ({ executeTakeFirstOrThrow: async () => ({ secret: SECRET }) }) }),
  }),
} as unknown as Db;

describe('the built-in provider’s event delivery', () => {
  it('retries until the shop answers 2xx, signing each attempt afresh', async () => {
    const clock = fixedClock('2026-11-20T12:00:00.000Z');
    const attempts: Array<{ body: string; signature: string }> = [];
    const answers = [500, 0, 200];
    const provider = createBuiltinProvider({
      db: keyOnlyDb,
      clock,
      appUrl: 'http://localhost:3000',
      deliver: async (body, headers) => {
        attempts.push({ body, signature: headers[BUILTIN_SIGNATURE_HEADER] ?? '' });
        const status = answers.shift() ?? 200;
        if (status === 0) throw new Error('connection refused');
        return status;
      },
      log: { warn: () => {} },
      retryDelaysMs: [1, 1, 1],
    });

    provider.emit('checkout.session.completed', 'cs_test_retried');
    await provider.settled();

    expect(attempts).toHaveLength(3);
    const event = JSON.parse(attempts[0]?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_retried', payment_status: 'paid' } },
    });
    for (const attempt of attempts) {
      expect(attempt.body).toBe(attempts[0]?.body);
      expect(checkSignature(SECRET, Buffer.from(attempt.body), attempt.signature, clock.now())).toBe('valid');
    }
  });

  it('gives up after its last retry', async () => {
    let calls = 0;
    const provider = createBuiltinProvider({
      db: keyOnlyDb,
      clock: fixedClock('2026-11-20T12:00:00.000Z'),
      appUrl: 'http://localhost:3000',
      deliver: async () => {
        calls += 1;
        return 503;
      },
      log: { warn: () => {} },
      retryDelaysMs: [1, 1],
    });
    provider.emit('checkout.session.completed', 'cs_test_down');
    await provider.settled();
    expect(calls).toBe(3);
  });
});

describe('signatures', () => {
  const body = Buffer.from('{"id":"evt_1"}');
  const at = new Date('2026-11-20T12:00:00.000Z');
  const header = `t=${at.getTime() / 1000},v1=`;

  it('are refused when missing, forged, or more than five minutes old', async () => {
    const { signatureHeader } = await import('../webhook-signature.ts');
    const signed = signatureHeader(SECRET, body, at);
    expect(checkSignature(SECRET, body, signed, at)).toBe('valid');
    expect(checkSignature(SECRET, body, undefined, at)).toBe('malformed');
    expect(checkSignature(SECRET, body, `${header}00`, at)).toBe('mismatch');
    expect(checkSignature('whsec_other', body, signed, at)).toBe('mismatch');
    expect(checkSignature(SECRET, Buffer.from('{"id":"evt_2"}'), signed, at)).toBe('mismatch');
    expect(checkSignature(SECRET, body, signed, new Date(at.getTime() + 5 * 60_000))).toBe('valid');
    expect(checkSignature(SECRET, body, signed, new Date(at.getTime() + 5 * 60_000 + 1000))).toBe('stale');
  });
});

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeded'],
    ['4000-0000-0000-0002', 'declined'],
    ['4000000000009995', 'insufficient_funds'],
    ['4242 4242 4242 4241', 'invalid'],
    ['1234', 'invalid'],
    ['5555 5555 5555 4444', 'not_a_test_card'],
  ])('%s is %s', (number, outcome) => {
    expect(cardOutcome(number)).toBe(outcome);
  });

  it('checks the Luhn digit', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
  });
});
