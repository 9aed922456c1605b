import { LRUCache } from 'lru-cache';
import { AppError } from '../../errors.ts';

type FailedAttemptsOptions = { max: number; windowMs: number; message: string };

/**
 * Counts wrong passwords per key (an email, a user id) and answers 429 once `max` have failed
 * within the window. Only failures count: a plain request limit per email would let anyone lock a
 * person out by sending five logins a minute in their name. Counters are per process, like the
 * rate limits (docs/decisions.md).
 */
export class FailedAttempts {
  private readonly failures: LRUCache<string, number>;

  constructor(private readonly options: FailedAttemptsOptions) {
    // noUpdateTTL: the window runs from the first failure, so steady guessing cannot keep it open.
    this.failures = new LRUCache({ max: 100_000, ttl: options.windowMs, noUpdateTTL: true });
  }

  /**
   * Runs `attempt` for `key` unless too many have failed; an error `isFailure` accepts is counted
   * and rethrown, a success clears the count.
   */
  async guard<T>(key: string, attempt: () => Promise<T>, isFailure: (error: unknown) => boolean): Promise<T> {
    if ((this.failures.get(key) ?? 0) >= this.options.max) {
      const retryAfter = Math.max(1, Math.ceil(this.failures.getRemainingTTL(key) / 1000));
      throw new AppError(429, this.options.message, {}, { 'retry-after': String(retryAfter) });
    }
    try {
      const result = await attempt();
      this.failures.delete(key);
      return result;
    } catch (error) {
      if (isFailure(error)) this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
      throw error;
    }
  }
}
