const STORAGE_KEY = 'checkout-attempt';

type Attempt = { fingerprint: string; key: string };

/** The last attempt in memory too, for browsers that refuse sessionStorage. */
let lastAttempt: Attempt | null = null;

function readAttempt(): Attempt | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    const attempt = parsed as Partial<Attempt> | null;
    return typeof attempt?.fingerprint === 'string' && typeof attempt.key === 'string'
      ? { fingerprint: attempt.fingerprint, key: attempt.key }
      : lastAttempt;
  } catch {
    return lastAttempt;
  }
}

/**
 * The Idempotency-Key of an order submission. The same payload (basket, form and payment choice)
 * keeps its key, so a retry after a lost answer, a double press or a reload returns the order the
 * first attempt placed rather than a second one; any change gets a new key, since the server
 * answers a known key with the first order whatever the new payload says. Kept in sessionStorage
 * so a reload mid-submission keeps it too.
 */
export function idempotencyKeyFor(payload: unknown): string {
  const fingerprint = JSON.stringify(payload);
  const previous = readAttempt();
  if (previous?.fingerprint === fingerprint) return previous.key;
  const key = crypto.randomUUID();
  lastAttempt = { fingerprint, key };
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ fingerprint, key }));
  } catch {
    // Storage full or blocked: lastAttempt still keeps the key for this page's retries.
  }
  return key;
}
