import { DEFAULT_RETRY_SECONDS, retryWaitMs } from '../../domain/retry-wait.ts';
import { ApiRequestError } from './api-client.ts';

/** Times a failed query is asked again before its error shows. */
const QUERY_RETRIES = 1;

/**
 * A wait longer than this (a rate limit that ends in a minute) is not sat out behind a spinner: the
 * error shows at once and says to try again later.
 */
const LONGEST_RETRY_WAIT_SECONDS = 10;

/** The wait the shop asked for on a refusal (503 when busy, 429 over a limit), if it named one. */
function askedWaitSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status !== 503 && error.status !== 429) return undefined;
  return error.retryAfterSeconds;
}

/** TanStack Query's `retry`: once, unless the shop asked for a longer wait than a person sits out. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return (askedWaitSeconds(error) ?? DEFAULT_RETRY_SECONDS) <= LONGEST_RETRY_WAIT_SECONDS;
}

/**
 * TanStack Query's `retryDelay`: the Retry-After the shop sent, or a second, with jitter
 * (src/domain/retry-wait.ts). Its default waits exactly a second whatever the shop said, so every
 * browser refused at one busy moment asked again at one moment and was refused again together.
 */
export function queryRetryDelayMs(
  _failureCount: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  return retryWaitMs(askedWaitSeconds(error) ?? DEFAULT_RETRY_SECONDS, random);
}
