import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Cost of new hashes. N = 2^15 keeps a login near 50-100 ms on a small server; the parameters are
 * stored with each hash, so raising them later leaves existing hashes verifiable.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// A stored hash is trusted input only within these bounds (at most 128*N*r = 256 MiB), so a tampered
// row cannot make a login attempt burn memory.
const MAX_N = 2 ** 17;
const MAX_R = 16;
const MAX_P = 16;

function deriveKey(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? COST.N;
  const r = options.r ?? COST.r;
  // Node refuses scrypt when 128*N*r exceeds maxmem (32 MiB by default), so give it room.
  const maxmem = 128 * N * r * 2;
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(plain, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseStored(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  if (N === undefined || r === undefined || p === undefined) return null;
  const isPowerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0;
  if (!isPowerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const key = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || key.length === 0) return null;
  return { N, r, p, salt, key };
}

/** True when `plain` matches the stored hash; a malformed stored value never matches. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const key = await deriveKey(plain, parsed.salt, parsed.key.length, {
    N: parsed.N,
    r: parsed.r,
    p: parsed.p,
  });
  return timingSafeEqual(key, parsed.key);
}
