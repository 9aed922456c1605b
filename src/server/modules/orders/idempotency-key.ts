import { ValidationError } from '../../errors.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const BAD_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be 1 to 200 visible ASCII characters (no spaces).';

/** Visible ASCII only: a key is compared byte for byte and stored, so nothing a proxy could rewrite. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/**
 * The optional Idempotency-Key of a submission, or undefined without one. Node joins a header sent
 * twice into one value with ", ", which has a space and so is refused like any other bad key.
 */
export function parseIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw new ValidationError(BAD_IDEMPOTENCY_KEY, { [IDEMPOTENCY_HEADER]: [BAD_IDEMPOTENCY_KEY] });
  }
  return header;
}
