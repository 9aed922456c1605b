import { createHash, randomBytes } from 'node:crypto';

/** How long a sign-in lasts (issue 3): thirty days, then the person signs in again. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** How long a password-reset link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/**
 * Tokens are 32 random bytes; only their SHA-256 is stored, so a copy of the database cannot be
 * used to sign in. A plain hash suffices (no salt or slow hash) because the token is not guessable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}
