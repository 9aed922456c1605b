import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's tolerance: a signed event older (or newer) than this is refused as a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The HMAC-SHA256 of "{timestamp}.{body}", hex: Stripe's v1 signature scheme. */
function signatureOf(secret: string, timestampSeconds: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.`).update(body).digest('hex');
}

/** The signature header for a body sent at `at`: "t={seconds},v1={hex}". */
export function signatureHeader(secret: string, body: string | Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

export type SignatureCheck = 'valid' | 'malformed' | 'mismatch' | 'stale';

/**
 * Checks a "t=…,v1=…" header against the body's exact bytes, accepting any of several v1
 * signatures (a key being rolled) and refusing a timestamp more than the tolerance away from now.
 */
export function checkSignature(
  secret: string,
  body: Buffer,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (!header) return 'malformed';
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts
    .filter(([key, value]) => key === 'v1' && value)
    .map(([, value]) => value as string);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return 'malformed';
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  return 'valid';
}
